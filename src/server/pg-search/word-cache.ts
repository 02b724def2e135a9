/**
 * What a search reads that depends only on its words and on the current rows, kept across searches
 * while nothing is written: which words are common and what a prefix expands to (word-facts.ts),
 * the words' frequencies (relevance-sql.ts), and the rows holding a prefix's rare expansions
 * (count-sql.ts RowsOutside). Searches of the same words under other filters, sorts and pages ask
 * them again and again: at a million ads the rare expansions' rows alone took 13 ms a search, about
 * a quarter of the searches of the engines benchmark's mix.
 *
 * An answer is kept for the current rows it was read from, named by the change position they are
 * current at (the head): the first search to see a later head (a write committed) empties the
 * cache, and a search still seeing an earlier one reads past it. Every write raises the head, so a
 * kept answer is never used for rows it was not read from; `ttlMs` bounds how long one is kept all
 * the same. Only answers read in full are kept: a search that fails or times out leaves nothing
 * behind. At most `maxBytes` are kept, the least recently used leaving first.
 */
export class WordCache {
  private head = -1
  private readonly kept = new Map<string, { value: unknown; bytes: number; readAt: number }>()
  private bytes = 0

  constructor(
    private readonly limits: { maxBytes: number; ttlMs: number; now: () => number } = {
      maxBytes: 32 * 1024 * 1024,
      ttlMs: 30_000,
      now: () => performance.now(),
    },
  ) {}

  /**
   * The answer kept for `key` over the rows current at `head`, or `read`'s, then kept. `bytes` says
   * about how much memory an answer holds.
   */
  async get<T>(head: number, key: string, read: () => Promise<T>, bytes: (value: T) => number): Promise<T> {
    if (head > this.head) this.clear(head)
    if (head < this.head) return read()
    const now = this.limits.now()
    const kept = this.kept.get(key)
    if (kept && now - kept.readAt <= this.limits.ttlMs) {
      // Used again: the last to leave.
      this.kept.delete(key)
      this.kept.set(key, kept)
      return kept.value as T
    }
    if (kept) this.forget(key)
    const value = await read()
    // A later head may have come while it was read: kept only for the rows it was read from.
    if (head === this.head) this.keep(key, value, bytes(value) + key.length, now)
    return value
  }

  /** Answers kept now, for tests and the log. */
  get size(): number {
    return this.kept.size
  }

  private keep(key: string, value: unknown, bytes: number, readAt: number): void {
    if (bytes > this.limits.maxBytes) return
    this.forget(key)
    this.kept.set(key, { value, bytes, readAt })
    this.bytes += bytes
    for (const [oldest] of this.kept) {
      if (this.bytes <= this.limits.maxBytes) break
      this.forget(oldest)
    }
  }

  private forget(key: string): void {
    const kept = this.kept.get(key)
    if (!kept) return
    this.kept.delete(key)
    this.bytes -= kept.bytes
  }

  private clear(head: number): void {
    this.kept.clear()
    this.bytes = 0
    this.head = head
  }
}

/** About the memory rows of a statement hold: their JSON's length. */
export const rowsBytes = (rows: unknown[]) => JSON.stringify(rows).length
