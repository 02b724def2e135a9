import type { Ad } from '../../contract/ad'

/**
 * What an ad whose source gave no start date is sorted and filtered by, in both search engines: a
 * millisecond before 1970, which no imported date can be (imports refuse earlier dates). Its
 * `started_at` holds a stand-in (the day it ended, or the day it was imported) so that it stays a
 * date, but that stand-in would sort it first under "newest" as if it had started that day.
 */
export const UNKNOWN_START_MS = -1

/** The day number (since 1970-01-01) unknown starts fall on, which a timeline leaves out. */
export const UNKNOWN_START_DAY = Math.floor(UNKNOWN_START_MS / 86_400_000)

/**
 * The start and end (epoch ms; null while it runs) both engines order by, written when an ad is
 * indexed. An unknown start is the earliest of all, so it comes last under "newest" (and first under
 * "oldest": one key cannot be last both ways). Its end is the same instant, so it has run 0 days by
 * these dates: it comes last under "longest running" and no running-days filter counts days nobody
 * knows. Whether it runs is read from `is_active`, never from these dates.
 */
export function sortDates(ad: Pick<Ad, 'started_at' | 'ended_at' | 'unknown_fields'>): {
  startedMs: number
  endedMs: number | null
} {
  if (ad.unknown_fields?.includes('started_at'))
    return { startedMs: UNKNOWN_START_MS, endedMs: UNKNOWN_START_MS }
  return {
    startedMs: Date.parse(ad.started_at),
    endedMs: ad.ended_at === null ? null : Date.parse(ad.ended_at),
  }
}
