import type { Random } from '../seeded-random'

export const DAY_MS = 86_400_000
/** Ads start within this many days before `now`. */
export const SPAN_DAYS = 3 * 365

export interface AdDates {
  started_at: string
  ended_at: string | null
  is_active: boolean
  running_days: number
}

/**
 * When an ad ran. Start dates lean towards the present (libraries hold more recent ads); run
 * lengths are log-normal around two weeks with a few evergreen ads running for a year or more.
 * An ad whose run would reach past `now` is still active.
 */
export function pickAdDates(random: Random, now: number, iso: (ms: number) => string): AdDates {
  const age = Math.floor(SPAN_DAYS * DAY_MS * random.next() ** 2.6) + random.int(DAY_MS) + 1
  const start = now - age
  const evergreen = random.chance(0.05) ? 10 : 1
  const runDays = Math.exp(Math.log(14) + 1.3 * random.normal()) * evergreen
  const end = start + Math.floor(runDays * DAY_MS)
  const started_at = iso(start)
  if (end >= now) {
    return { started_at, ended_at: null, is_active: true, running_days: Math.floor((now - start) / DAY_MS) }
  }
  return {
    started_at,
    ended_at: iso(end),
    is_active: false,
    running_days: Math.floor((end - start) / DAY_MS),
  }
}
