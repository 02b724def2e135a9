import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { routePath } from 'hono/route'
import { type DestinationStream, type Logger, pino } from 'pino'
import { CLIENT_GONE, clientGone } from './client-gone'
import { requestIdOf } from './request-id'

declare module 'hono' {
  interface ContextVariableMap {
    /** Who called, as the log may name them: set by the access check, never a key or a cookie. */
    clientId: string | undefined
    /** The plan a search inside PostgreSQL took (pg-search/plans), set by the search routes. */
    searchPlan: string | undefined
  }
}

/** One answered request, as the log and the metrics count it. */
export interface FinishedRequest {
  method: string
  /** The route's pattern (`/api/v1/ads/:id`), never the path: ids stay out, and metrics stay few. */
  route: string
  status: number
  ms: number
}

/**
 * The request log: JSON lines on standard output (or `destination`, for tests). Nothing here logs a
 * request's headers; the redaction is for whoever adds them one day.
 */
export function requestLogger(destination?: DestinationStream): Logger {
  const options = {
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['*.authorization', '*.cookie', '*.headers', 'key', 'password'], remove: true },
  }
  return destination ? pino(options, destination) : pino(options)
}

export const silentLogger = (): Logger => pino({ enabled: false })

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])

/**
 * One line per request, written when its answer is ready: an id (echoed in X-Request-Id so that a
 * client's report finds the line), method, route pattern, status, milliseconds, the client's id and
 * address. A client that went away before its answer is logged as 499, not as the server's failure.
 */
export function requestLog(logger: Logger, finished?: (request: FinishedRequest) => void) {
  return createMiddleware(async (c, next) => {
    const started = performance.now()
    const id = requestIdOf(c.req.header('X-Request-Id'))
    await next()
    c.header('X-Request-Id', id)
    const gone = clientGone(c)
    const request: FinishedRequest = {
      method: METHODS.has(c.req.method) ? c.req.method : 'OTHER',
      route: routeOf(c),
      status: gone ? CLIENT_GONE : c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    }
    const who = { client: c.get('clientId'), address: c.get('clientAddress') }
    const plan = c.get('searchPlan')
    logger.info({ id, ...request, ...who, ...(plan && { plan }), ...(gone && { aborted: true }) }, 'request')
    finished?.(request)
  })
}

/** The pattern of the handler that answered (or of the middleware that refused). */
function routeOf(c: Context): string {
  return routePath(c) || 'unmatched'
}
