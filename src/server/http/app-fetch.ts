/**
 * The whole app as a function of a request: a Hono app's `request`. The HTML's first page and the
 * tools ask the app's own /api/v1 through it, so access checks and rate limits apply as to any client.
 */
export type AppFetch = (request: Request) => Response | Promise<Response>
