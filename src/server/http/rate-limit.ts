import { createMiddleware } from 'hono/factory'
import type { RateLimit } from '../config'
import type { Limit, LimitCounts } from '../workspace/limits'
import type { ApiEnv } from './caller'
import { ProblemError } from './problem'

/**
 * ADS_RATE_LIMIT as a window of the store's shared counters: `burst` requests in each window of
 * burst/perSecond seconds, per client (a key, a session, or an anonymous visitor's address). Counted
 * in the store, so that several processes or nodes hold one client to one limit together.
 */
export const windowOf = (limit: RateLimit): Limit => ({
  max: limit.burst,
  windowMs: Math.max(1, Math.round((limit.burst / limit.perSecond) * 1000)),
})

/** Anonymous visitors in public mode, when ADS_RATE_LIMIT says nothing: 10 a second, bursts of 30. */
export const ANONYMOUS_LIMIT: RateLimit = { perSecond: 10, burst: 30 }

/**
 * `perClient` (ADS_RATE_LIMIT) for every client; without it, anonymous visitors get ANONYMOUS_LIMIT
 * and keys and sessions `perKey` (the search inside PostgreSQL's default), or nothing.
 */
export function rateLimit(limits: LimitCounts, perClient: RateLimit | undefined, perKey?: RateLimit) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    const caller = c.get('caller')
    const limit = perClient ?? (caller.via === 'anonymous' ? ANONYMOUS_LIMIT : perKey)
    if (!limit) return next()
    const counted = await limits.add(`api:${caller.client}`, windowOf(limit))
    if (counted.over)
      throw tooMany(
        `Too many requests; try again in ${counted.retryAfterSeconds} s`,
        counted.retryAfterSeconds,
      )
    return next()
  })
}

/**
 * In upstream mode and public mode, what anonymous visitors may spend of the operator's upstream
 * key: ADS_UPSTREAM_BUDGET calls a minute, all processes together. People signed in and keys are
 * the operator's own team and are not counted.
 */
export function upstreamBudget(limits: LimitCounts, perMinute: number) {
  return createMiddleware<ApiEnv>(async (c, next) => {
    if (c.get('caller').via !== 'anonymous') return next()
    const counted = await limits.add('upstream:anonymous', { max: perMinute, windowMs: 60_000 })
    if (counted.over) {
      throw tooMany(
        `Visitors who are not signed in have used this minute's searches; sign in, or try again in ${counted.retryAfterSeconds} s`,
        counted.retryAfterSeconds,
      )
    }
    return next()
  })
}

export function tooMany(detail: string, seconds: number): ProblemError {
  return new ProblemError(429, 'rate_limited', detail, [], { 'Retry-After': String(seconds) })
}
