import { createMiddleware } from 'hono/factory'
import { ProblemError } from './problem'
import { requestOrigin } from './request-origin'

/**
 * Refuses requests that a browser sent from a page of another origin (a request without Origin
 * comes from a program, not a page, and passes). Against DNS rebinding, comparing with the Host
 * header is not enough: a rebound name sends its own Host. So without ADS_PUBLIC_URL a page must
 * also be on a name no one else can point here: an IP address or localhost.
 */
export function sameOriginOnly(publicUrl: string | undefined) {
  return createMiddleware(async (c, next) => {
    const origin = c.req.header('Origin')
    if (origin !== undefined) {
      const own = requestOrigin(c, publicUrl)
      if (origin !== own || (publicUrl === undefined && !isLocalOrAddress(new URL(own).hostname))) {
        throw new ProblemError(403, 'forbidden', `Requests from pages of ${origin.slice(0, 100)} are refused`)
      }
    }
    return next()
  })
}

function isLocalOrAddress(hostname: string): boolean {
  return hostname === 'localhost' || /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[')
}
