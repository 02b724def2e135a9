import type { Sql } from './match-sql'
import type { ScoredTerm } from './relevance-sql'
import type { Query, SqlParams } from './sql-params'
import { BIT_KIND, CHUNK_BITS, type ChunkList, EMPTY_CHUNK, OFTEN, timesKind } from './tables/search-bits'

/**
 * The classes of a search's matches for ranking by relevance (relevance-walks.ts): one per way of
 * holding the terms, each a common word up to four times. A version's score depends only on how
 * many times it holds each query word and on its length, so within a class it falls as the length
 * grows. A prefix scores the best word it expands to (decision 0014): a class holds it by one of
 * its common words, and a row holding two is in two classes.
 */

/** How many times a class may hold a common word: 0 to OFTEN - 1. */
const TIMES = Array.from({ length: OFTEN }, (_, times) => times)

/**
 * How a class holds one term: one common word (its place among them) so many times, 0 (not) to
 * OFTEN - 1; or undefined for a term with no common word, whose rows are read whole.
 */
export type Held = { word: number; times: number } | undefined
/** How a class holds each term. */
export type Holding = Held[]

/**
 * The ways a class may hold each term: a word, 0 to OFTEN - 1 times (once at least when every match
 * holds it, as a query's term); a prefix's words, each 1 to OFTEN - 1 times (a row holding none of
 * them holds a rare one).
 */
export function waysToHold(terms: ScoredTerm[], common: string[], queryTerms: number): Held[][] {
  return terms.map((term, t) => {
    const held = term.flatMap(({ word }) => (common.includes(word) ? [common.indexOf(word)] : []))
    if (held.length === 0) return [undefined]
    if (term.length === 1)
      return TIMES.slice(t < queryTerms ? 1 : 0).map((times) => ({ word: held[0]!, times }))
    return held.flatMap((word) => TIMES.slice(1).map((times) => ({ word, times })))
  })
}

/** Every way of holding the terms, each term's ways given: their product, the first term's slowest. */
export function holdings(choices: Held[][]): Holding[] {
  return choices.reduce<Holding[]>(
    (made, options) => made.flatMap((holding) => options.map((option) => [...holding, option])),
    [[]],
  )
}

/** The bitmap kinds of a word by how many times a version holds it: index `times - 1` (OFTEN: or more). */
const KINDS = [1, ...TIMES.slice(2), OFTEN].map((times) => (times === 1 ? BIT_KIND.word : timesKind(times)))

/**
 * The bitmaps of the match and of each common word's counts, chunk by chunk, as SQL: `j` (with
 * the match as `m`), and each class as an expression over a row of it.
 */
export class ClassSets {
  constructor(
    private readonly common: string[],
    private readonly classes: Holding[],
    private readonly matched: Sql,
    /** The rows holding a rare word, as bitmap chunks: no class holds them, they are read whole. */
    private readonly rare: ChunkList,
  ) {}

  /**
   * `WITH m …, w …`: the chunks holding a match, with each common word's bitmaps where it has any
   * (NULL elsewhere), and the rare words' rows as `r` once joined (`rareJoin`).
   */
  private bitmaps(params: SqlParams): string {
    // One read of the words' bitmaps, each picked out by an aggregate: a join each took the planner
    // some 5 ms for four words.
    const picked = this.common.flatMap((word, i) => {
      const value = params.add(word, 'text')
      return KINDS.map(
        (kind, k) =>
          `bit_or(b.bits) FILTER (WHERE b.kind = '${kind}' AND b.value = ${value}) AS ${this.name(k + 1, i)}`,
      )
    })
    return `WITH m AS MATERIALIZED (SELECT chunk, bits FROM ${this.matched(params)} AS anded),
      w AS (SELECT b.chunk, ${picked.join(', ')} FROM search_bits b
        WHERE b.kind = ANY(${params.add(KINDS, 'text[]')}) AND b.value = ANY(${params.add(this.common, 'text[]')})
          AND b.chunk IN (SELECT chunk FROM m)
        GROUP BY b.chunk)`
  }

  private rareJoin(params: SqlParams): string {
    const { chunks, first } = this.rare
    return chunks.length === 0
      ? ''
      : `LEFT JOIN unnest(${params.add(chunks, `bit(${CHUNK_BITS})[]`)}) WITH ORDINALITY AS r(bits, n) ON r.n = m.chunk + 1 - ${first}`
  }

  /** `WITH …, j …`: a row per chunk holding a match, every bitmap in it (zeros where missing). */
  with(params: SqlParams): string {
    const columns = this.common.flatMap((_, i) =>
      KINDS.map((_, k) => `coalesce(w.${this.name(k + 1, i)}, ${EMPTY_CHUNK}) AS ${this.name(k + 1, i)}`),
    )
    if (this.rare.chunks.length > 0) columns.push(`coalesce(r.bits, ${EMPTY_CHUNK}) AS r`)
    return `${this.bitmaps(params)},
      j AS MATERIALIZED (SELECT m.chunk, m.bits AS m, ${columns.join(', ')} FROM m LEFT JOIN w USING (chunk) ${this.rareJoin(params)})`
  }

  /**
   * Every chunk holding a match, its bitmaps as bytes (`varbit_send`): `m`, `r` and each word's by
   * count, NULL where it has none.
   */
  read(params: SqlParams): string {
    const columns = this.common.flatMap((_, i) =>
      KINDS.map((_, k) => `varbit_send(w.${this.name(k + 1, i)}) AS ${this.name(k + 1, i)}`),
    )
    columns.push(this.rare.chunks.length > 0 ? 'varbit_send(r.bits) AS r' : 'NULL::bytea AS r')
    return `${this.bitmaps(params)}
      SELECT m.chunk, varbit_send(m.bits) AS m, ${columns.join(', ')} FROM m LEFT JOIN w USING (chunk) ${this.rareJoin(params)}`
  }

  /** The matches in class `k`, as an expression over a row of `j`. */
  classBits(k: number): string {
    const each = this.classes[k]!.flatMap((held) => {
      if (held === undefined) return []
      const { word: i, times } = held
      if (times === 0) return [`~j.${this.name(1, i)}`]
      if (times > 1) return [`j.${this.name(times, i)}`]
      return [`j.${this.name(1, i)}`, ...TIMES.slice(2).map((more) => `~j.${this.name(more, i)}`)]
    })
    if (this.rare.chunks.length > 0) each.push('~j.r')
    const anyOften = this.common.map((_, i) => `j.${this.name(OFTEN, i)}`).join(' | ')
    return `(j.m & ~(${anyOften}) & ${each.join(' & ')})`
  }

  /** The column of word `i`'s bitmap of versions holding it `times` times (1: at all; OFTEN: or more). */
  name(times: number, i: number): string {
    return `w${i}_${times}`
  }
}

/** A search's matches, sorted into classes. */
export interface SortedMatches {
  /** How many matches each class holds (a row holding two of a prefix's words counts in both). */
  sizes: number[]
  /** The matches of each class of at most `lookUpTo` (empty for a larger class), to look up. */
  members: number[][]
  /** Which classes hold the matches of those that more than one class holds (a prefix's words). */
  shared: SharedMatches
  /** The rows to read whole: the matches holding a rare word, and any match no class holds. */
  whole: Set<number>
  /** The other matches holding a common word OFTEN times or more, each with the common words it holds. */
  often: Map<number, number[]>
}

/**
 * Sorts the matches into classes, here: the bitmaps come as bytes and are combined 32 bits at a
 * time, as the SQL would combine them, but without a new 8 KB string for every step: counting 64
 * classes in SQL took 160 ms ("empiezan las", 8,733 matches at a million ads).
 */
export async function sortMatches(
  query: Query,
  sets: ClassSets,
  params: SqlParams,
  { classes, words, lookUpTo }: { classes: Holding[]; words: number; lookUpTo: number },
): Promise<SortedMatches> {
  const rows = await query<{ chunk: number; m: Buffer; r: Buffer | null } & Record<string, Buffer | null>>(
    sets.read(params),
    params.values,
  )
  const sizes = classes.map(() => 0)
  const members = classes.map((): number[] => [])
  const shared = new SharedMatches()
  const whole = new Set<number>()
  const often = new Map<number, number[]>()
  // Each class as the (word, times) it holds, taken from `exactly` below.
  const held = classes.map((holding) => holding.flatMap((h) => (h === undefined ? [] : [h])))
  // Each class's matches in the chunk at hand, at the 32-bit words holding any match (`filled`).
  const classBits = classes.map(() => new Int32Array(WORDS_32))
  for (const row of rows) {
    const first = row.chunk * CHUNK_BITS
    const m = words32(row.m)
    const r = words32(row.r)
    // Each word's bitmaps by count; then the rows holding it exactly `times` times, 0 to OFTEN - 1.
    const counted = Array.from({ length: words }, (_, i) =>
      KINDS.map((_, k) => words32(row[sets.name(k + 1, i)] ?? null)),
    )
    const exactly = counted.map(([once, ...more]) => {
      const none = new Int32Array(WORDS_32)
      const one = new Int32Array(WORDS_32)
      for (let w = 0; w < WORDS_32; w++) {
        let twice = 0
        for (const bitmap of more) twice |= bitmap[w]!
        none[w] = ~once![w]!
        one[w] = once![w]! & ~twice
      }
      return [none, one, ...more.slice(0, OFTEN - 2)]
    })
    // The matches holding no rare word, split by holding a common word OFTEN times or not; and the
    // 32-bit words holding any of the first, the only ones the classes need look at.
    const { plain, oftenBits, filled } = splitByOften(
      m,
      r,
      counted.map((kinds) => kinds[OFTEN - 1]!),
    )
    for (const position of setPositions(and(m, r), first)) whole.add(position)
    for (const position of setPositions(oftenBits, first)) {
      const holds: number[] = []
      for (let i = 0; i < words; i++) if (isSet(counted[i]![0]!, position - first)) holds.push(i)
      often.set(position, holds)
    }
    // The matches some class holds, those two or more hold, and those of the classes listed.
    const classed = new Int32Array(WORDS_32)
    const many = new Int32Array(WORDS_32)
    const listed = new Int32Array(WORDS_32)
    for (let k = 0; k < classes.length; k++) {
      const parts = held[k]!.map(({ word, times }) => exactly[word]![times]!)
      const bits = classBits[k]!
      const size = sortIntoClass(bits, parts, { plain, filled, classed, many })
      sizes[k]! += size
      if (size > 0 && sizes[k]! <= lookUpTo) {
        listClass(members[k]!, bits, { filled, listed, first })
      }
    }
    // A listed match in two classes scores by the better: which classes hold it, for its lookup.
    if (filled.some((w) => (many[w]! & listed[w]!) !== 0)) shared.keep(row.chunk, many, classBits)
    // A match no class holds (none should) is read whole.
    for (const position of setPositions(andNot(plain, classed), first)) whole.add(position)
  }
  sizes.forEach((size, k) => {
    if (size > lookUpTo) members[k] = []
  })
  return { sizes, members, shared, whole, often }
}

/*
 * The hot loops of sortMatches, each a small function of indexed loops (no iterators or callbacks)
 * that V8 optimizes early: sorting "the"'s matches at a million ads took 19–24 ms warm (and up to
 * 110 ms cold) with the loops inline, 15–25 ms (42 cold) so.
 */

/**
 * A chunk's matches holding no rare word (`m` less `r`), split by holding some common word OFTEN
 * times or more (`often`, a bitmap a word), and the 32-bit words of the first holding any match.
 */
function splitByOften(m: Int32Array, r: Int32Array, often: Int32Array[]) {
  const plain = new Int32Array(WORDS_32)
  const oftenBits = new Int32Array(WORDS_32)
  const filled: number[] = []
  for (let w = 0; w < WORDS_32; w++) {
    const kept = m[w]! & ~r[w]!
    if (kept === 0) continue
    let anyOften = 0
    for (let i = 0; i < often.length; i++) anyOften |= often[i]![w]!
    plain[w] = kept & ~anyOften
    oftenBits[w] = kept & anyOften
    if (plain[w] !== 0) filled.push(w)
  }
  return { plain, oftenBits, filled }
}

/** Appends a class's matches in a chunk (`bits`) to its list, and marks them `listed`. */
function listClass(
  listing: number[],
  bits: Int32Array,
  { filled, listed, first }: { filled: number[]; listed: Int32Array; first: number },
): void {
  for (let f = 0; f < filled.length; f++) {
    const w = filled[f]!
    listed[w]! |= bits[w]!
    pushEachInWord(listing, bits[w]!, first + w * 32)
  }
}

/**
 * Sets `bits` to a class's matches in a chunk, at the 32-bit words `filled`: the `plain` matches
 * in every one of `parts`; marks them `classed`, and `many` where a class before held them too.
 * Returns how many there are.
 */
function sortIntoClass(
  bits: Int32Array,
  parts: Int32Array[],
  {
    plain,
    filled,
    classed,
    many,
  }: { plain: Int32Array; filled: number[]; classed: Int32Array; many: Int32Array },
): number {
  let size = 0
  for (let f = 0; f < filled.length; f++) {
    const w = filled[f]!
    let value = plain[w]!
    for (let p = 0; p < parts.length; p++) value &= parts[p]![w]!
    bits[w] = value
    many[w]! |= classed[w]! & value
    classed[w]! |= value
    if (value !== 0) size += bitCount(value)
  }
  return size
}

/**
 * The classes holding each match that more than one holds (a row holding two of a prefix's common
 * words), kept as the chunks' bitmaps and asked only of the matches looked up: listing them as the
 * matches were sorted took 60 ms for the 42,000 such matches of "the" at a million ads.
 */
export class SharedMatches {
  private readonly chunks = new Map<number, { many: Int32Array; classes: Int32Array[] }>()

  keep(chunk: number, many: Int32Array, classes: Int32Array[]): void {
    this.chunks.set(chunk, { many: many.slice(), classes: classes.map((bits) => bits.slice()) })
  }

  /** The classes holding the match, when more than one does; undefined when only one does. */
  classesOf(position: number): number[] | undefined {
    const kept = this.chunks.get(Math.floor(position / CHUNK_BITS))
    if (!kept) return undefined
    const offset = position % CHUNK_BITS
    if (!isSet(kept.many, offset)) return undefined
    const holding: number[] = []
    kept.classes.forEach((bits, k) => {
      if (isSet(bits, offset)) holding.push(k)
    })
    return holding
  }
}

/** 32-bit words in a chunk's bitmap. */
const WORDS_32 = CHUNK_BITS / 32
const NO_BITS = new Int32Array(WORDS_32)

/**
 * A chunk's bitmap as sent by `varbit_send` (its length in 4 bytes, then the bits, the first in the
 * first byte's highest bit) as 32-bit words; zeros for NULL. Signed: a bitwise result is a signed
 * 32-bit integer, which an Int32Array holds as it is and a Uint32Array would hold as a double.
 */
function words32(sent: Buffer | null): Int32Array {
  if (sent === null) return NO_BITS
  const bytes = new Uint8Array(WORDS_32 * 4)
  bytes.set(sent.subarray(4, 4 + bytes.length))
  return new Int32Array(bytes.buffer)
}

function and(a: Int32Array, b: Int32Array): Int32Array {
  return a.map((value, w) => value & b[w]!)
}

function andNot(a: Int32Array, b: Int32Array): Int32Array {
  return a.map((value, w) => value & ~b[w]!)
}

/** Whether the bit at `offset` within the chunk is set. */
function isSet(bitmap: Int32Array, offset: number): boolean {
  const byte = offset >> 3
  // The words are read little-endian: a word's first byte is its lowest.
  return ((bitmap[byte >> 2]! >>> ((byte & 3) * 8)) & (0x80 >> (offset & 7))) !== 0
}

/** The position of every set bit, the chunk's first at `first`. */
function setPositions(bitmap: Int32Array, first: number): number[] {
  const positions: number[] = []
  for (let w = 0; w < WORDS_32; w++) pushEachInWord(positions, bitmap[w]!, first + w * 32)
  return positions
}

/** Appends the position of every set bit of a 32-bit word whose first bit is at `first`. */
function pushEachInWord(positions: number[], value: number, first: number): void {
  if (value === 0) return
  for (let j = 0; j < 4; j++) {
    const byte = (value >>> (j * 8)) & 0xff
    if (byte === 0) continue
    for (let bit = 0; bit < 8; bit++) if (byte & (0x80 >> bit)) positions.push(first + j * 8 + bit)
  }
}

/** Set bits in a 32-bit word. */
function bitCount(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555)
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333)
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24
}
