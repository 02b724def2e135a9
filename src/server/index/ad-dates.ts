import { withRoom, writeColumn } from './columns'
import type { Renumbering } from './renumbering'
import type { SnapshotReader, SnapshotWriter } from './snapshot-codec'

/**
 * When each ad started and ended (NaN while it runs), and when this index first saw it (0: not known),
 * by slot, in epoch milliseconds.
 */
export class AdDates {
  constructor(
    public startedAt = new Float64Array(1024),
    public endedAt = new Float64Array(1024),
    public firstSeen = new Float64Array(1024),
  ) {}

  set(slot: number, startedAt: number, endedAt: number | null, firstSeen: number): void {
    this.startedAt = withRoom(this.startedAt, slot + 1)
    this.endedAt = withRoom(this.endedAt, slot + 1)
    this.firstSeen = withRoom(this.firstSeen, slot + 1)
    this.startedAt[slot] = startedAt
    this.endedAt[slot] = endedAt ?? Number.NaN
    this.firstSeen[slot] = firstSeen
  }

  /** How long the ad has run as of `now` (or ran, if it stopped). */
  duration(slot: number, now: number): number {
    const ended = this.endedAt[slot]!
    return Math.max(0, (Number.isNaN(ended) ? now : ended) - this.startedAt[slot]!)
  }

  isRunning(slot: number): boolean {
    return Number.isNaN(this.endedAt[slot]!)
  }

  save(out: SnapshotWriter, renumbering: Renumbering): void {
    writeColumn(out, this.startedAt, renumbering)
    writeColumn(out, this.endedAt, renumbering)
    writeColumn(out, this.firstSeen, renumbering)
  }

  load(input: SnapshotReader): void {
    this.startedAt = input.f64()
    this.endedAt = input.f64()
    this.firstSeen = input.f64()
  }
}

export const DAY_MS = 86_400_000
