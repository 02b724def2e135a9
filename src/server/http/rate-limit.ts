import { createMiddleware } from 'hono/factory'
import type { RateLimit } from '../config'
import type { ApiEnv } from './auth'
import { ProblemError } from './problem'

interface Bucket {
  tokens: number
  at: number
}

/** Beyond this many tracked clients, buckets that have refilled completely are forgotten. */
const SWEEP_ABOVE = 10_000

/** A token bucket per client (API key or browser session), after authentication has named it. */
export function rateLimit(limit: RateLimit, clock: () => number) {
  const buckets = new Map<string, Bucket>()
  const refill = (bucket: Bucket, now: number) =>
    Math.min(limit.burst, bucket.tokens + ((now - bucket.at) / 1000) * limit.perSecond)

  return createMiddleware<ApiEnv>(async (c, next) => {
    const now = clock()
    const client = c.get('client')
    const bucket = buckets.get(client) ?? { tokens: limit.burst, at: now }
    bucket.tokens = refill(bucket, now)
    bucket.at = now
    if (bucket.tokens < 1) {
      const seconds = Math.max(1, Math.ceil((1 - bucket.tokens) / limit.perSecond))
      throw new ProblemError(429, 'rate_limited', `Too many requests; try again in ${seconds} s`, [], {
        'Retry-After': String(seconds),
      })
    }
    bucket.tokens -= 1
    buckets.set(client, bucket)
    if (buckets.size > SWEEP_ABOVE) {
      for (const [key, other] of buckets) if (refill(other, now) >= limit.burst) buckets.delete(key)
    }
    return next()
  })
}
