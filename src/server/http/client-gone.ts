import type { Context } from 'hono'

/**
 * Whether the client went away before its answer was written: `@hono/node-server` aborts the
 * request's signal when the connection closes first. What failed then (a body cut short, an upstream
 * call cancelled) is no failure of the server's.
 */
export const clientGone = (c: Context): boolean => c.req.raw.signal.aborted

/** The status logged for such a request (nginx's "client closed request"): no answer reached anyone. */
export const CLIENT_GONE = 499
