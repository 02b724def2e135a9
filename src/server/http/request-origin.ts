import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { AppConfig } from '../config'
import { isAllowedHost, LOCAL_HOSTS } from './allowed-hosts'
import { clientAddress, peerAddress } from './client-address'
import { trustedProxies } from './trusted-proxies'

declare module 'hono' {
  interface ContextVariableMap {
    /** Where the request came from, as `requestSource` worked it out. */
    origin: string
    clientAddress: string | undefined
  }
}

/**
 * Works out, once per request, the origin that links are made from and the client's address.
 * X-Forwarded-For, -Proto and -Host count only when the peer is a trusted proxy (ADS_TRUSTED_PROXIES).
 * A Host (or forwarded host) outside ADS_ALLOWED_HOSTS is never written into a link: the request is
 * answered, with links to the first allowed host instead: refusing it would also refuse a load
 * balancer's probe that names the node by its own address.
 */
export function requestSource(config: AppConfig) {
  const isTrusted = trustedProxies(config.trustedProxies)
  const allowed = config.allowedHosts ?? LOCAL_HOSTS
  return createMiddleware(async (c, next) => {
    const peer = peerAddress(c)
    c.set('clientAddress', clientAddress(peer, c.req.header('X-Forwarded-For'), isTrusted))
    c.set('origin', originOf(c, allowed, peer !== undefined && isTrusted(peer)))
    return next()
  })
}

/** The origin of a request whose forwarded headers are believed when `fromProxy`. */
export function originOf(c: Context, allowed: readonly string[], fromProxy: boolean): string {
  const url = new URL(c.req.url)
  const forwarded = (name: string) => c.req.header(name)?.split(',')[0]?.trim().toLowerCase()
  const proto = (fromProxy && forwarded('X-Forwarded-Proto')) || url.protocol.slice(0, -1)
  const protocol = proto === 'https' ? 'https:' : 'http:'
  const host = (fromProxy && hostOf(forwarded('X-Forwarded-Host'))) || url.host
  return `${protocol}//${isAllowedHost(host, protocol, allowed) ? host : (allowed[0] ?? 'localhost')}`
}

/** A forwarded host as a URL would hold it (lower case, no default port), or undefined when it is none. */
function hostOf(text: string | undefined): string | undefined {
  if (!text || /[/?#@\\]/.test(text)) return undefined
  try {
    return new URL(`http://${text}`).host
  } catch {
    return undefined
  }
}

/**
 * The origin clients reach this server at: the configured public URL when the server sits behind a
 * proxy that changes scheme or host, else the request's own, as `requestSource` allowed it.
 */
export function requestOrigin(c: Context, publicUrl: string | undefined): string {
  if (publicUrl) return new URL(publicUrl).origin
  return (c.get('origin') as string | undefined) ?? originOf(c, LOCAL_HOSTS, false)
}
