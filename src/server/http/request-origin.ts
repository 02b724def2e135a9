import type { Context } from 'hono'

/**
 * The origin clients reach this server at: the configured public URL when the server sits behind a
 * proxy that changes scheme or host, else the request's own (from its Host header).
 */
export function requestOrigin(c: Context, publicUrl: string | undefined): string {
  return new URL(publicUrl ?? c.req.url).origin
}
