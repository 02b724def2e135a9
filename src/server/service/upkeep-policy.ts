const HISTORY_MS = 10 * 60 * 1000
/** Replaced versions are dropped once they are this share of the index... */
const COMPACT_AT_SHARE = 0.05
/** ...or, when no change has come for this long, once there are this many: an idle server tidies up. */
export const COMPACT_WHEN_IDLE_MS = 10_000
const COMPACT_WHEN_IDLE_AT = 100
/** Save the index again once this share of it has changed since the last snapshot... */
const SNAPSHOT_AFTER_SHARE = 0.05
/** ...and the feed has been quiet for a poll, at most this often. */
const SNAPSHOT_EVERY_MS = 60_000

/** What the policy reads of the index. */
interface IndexFigures {
  covered: number
  liveCount(): number
  /** How many replaced versions compaction at `position` would drop. */
  retiredBy(position: number): number
}

/**
 * When the indexed store compacts its index and when it saves a snapshot. It remembers when each
 * position of the feed was reached, since a replaced version may be dropped only once no traversal
 * can still need it (it was replaced longer ago than the history kept).
 */
export class UpkeepPolicy {
  private reached: { position: number; at: number }[] = []
  /** When the last change was applied. */
  private changedAt = 0
  /** The position the last snapshot covers, and when it was saved. */
  savedAt: number
  private savedWhen = 0

  constructor(
    private readonly now: () => number,
    covered: number,
    private readonly historyMs = HISTORY_MS,
  ) {
    this.savedAt = covered
  }

  /** A catch-up applied `count` changes, up to `position`. */
  applied(count: number, position: number): void {
    if (count === 0) return
    const now = this.now()
    this.reached.push({ position, at: now })
    this.changedAt = now
  }

  /**
   * The position up to which replaced versions may be dropped, when that is worth a packing: they
   * are a noticeable share of the index, or the index has been idle for a while and there are a few.
   */
  compactTo(index: IndexFigures): number | undefined {
    const now = this.now()
    const cutoff = now - this.historyMs
    let keepFrom = -1
    while (this.reached.length > 0 && this.reached[0]!.at <= cutoff) keepFrom = this.reached.shift()!.position
    if (keepFrom < 0) return undefined
    this.reached.unshift({ position: keepFrom, at: cutoff })
    const idle = now - this.changedAt >= COMPACT_WHEN_IDLE_MS
    const enough = idle ? COMPACT_WHEN_IDLE_AT : Math.max(1_000, index.liveCount() * COMPACT_AT_SHARE)
    return index.retiredBy(keepFrom) >= enough ? keepFrom : undefined
  }

  /**
   * Whether to save a snapshot after a catch-up that applied `applied` changes. Saved while writes
   * stream in, a snapshot would be stale at once.
   */
  saveDue(index: IndexFigures, applied: number): boolean {
    return (
      applied === 0 &&
      Date.now() - this.savedWhen > SNAPSHOT_EVERY_MS &&
      index.covered - this.savedAt > Math.max(10_000, index.liveCount() * SNAPSHOT_AFTER_SHARE)
    )
  }

  saved(covered: number): void {
    this.savedAt = covered
    this.savedWhen = Date.now()
  }
}
