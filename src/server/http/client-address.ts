import { isIP } from 'node:net'
import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'
import { type IsTrusted, plainAddress } from './trusted-proxies'

/**
 * The address at the other end of the socket; undefined for a request made in-process, which has
 * no socket (`app.request` in tests, the HTML's first page and the tools asking the app's own API).
 */
export function peerAddress(c: Context): string | undefined {
  try {
    const address = getConnInfo(c).remote.address
    return address ? plainAddress(address) : undefined
  } catch {
    return undefined
  }
}

/**
 * Who the client is: the peer itself, unless the peer is a trusted proxy; then X-Forwarded-For is
 * read from the right (each proxy appends the address it saw) past every trusted hop, and the first
 * address that is not a trusted proxy is the client. Hops to the left of it were written by whoever
 * that is, and may be anything.
 */
export function clientAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  isTrusted: IsTrusted,
): string | undefined {
  if (peer === undefined || !forwardedFor || !isTrusted(peer)) return peer
  let nearest = peer
  const hops = forwardedFor.split(',')
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = plainAddress(hops[i]!.trim())
    // Not an address (a port, a name, garbage): nothing further along can be believed.
    if (isIP(hop) === 0) return nearest
    if (!isTrusted(hop)) return hop
    nearest = hop
  }
  return nearest
}
