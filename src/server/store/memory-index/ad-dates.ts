/** When each ad started and ended (NaN while it runs), by document number, in epoch milliseconds. */
export class AdDates {
  startedAt = new Float64Array(1024)
  endedAt = new Float64Array(1024)

  set(doc: number, startedAt: number, endedAt: number | null): void {
    if (doc >= this.startedAt.length) this.grow(doc + 1)
    this.startedAt[doc] = startedAt
    this.endedAt[doc] = endedAt ?? Number.NaN
  }

  /** How long the ad has run as of `now` (or ran, if it stopped). */
  duration(doc: number, now: number): number {
    const ended = this.endedAt[doc]!
    return Math.max(0, (Number.isNaN(ended) ? now : ended) - this.startedAt[doc]!)
  }

  isRunning(doc: number): boolean {
    return Number.isNaN(this.endedAt[doc]!)
  }

  private grow(size: number): void {
    const capacity = Math.max(size, this.startedAt.length * 2)
    const started = new Float64Array(capacity)
    started.set(this.startedAt)
    this.startedAt = started
    const ended = new Float64Array(capacity)
    ended.set(this.endedAt)
    this.endedAt = ended
  }
}

export const DAY_MS = 86_400_000

/** Whole days from start to end (or to now while the ad runs), as `running_days` reports them. */
export function runningDays(startedAt: string, endedAt: string | null, now: number): number {
  const end = endedAt === null ? now : Date.parse(endedAt)
  return Math.max(0, Math.floor((end - Date.parse(startedAt)) / DAY_MS))
}
