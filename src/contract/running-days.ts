const DAY_MS = 86_400_000

/**
 * Whole days from start to end (or to now while the ad runs), as `running_days` reports them.
 * Derived, never stored: it changes every day an ad runs. Imports, upstream mode and the stores all
 * count it here.
 */
export function runningDays(startedAt: string, endedAt: string | null, now: number): number {
  const end = endedAt === null ? now : Date.parse(endedAt)
  return Math.max(0, Math.floor((end - Date.parse(startedAt)) / DAY_MS))
}
