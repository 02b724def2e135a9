import type { Context } from 'hono'
import type { z } from 'zod'
import type { UpstreamConfig } from '../config'
import { type Dropped, firstIssue } from './tolerant'
import { upstreamAd } from './upstream-ad'
import { createUpstreamClient, type UpstreamClient } from './upstream-client'
import { unusableAnswer } from './upstream-failures'

/** What the forwarding routes are built from. */
export interface UpstreamDeps {
  client: UpstreamClient
  /** Reads one upstream ad into the contract's Ad. */
  ad: ReturnType<typeof upstreamAd>
  log: (line: string) => void
}

export function upstreamDeps(
  upstream: UpstreamConfig,
  clock: () => number,
  log = console.error,
): UpstreamDeps {
  return {
    client: createUpstreamClient(upstream, log),
    ad: upstreamAd(new URL(upstream.url), clock),
    log,
  }
}

/** The upstream's JSON read with a tolerant schema; an answer that even this cannot read is a 502. */
export function shapeOf<T extends z.ZodType>(deps: UpstreamDeps, schema: T, body: unknown, what: string) {
  const result = schema.safeParse(body)
  if (result.success) return result.data as z.output<T>
  const failure = unusableAnswer(deps.client.host, `JSON that is not ${what}`)
  deps.log(`[ads] upstream: ${failure.reason} (${firstIssue(result.error)})`)
  throw failure.problem
}

/**
 * Records of a list that break the contract are left out, never silently: the client sees how many
 * in `Upstream-Dropped`, the operator which ones and why in the log.
 */
export function reportDropped(c: Context, deps: UpstreamDeps, dropped: Dropped[], of: number, what: string) {
  if (dropped.length === 0) return
  c.header('Upstream-Dropped', String(dropped.length))
  const named = dropped.slice(0, 3).map(({ name, reason }) => `${name} (${reason})`)
  const more = dropped.length > 3 ? `; and ${dropped.length - 3} more` : ''
  deps.log(
    `[ads] upstream ${c.req.method} ${c.req.path}: left out ${dropped.length} of ${of} ${what}: ${named.join('; ')}${more}`,
  )
}
