import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { storeFailureOf } from '../records/store-failure'
import { CLIENT_GONE, clientGone } from './client-gone'
import { ProblemError, problemResponse } from './problem'
import { storeProblem, storeTroubleLog } from './store-trouble'

/**
 * The app's one error handler. Problems thrown on purpose become their RFC 9457 response; a store
 * that cannot be reached or written is 503 or 507 (http/store-trouble.ts), logged a line a second
 * however many requests it fails; anything else is logged to stderr and answered with a bare 500,
 * so no stack or SQL text leaks. A request whose client went away fails too (its body stops, its
 * upstream call is cancelled): that is no failure of the server's, and nobody reads the answer, so
 * nothing is logged but its log line.
 */
export function errorHandler(storeTrouble = storeTroubleLog()) {
  return (error: Error, c: Context): Response => onError(error, c, storeTrouble)
}

function onError(error: Error, c: Context, storeTrouble: ReturnType<typeof storeTroubleLog>): Response {
  if (clientGone(c)) return c.body(null, CLIENT_GONE as 400)
  if (error instanceof ProblemError) return problemResponse(c, error)
  const failure = storeFailureOf(error)
  if (failure) {
    storeTrouble(failure)
    return problemResponse(c, storeProblem(failure))
  }
  if (error instanceof HTTPException && error.status < 500) {
    const problem =
      error.status === 413
        ? new ProblemError(413, 'payload_too_large', 'The request body is too large')
        : new ProblemError(error.status, 'invalid_parameter', error.message || 'The request was refused')
    return problemResponse(c, problem)
  }
  console.error(`[ads] ${c.req.method} ${c.req.path} failed:`, error)
  return problemResponse(
    c,
    new ProblemError(500, 'internal', 'The server failed to answer; the error was logged'),
  )
}
