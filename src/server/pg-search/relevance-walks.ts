import type { Keywords } from '../../contract/keywords'
import { type TextStats, termScore } from '../search-core/bm25'
import { isSet, LIVE_CHUNKS, matchBits, type OutsideRows, type RowsOutside } from './count-sql'
import type { Part } from './match-parts'
import type { Ranked, Refused } from './plans/ranked'
import { ClassSets, type Holding, holdings, sortMatches, waysToHold } from './relevance-classes'
import { lookedUpRows, versionsUpTo } from './relevance-lookups'
import { type ScoredTerm, scoreSql } from './relevance-sql'
import { type After, barOf, bestOf, type Candidate, oftenMayReach, scoreRows } from './scored-rows'
import { type Query, SqlParams } from './sql-params'
import { EMPTY_CHUNK } from './tables/search-bits'
import type { Tuning } from './tuning'

/**
 * A page by relevance without scoring every match, when the query's common words are few.
 *
 * The matches split into classes (relevance-classes.ts), and within a class the score falls as the
 * length grows: each class read along the index on (len, position DESC) comes in its rank order,
 * and its first rows are its best. A class's score at a length is at most its rows' scores, and
 * equal in the class of a row's best words. A page is then the best of:
 * - each large class's first rows after the cursor, read along that index while testing the row's
 *   bit, from the index alone;
 * - each small class's matches, their lengths looked up by position (relevance-lookups.ts): a walk
 *   would pass over too many entries;
 * - the matches holding a common word five times or more that may reach the page, read whole;
 * - every match holding one of the rare words a prefix expands to (each under COMMON_WORD_ADS ads),
 *   the prefix's rows outside its bitmaps that the total found, read whole: no class holds it.
 * Each candidate is scored as the SQL expression that ranks every match scores it, so the order,
 * ties and cursors are the same. Should a row of the page be missing from its best class's first
 * rows, that class would hold a page of rows ranked above it. Scoring every match took 0.3–10 s for
 * a common word at a million ads.
 *
 * The largest class is walked first; the page's last score so far is a bar, and each other class
 * is walked only as far as the length at which it still reaches it, or looked up when that walk
 * would pass more entries than its matches cost looked up.
 */

export interface WalksAsked {
  parts: Part[]
  /** The parts' rows outside their bitmaps, as the search read them (count-sql.ts). */
  outside: OutsideRows
  keywords: Keywords
  terms: ScoredTerm[]
  /** The scored words with bitmaps (word-facts.ts), and those without: a prefix's rare expansions. */
  common: string[]
  rare: string[]
  stats: TextStats
  after: After
  /** Rows to return: a page and one more. */
  count: number
  /** A class with at most this many matches is looked up rather than walked (tuning.ts lookUpToFor). */
  lookUpTo: number
  tuning: Tuning
}

/**
 * The ranked rows after the cursor, or why the walks gave up on this search: its facts let them try
 * (plans/choose-plan.ts), and what they read on the way says whether they can.
 */
export async function relevanceByWalks(query: Query, asked: WalksAsked): Promise<Ranked | Refused> {
  const { keywords, terms, count, after, tuning, common, rare } = asked
  const choices = waysToHold(terms, common, keywords.terms.length)
  const matched = await matchBits(query, asked.parts, asked.outside)
  if (!matched) return { refused: 'a part has no bitmap' }
  const holdingRare = await rowsHoldingRare(asked.outside, asked.parts, rare)
  if (!holdingRare) return { refused: 'the rare words are no prefix’s' }
  if (holdingRare.count > tuning.mostReadWhole) {
    return { refused: `${holdingRare.count.toLocaleString('en')} rows holding a rare word > mostReadWhole` }
  }
  // A class holding none of the common words holds a rare one: the rare words' rows cover it.
  const classes = holdings(choices).filter((holding) =>
    holding.some((held) => held !== undefined && held.times > 0),
  )

  const sets = new ClassSets(common, classes, matched, holdingRare)
  const { sizes, members, shared, whole, often } = await sortMatches(query, sets, new SqlParams(), {
    classes,
    words: common.length,
    // Listed up to mostLookedUp, so that past the bar a larger class may be looked up too.
    lookUpTo: Math.max(asked.lookUpTo, tuning.mostLookedUp),
  })
  if (whole.size + often.size > tuning.mostReadWhole) {
    return { refused: `${(whole.size + often.size).toLocaleString('en')} rows to read whole > mostReadWhole` }
  }
  const scores = { at: classes.map((holding) => classScorer(holding, common, asked)), shared }
  const small = classes.flatMap((_, k) => (sizes[k]! > 0 && sizes[k]! <= asked.lookUpTo ? [k] : []))
  const walked = classes.flatMap((_, k) => (sizes[k]! > asked.lookUpTo ? [k] : []))

  // The largest class first, with the small ones and the rows read whole: the best of them set a
  // bar that the other classes' rows must reach, and a class scores less the longer its rows, so
  // their walks stop at the length where it falls below the bar. Rows holding a common word twice
  // tend to be long: unbounded, each such walk passed some 450,000 shorter entries ("why
  // everyone", a million ads). The rows holding a common word OFTEN times are read only if they
  // may reach the bar.
  const largest = walked.reduce<number | undefined>(
    (best, k) => (best === undefined || sizes[k]! > sizes[best]! ? k : best),
    undefined,
  )
  const firstRows = bestOf(
    count,
    await walksFirstRows(query, asked, sets, classes, common, largest === undefined ? [] : [{ k: largest }]),
    await scoreRows(query, whole, asked),
    await lookedUpRows(query, lookups(small, members), scores, { after, count }),
  )
  const oftenRows = oftenMayReach(often, common, terms, barOf(firstRows, count))
  const first = bestOf(count, firstRows, await scoreRows(query, oftenRows, asked))
  const bar = barOf(first, count)
  const others = walked.flatMap((k): { k: number; longest?: number }[] => {
    if (k === largest) return []
    if (bar === undefined) return [{ k }]
    const longest = longestReaching(scores.at[k]!, bar)
    return longest < 0 ? [] : [{ k, longest }]
  })
  // A walk up to a length passes every shorter version when none is the class's; looked up, each
  // of its matches costs `lookupEntries` of them.
  const upTo = others.some(({ k }) => members[k]!.length > 0) ? await versionsUpTo(query) : undefined
  const lookedUp = others.filter(
    ({ k, longest }) =>
      members[k]!.length > 0 &&
      sizes[k]! * tuning.lookupEntries <
        (upTo && longest !== undefined ? upTo(longest) : asked.stats.documents),
  )
  const walks = others.filter((walk) => !lookedUp.includes(walk))
  const walkedRest = await walksFirstRows(query, asked, sets, classes, common, walks)
  const longest = lookedUp.some((each) => each.longest === undefined)
    ? undefined
    : Math.max(0, ...lookedUp.map((each) => each.longest!))
  const looked = lookups(
    lookedUp.map(({ k }) => k),
    members,
  )
  const lookedUpRest = await lookedUpRows(query, looked, scores, { after, count, longest })
  return bestOf(count, first, walkedRest, lookedUpRest).map(({ position, score }) => ({
    position,
    key: -score,
  }))
}

function lookups(classes: number[], members: number[][]) {
  return classes.map((k) => ({ k, members: members[k]! }))
}

/**
 * The best `count` rows after the cursor of the walked classes' first rows, each walk up to its
 * longest length when given.
 */
async function walksFirstRows(
  query: Query,
  asked: WalksAsked,
  sets: ClassSets,
  classes: Holding[],
  common: string[],
  walks: { k: number; longest?: number }[],
): Promise<Candidate[]> {
  if (walks.length === 0) return []
  const params = new SqlParams()
  const score = scoreSql(asked.terms, asked.stats, params)
  const { after, count } = asked
  // Added only where used: PostgreSQL refuses a parameter it cannot type.
  const afterCursor = (at: { key: number; position: number }) =>
    `(${score} < ${params.add(-at.key, 'float8')} OR (${score} = ${params.add(-at.key, 'float8')} AND v.position < ${params.add(at.position, 'bigint')}))`
  const limit = params.add(count, 'int')
  // A walk reads the index alone, its bit test included; only the rows it keeps are read and scored.
  const branches = walks.map(({ k, longest }) => {
    const bounds = [
      ...(after ? [classAfter(classScorer(classes[k]!, common, asked), after, params)] : []),
      ...(longest === undefined ? [] : [`v.len <= ${params.add(longest, 'int')}`]),
    ]
    const walk = `SELECT v.position${after ? ', v.len' : ''} FROM search_current v
      WHERE ${[isSet(`(SELECT s${k} FROM sets)`, LIVE_CHUNKS.first), ...bounds].join(' AND ')}
      ORDER BY v.len, v.position DESC`
    if (!after)
      return `SELECT v.position, ${score} AS score FROM search_current v WHERE v.position IN (${walk} LIMIT ${limit})`
    // A row holding two of a prefix's words may have been on an earlier page through its better
    // class: past the class's own resume point, the walk keeps the rows after the cursor by their
    // own score, read as the walk passes them, until it has a page.
    return `SELECT v.position, ${score} AS score FROM (${walk} OFFSET 0) AS w
      JOIN search_current v ON v.position = w.position
      WHERE ${afterCursor(after)}
      ORDER BY w.len, w.position DESC LIMIT ${limit}`
  })
  const arrays = walks.map(
    ({ k }) => `array_agg(coalesce(${sets.classBits(k)}, ${EMPTY_CHUNK}) ORDER BY c.chunk) AS s${k}`,
  )
  const text = `${sets.with(params)}, sets AS MATERIALIZED (
      SELECT ${arrays.join(', ')}
      FROM generate_series(${LIVE_CHUNKS.first}, ${LIVE_CHUNKS.last}) AS c(chunk)
      LEFT JOIN j USING (chunk))
    SELECT found.position, found.score FROM (${branches.map((b) => `(${b})`).join(' UNION ')}) AS found
    ORDER BY found.score DESC, found.position DESC LIMIT ${limit}`
  return query<Candidate>(text, params.values)
}

/**
 * The current versions holding any of the rare words, none when there are none. Here they are
 * always a prefix's rare expansions (a rare term or a phrase has no bitmap, and walks are not
 * asked): the prefix's rows outside its bitmaps, read once for the total as well (10 ms for "the").
 * Undefined should the two lists of words ever differ.
 */
async function rowsHoldingRare(
  outside: OutsideRows,
  parts: Part[],
  rare: string[],
): Promise<RowsOutside | undefined> {
  if (rare.length === 0) return { count: 0, first: 0, chunks: [] }
  const asked = new Set(rare)
  const prefix = parts.find(
    ({ rareWords }) => rareWords?.length === asked.size && rareWords.every((word) => asked.has(word)),
  )
  return prefix && outside.of(parts, prefix)
}

/**
 * The class's score at each length: less as it is longer. A row of the class (none holds a rare
 * word) scores at least this, and exactly this in the class of its best words, the SQL adding the
 * same terms in the same order.
 */
function classScorer(holding: Holding, common: string[], { terms, stats }: WalksAsked) {
  const added = holding.flatMap((held, t) => {
    if (held === undefined || held.times === 0) return []
    const { idf } = terms[t]!.find(({ word }) => word === common[held.word])!
    return [{ idf, times: held.times }]
  })
  return (length: number) => {
    let sum = 0
    for (const { idf, times } of added) sum += idf * termScore(times, length, stats)
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
