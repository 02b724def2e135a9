import { createMiddleware } from 'hono/factory'

/**
 * Once the process is stopping, every answer closes its connection. The server stops accepting new
 * ones and closes those idle at that moment, but a kept-alive connection that was busy then would
 * stay open after its answer, holding the process up until the grace period ends.
 */
export function closeConnectionsWhenStopping(isStopping: () => boolean) {
  return createMiddleware(async (c, next) => {
    await next()
    if (isStopping()) c.header('Connection', 'close')
  })
}
