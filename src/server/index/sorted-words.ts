/**
 * The index's words in sorted order, for prefix matching ("sneak" finds "sneakers"). New words wait
 * in a small list and are merged in on the next prefix search, so a live write costs no full sort.
 */
export class SortedWords {
  private sorted: string[] = []
  private pending: string[] = []

  add(word: string): void {
    this.pending.push(word)
  }

  /** Every word starting with `prefix`, in order. */
  startingWith(prefix: string): string[] {
    this.merge()
    const found: string[] = []
    for (let i = lowerBound(this.sorted, prefix); i < this.sorted.length; i++) {
      const word = this.sorted[i]!
      if (!word.startsWith(prefix)) break
      found.push(word)
    }
    return found
  }

  /** Every word, in order. */
  all(): readonly string[] {
    this.merge()
    return this.sorted
  }

  /** Replaces the words with `sorted` (in order already, as `all` gives them). */
  reset(sorted: string[]): void {
    this.sorted = sorted
    this.pending = []
  }

  private merge(): void {
    if (this.pending.length === 0) return
    const added = this.pending.sort()
    this.pending = []
    const merged: string[] = new Array(this.sorted.length + added.length)
    let i = 0
    let j = 0
    let k = 0
    while (i < this.sorted.length && j < added.length) {
      merged[k++] = this.sorted[i]! < added[j]! ? this.sorted[i++]! : added[j++]!
    }
    while (i < this.sorted.length) merged[k++] = this.sorted[i++]!
    while (j < added.length) merged[k++] = added[j++]!
    this.sorted = merged
  }
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >>> 1
    if (sorted[mid]! < value) low = mid + 1
    else high = mid
  }
  return low
}
