import { Bitset } from './bitset'

/** Documents containing one word, ascending (documents are numbered in insertion order), with counts. */
class Postings {
  docs = new Uint32Array(2)
  counts = new Uint8Array(2)
  length = 0

  push(doc: number, count: number): void {
    if (this.length === this.docs.length) {
      const docs = new Uint32Array(this.length * 2)
      docs.set(this.docs)
      this.docs = docs
      const counts = new Uint8Array(this.length * 2)
      counts.set(this.counts)
      this.counts = counts
    }
    this.docs[this.length] = doc
    this.counts[this.length] = Math.min(count, 255)
    this.length++
  }

  /** How many postings are for documents below `limit` (binary search: the list is ascending). */
  countBelow(limit: number): number {
    let low = 0
    let high = this.length
    while (low < high) {
      const mid = (low + high) >>> 1
      if (this.docs[mid]! < limit) low = mid + 1
      else high = mid
    }
    return low
  }
}

/** Collection figures BM25 needs; fixed at a traversal's first page so scores stay comparable. */
export interface TextStats {
  documents: number
  averageLength: number
}

/**
 * The keyword index: word -> postings. Deleted documents keep their postings; callers mask them
 * with the set of live documents. Words weigh by field: a headline word counts twice.
 */
export class TextIndex {
  private readonly words = new Map<string, Postings>()
  private sortedWords: string[] | null = []
  private lengths = new Uint16Array(1024)
  private lengthSum = 0
  private documents = 0

  add(doc: number, weightedWords: Map<string, number>, length: number): void {
    for (const [word, count] of weightedWords) {
      let postings = this.words.get(word)
      if (!postings) {
        postings = new Postings()
        this.words.set(word, postings)
        this.sortedWords = null
      }
      postings.push(doc, count)
    }
    if (doc >= this.lengths.length) {
      const grown = new Uint16Array(Math.max(doc + 1, this.lengths.length * 2))
      grown.set(this.lengths)
      this.lengths = grown
    }
    this.lengths[doc] = Math.min(length, 65_535)
    this.lengthSum += length
    this.documents++
  }

  /** A removed document stays in postings (masked by the live set) but leaves the statistics. */
  remove(doc: number): void {
    this.lengthSum -= this.lengths[doc] ?? 0
    this.documents--
  }

  stats(): TextStats {
    return {
      documents: this.documents,
      averageLength: this.documents > 0 ? this.lengthSum / this.documents : 1,
    }
  }

  /** Documents below `limit` containing the word, or, as a prefix, any word starting with it. */
  match(word: string, asPrefix: boolean, limit: number): Bitset {
    const set = new Bitset(limit)
    for (const postings of this.postingsFor(word, asPrefix)) {
      const docs = postings.docs
      const end = postings.countBelow(limit)
      const words = set.words
      for (let i = 0; i < end; i++) {
        const doc = docs[i]!
        words[doc >>> 5]! |= 1 << (doc & 31)
      }
    }
    return set
  }

  /**
   * Adds each candidate's BM25 score for one query word into `scores` (indexed by document).
   * Document frequency counts postings below the traversal's first-page limit, so a page and the
   * next score alike even when ads arrive in between.
   */
  addScores(
    word: string,
    asPrefix: boolean,
    candidates: Bitset,
    limit: number,
    stats: TextStats,
    scores: Float64Array,
  ): void {
    const k1 = 1.2
    const b = 0.75
    for (const postings of this.postingsFor(word, asPrefix)) {
      const end = postings.countBelow(limit)
      const idf = Math.log(1 + (stats.documents - end + 0.5) / (end + 0.5))
      for (let i = 0; i < end; i++) {
        const doc = postings.docs[i]!
        if (!candidates.has(doc)) continue
        const tf = postings.counts[i]!
        const norm = k1 * (1 - b + (b * this.lengths[doc]!) / stats.averageLength)
        scores[doc]! += (idf * tf * (k1 + 1)) / (tf + norm)
      }
    }
  }

  private postingsFor(word: string, asPrefix: boolean): Postings[] {
    if (!asPrefix) {
      const exact = this.words.get(word)
      return exact ? [exact] : []
    }
    const sorted = this.sortedWordList()
    const found: Postings[] = []
    for (let i = lowerBound(sorted, word); i < sorted.length && sorted[i]!.startsWith(word); i++) {
      found.push(this.words.get(sorted[i]!)!)
    }
    return found
  }

  private sortedWordList(): string[] {
    if (this.sortedWords === null) this.sortedWords = [...this.words.keys()].sort()
    return this.sortedWords
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
