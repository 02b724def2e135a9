import type { Keywords } from '../../contract/keywords'
import { type TextStats, termScore } from '../index/text-index'
import {
  BIT_KIND,
  CHUNK_BITS,
  OFTEN,
  positionBits,
  setPositions,
  timesKind,
} from '../records/postgres/search-bits'
import { quoted } from '../records/postgres/word-vectors'
import { isSet, matchBits, withPlansOff } from './count-sql'
import { denseWords, type Part } from './match-parts'
import type { Sql } from './match-sql'
import { type ScoredWord, scoreSql } from './relevance-sql'
import { type Query, SqlParams } from './sql-params'

/**
 * A page by relevance without scoring every match, when the query's common words are few.
 *
 * A version's score depends only on how many times it holds each query word and on its length.
 * The common words have bitmaps by count: once to four times, and OFTEN (five) or more
 * (search-bits.ts). So the matches split into classes, one per way of holding the common words up
 * to four times, and within a class the score falls as the length grows: each class read along the
 * index on (len, position DESC) comes in rank order, and its first rows are its best. A page is then
 * the best of:
 * - each class's first rows after the cursor, read along that index while testing the row's bit,
 *   from the index alone (a class with few matches is read whole instead: a walk would pass over
 *   too many entries);
 * - every match holding a common word five times or more (few), read whole;
 * - every match holding one of the rare words a prefix expands to (each under COMMON_WORD_ADS ads),
 *   found through the word index: such a row scores more than its class says, so no class holds it.
 * Each candidate's score is the same SQL expression the full ranking uses, so the order, ties and
 * cursors are the same. Scoring every match took 0.3–10 s for a common word at a million ads.
 *
 * The largest class is walked first, with the rows read whole; the page's last score among them is
 * a bar, and each other class is walked only as far as the length at which it still reaches it.
 */

/**
 * More classes cost more to count than they save (124 took 290–350 ms at a million ads): the page is
 * then ranked by scoring every match.
 */
const MOST_CLASSES = 64
/** Rare words named in one tsquery, at most (as match-parts.ts names a prefix's rare expansions). */
const MOST_RARE_WORDS = 20_000
/** Rows read whole (holding a rare word, a common one OFTEN times or more, or in a small class), at most. */
const MOST_READ_WHOLE = 50_000

export interface WalksAsked {
  parts: Part[]
  keywords: Keywords
  words: ScoredWord[]
  stats: TextStats
  after: { key: number; position: number } | undefined
  /** Rows to return: a page and one more. */
  count: number
  /** A class with at most this many matches is read whole rather than walked. */
  readWholeUpTo: number
}

type Ranked = { position: number; key: number }[]

/** How many times a class may hold a common word: 0 to OFTEN - 1. */
const TIMES = Array.from({ length: OFTEN }, (_, times) => times)

/** How many times a class holds each common word: 0 (not) to OFTEN - 1. */
type Holding = number[]

/**
 * Classes of at most this many matches are read whole: a walk passes over about
 * `count × documents / matches` index entries, each a bit test some eight times cheaper than
 * reading and scoring a row.
 */
export const readWholeUpTo = (count: number, documents: number) =>
  Math.ceil(Math.sqrt((count * documents) / 8))

/** The ranked rows after the cursor, or undefined when this search is not one walks can answer. */
export async function relevanceByWalks(query: Query, asked: WalksAsked): Promise<Ranked | undefined> {
  const { keywords, words } = asked
  const scored = [...new Set(words.map((w) => w.word))]
  const dense = await denseWords(query, scored)
  const common = scored.filter((word) => dense.has(word))
  const rare = scored.filter((word) => !dense.has(word))
  // A word asked for as a term is held by every match; a prefix's expansions each may not be.
  const prefix = keywords.lastTermIsPrefix ? keywords.terms[keywords.terms.length - 1] : undefined
  const required = new Set(keywords.terms.filter((term) => term !== prefix))
  const choices = common.map((word) => TIMES.slice(required.has(word) ? 1 : 0))
  const classCount = choices.reduce((product, options) => product * options.length, 1)
  if (common.length === 0 || classCount > MOST_CLASSES || rare.length > MOST_RARE_WORDS) return
  const matched = await matchBits(query, asked.parts)
  if (!matched) return
  const holdingRare = rare.length === 0 ? [] : await rowsHolding(query, rare)
  if (holdingRare.length > MOST_READ_WHOLE) return
  // A class holding none of the common words holds a rare one: the rare words' rows cover it.
  const classes = holdings(choices).filter((holding) => holding.some((times) => times > 0))

  const sets = new ClassSets(common, classes, matched, positionBits(holdingRare))
  const counting = new SqlParams()
  const [counted] = await query<Record<string, number>>(
    `${sets.with(counting)} SELECT ${classes.map((_, k) => `sum(bit_count(${sets.classBits(k)}))::float8 AS c${k}`).join(', ')},
       sum(bit_count(${sets.oftenBits()}))::float8 AS often FROM j`,
    counting.values,
  )
  const sizes = classes.map((_, k) => counted?.[`c${k}`] ?? 0)
  const often = counted?.often ?? 0
  const walked = classes.flatMap((_, k) => (sizes[k]! > asked.readWholeUpTo ? [k] : []))
  const readWhole = classes.flatMap((_, k) => (sizes[k]! > 0 && sizes[k]! <= asked.readWholeUpTo ? [k] : []))
  if (often + readWhole.reduce((sum, k) => sum + sizes[k]!, 0) > MOST_READ_WHOLE) return
  const whole =
    often > 0 || readWhole.length > 0
      ? await positionsIn(query, sets, [...readWhole.map((k) => sets.classBits(k)), sets.oftenBits()])
      : []

  // The largest class first, with the rows read whole: the best of them set a bar that the other
  // classes' rows must reach, and a class scores less the longer its rows, so their walks stop at
  // the length where it falls below the bar. Rows holding a common word twice tend to be long:
  // unbounded, each such walk passed some 450,000 shorter entries ("why everyone", a million ads).
  const largest = walked.reduce<number | undefined>(
    (best, k) => (best === undefined || sizes[k]! > sizes[best]! ? k : best),
    undefined,
  )
  const first = await candidates(query, asked, sets, classes, common, {
    walks: largest === undefined ? [] : [{ k: largest }],
    whole,
    holdingRare,
  })
  const others = walked.filter((k) => k !== largest)
  const bar = first.length >= asked.count ? first[asked.count - 1]!.score : undefined
  const walks = others.flatMap((k) => {
    if (bar === undefined) return [{ k }]
    const longest = longestReaching(classScorer(classes[k]!, common, asked), bar)
    return longest < 0 ? [] : [{ k, longest }]
  })
  const rest = await candidates(query, asked, sets, classes, common, { walks, whole: [], holdingRare: [] })
  return [...first, ...rest]
    .sort((a, b) => b.score - a.score || b.position - a.position)
    .slice(0, asked.count)
    .map(({ position, score }) => ({ position, key: -score }))
}

/** A row that may make the page, with its score: the SQL expression that ranks every match. */
type Candidate = { position: number; score: number }

/**
 * The best `count` candidates after the cursor: the first rows of the walked classes (each up to
 * its longest length, when given), and the rows read whole.
 */
async function candidates(
  query: Query,
  asked: WalksAsked,
  sets: ClassSets,
  classes: Holding[],
  common: string[],
  {
    walks,
    whole,
    holdingRare,
  }: { walks: { k: number; longest?: number }[]; whole: number[]; holdingRare: number[] },
): Promise<Candidate[]> {
  const params = new SqlParams()
  const score = scoreSql(asked.words, asked.stats, params)
  const { after, count } = asked
  // Added only where used: PostgreSQL refuses a parameter it cannot type.
  const afterCursor = () =>
    after
      ? `AND (${score} < ${params.add(-after.key, 'float8')} OR (${score} = ${params.add(-after.key, 'float8')} AND v.position < ${params.add(after.position, 'bigint')}))`
      : ''
  const limit = params.add(count, 'int')
  const scoredRows = (positions: number[], also = '') => `SELECT v.position, ${score} AS score
      FROM search_current v WHERE v.position = ANY(${params.add(positions, 'bigint[]')}) ${also} ${afterCursor()}
      ORDER BY 2 DESC, 1 DESC LIMIT ${limit}`
  // A walk reads the index alone, its bit test included; only the rows it keeps are read and scored.
  const branches = walks.map(({ k, longest }) => {
    const bounds = [
      ...(after ? [classAfter(classScorer(classes[k]!, common, asked), after, params)] : []),
      ...(longest === undefined ? [] : [`v.len <= ${params.add(longest, 'int')}`]),
    ]
    return `SELECT v.position, ${score} AS score FROM search_current v WHERE v.position IN (
      SELECT v.position FROM search_current v
      WHERE ${[isSet(`(SELECT s${k} FROM sets)`), ...bounds].join(' AND ')}
      ORDER BY v.len, v.position DESC LIMIT ${limit})`
  })
  if (whole.length > 0) branches.push(scoredRows(whole))
  if (holdingRare.length > 0)
    branches.push(scoredRows(holdingRare, `AND ${isSet('(SELECT matched FROM sets)')}`))
  if (branches.length === 0) return []
  const arrays = [
    ...walks.map(({ k }) => `array_agg(coalesce(${sets.classBits(k)}, ${ZERO}) ORDER BY c.chunk) AS s${k}`),
    `array_agg(coalesce(j.m, ${ZERO}) ORDER BY c.chunk) AS matched`,
  ]
  const text = `${sets.with(params)}, sets AS MATERIALIZED (
      SELECT ${arrays.join(', ')}
      FROM generate_series(0, (SELECT max(chunk) FROM search_bits WHERE kind = '${BIT_KIND.live}')) AS c(chunk)
      LEFT JOIN j USING (chunk))
    SELECT found.position, found.score FROM (${branches.map((b) => `(${b})`).join(' UNION ')}) AS found
    ORDER BY found.score DESC, found.position DESC LIMIT ${limit}`
  return query<Candidate>(text, params.values)
}

/**
 * The current versions holding any of the rare words, through the word index (with sequential
 * scans ruled out: PostgreSQL overrates a long OR of rare words, and would scan the whole table).
 */
async function rowsHolding(query: Query, rare: string[]): Promise<number[]> {
  const rows = await withPlansOff(query, rare.length > 1 ? ['enable_seqscan'] : [], () =>
    query<{ position: number }>('SELECT v.position FROM search_current v WHERE v.doc @@ $1::tsquery', [
      rare.map(quoted).join(' | '),
    ]),
  )
  return rows.map((row) => row.position)
}

const ZERO = `B'0'::bit(${CHUNK_BITS})`

/** Every way of holding the words, each word's choices given: their product. */
function holdings(choices: number[][]): Holding[] {
  return choices.reduce<Holding[]>(
    (made, options) => made.flatMap((holding) => options.map((option) => [...holding, option])),
    [[]],
  )
}

/**
 * The bitmaps of the match and of each common word's counts, chunk by chunk (`j`, with the match
 * as `m`), and each class as an expression over them.
 */
class ClassSets {
  constructor(
    private readonly common: string[],
    private readonly classes: Holding[],
    private readonly matched: Sql,
    /** The rows holding a rare word, as bitmap chunks: no class holds them, they are read whole. */
    private readonly rare: string[],
  ) {}

  /** `WITH m …, j …`: the chunks holding a match, with each word's bitmaps (zeros where missing). */
  with(params: SqlParams): string {
    const joins: string[] = []
    const columns: string[] = []
    this.common.forEach((word, i) => {
      const value = params.add(word, 'text')
      for (const times of [1, ...TIMES.slice(2), OFTEN]) {
        const name = this.name(times, i)
        const kind = times === 1 ? BIT_KIND.word : timesKind(times)
        joins.push(
          `LEFT JOIN search_bits ${name} ON ${name}.kind = '${kind}' AND ${name}.value = ${value} AND ${name}.chunk = m.chunk`,
        )
        columns.push(`coalesce(${name}.bits, ${ZERO}) AS ${name}`)
      }
    })
    if (this.rare.length > 0) {
      joins.push(
        `LEFT JOIN unnest(${params.add(this.rare, `bit(${CHUNK_BITS})[]`)}) WITH ORDINALITY AS r(bits, n) ON r.n = m.chunk + 1`,
      )
      columns.push(`coalesce(r.bits, ${ZERO}) AS r`)
    }
    return `WITH m AS MATERIALIZED (SELECT chunk, bits FROM ${this.matched(params)} AS anded),
      j AS MATERIALIZED (SELECT m.chunk, m.bits AS m, ${columns.join(', ')} FROM m ${joins.join(' ')})`
  }

  /** The matches in class `k`, as an expression over a row of `j`. */
  classBits(k: number): string {
    const each = this.classes[k]!.map((times, i) =>
      times === 0
        ? `~j.${this.name(1, i)}`
        : times === 1
          ? [`j.${this.name(1, i)}`, ...TIMES.slice(2).map((more) => `~j.${this.name(more, i)}`)].join(' & ')
          : `j.${this.name(times, i)}`,
    )
    if (this.rare.length > 0) each.push('~j.r')
    return `(j.m & ~${this.anyOften()} & ${each.join(' & ')})`
  }

  /** The matches holding some common word OFTEN times or more. */
  oftenBits(): string {
    return `(j.m & ${this.anyOften()})`
  }

  private anyOften(): string {
    return `(${this.common.map((_, i) => `j.${this.name(OFTEN, i)}`).join(' | ')})`
  }

  /** The column of word `i`'s bitmap of versions holding it `times` times (1: the word's own). */
  private name(times: number, i: number): string {
    return `w${i}_${times}`
  }
}

/** The positions set in any of the given bitmaps (expressions over `j`). */
async function positionsIn(query: Query, sets: ClassSets, bitmaps: string[]): Promise<number[]> {
  const params = new SqlParams()
  // varbit_send: the chunk as bytes, as few-matches.ts reads the match's bitmaps.
  const rows = await query<{ chunk: number; bits: Buffer }>(
    `${sets.with(params)} SELECT chunk, varbit_send(bits) AS bits FROM (SELECT j.chunk, ${bitmaps.join(' | ')} AS bits FROM j) AS d
     WHERE bit_count(bits) > 0`,
    params.values,
  )
  return rows.flatMap(({ chunk, bits }) => setPositions(chunk, bits))
}

/**
 * The score of a row of the class at each length. A row of the class (none holds a rare word)
 * scores exactly this, the SQL adding the same terms in the same order, and less as it is longer.
 */
function classScorer(holding: Holding, common: string[], { words, stats }: WalksAsked) {
  const times = new Map(common.map((word, i) => [word, holding[i]!]))
  return (length: number) => {
    let sum = 0
    for (const { word, idf } of words) {
      const tf = times.get(word) ?? 0
      if (tf > 0) sum += idf * termScore(tf, length, stats)
    }
    return sum
  }
}

/** The first length at which the class scores at most `score` (LONGEST when none does). */
function firstLengthAtMost(classScore: (length: number) => number, score: number): number {
  let low = 0
  let high = LONGEST
  while (low < high) {
    const middle = (low + high) >> 1
    if (classScore(middle) <= score) high = middle
    else low = middle + 1
  }
  return low
}

/** The longest length at which the class scores `bar` or more; -1 when it never does. */
function longestReaching(classScore: (length: number) => number, bar: number): number {
  let low = -1
  let high = LONGEST - 1
  while (low < high) {
    const middle = (low + high + 1) >> 1
    if (classScore(middle) >= bar) low = middle
    else high = middle - 1
  }
  return low
}

/**
 * Where a class's walk resumes after a cursor at (`score`, `position`): rows shorter than the first
 * length scoring at most `score` came before the cursor; at that length, if it scores `score`
 * exactly, so did the rows at or above the cursor's position (ties go by position, descending).
 */
function classAfter(
  classScore: (length: number) => number,
  after: { key: number; position: number },
  params: SqlParams,
): string {
  const score = -after.key
  const low = firstLengthAtMost(classScore, score)
  const length = params.add(low, 'int')
  return classScore(low) === score
    ? `v.len >= ${length} AND (v.len > ${length} OR v.position < ${params.add(after.position, 'bigint')})`
    : `v.len >= ${length}`
}

/** One more than the longest length a row has (search-rows.ts caps it). */
const LONGEST = 65_536
