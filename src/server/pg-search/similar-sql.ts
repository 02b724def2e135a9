import { adWords, copyWords } from '../../contract/ad-words'
import { LEAST_SIMILARITY, type ScoredWord, tellingWords } from '../index/similar-ads'
import type { StoredAd } from '../records/ad-records'
import { quoted } from '../records/postgres/word-vectors'
import { B, K1, type TextStats } from '../search-core/bm25'
import { type Query, SqlParams } from './sql-params'

/**
 * "More like this" in PostgreSQL, by the measure of the in-memory index (similar-ads.ts and
 * decision 0012): the ad's telling words, weighed by the writers' kept frequencies, score every
 * current ad holding one of them, each word adding at most what it adds to the ad itself;
 * similarity is that score over the ad's own. The most alike first, the newer among equals;
 * `leaveOut`'s ads are not listed.
 */
export async function similarAds(
  query: Query,
  ad: StoredAd,
  count: number,
  leaveOut: string | undefined,
): Promise<{ position: number; similarity: number }[]> {
  // Its copy's words, with the length its row has (the name counts there), so that it matches itself fully.
  const text = { words: copyWords(ad).words, length: adWords(ad).length }
  const [totals] = await query<{ documents: number; lengthSum: number }>(
    'SELECT documents::float8 AS "documents", length_sum::float8 AS "lengthSum" FROM search_totals',
    [],
  )
  const { documents, lengthSum } = totals!
  const stats = { documents, averageLength: documents > 0 ? lengthSum / documents : 1 }
  const words = [...text.words.keys()]
  const kept = await query<{ word: string; live: number }>(
    'SELECT word, live FROM search_words WHERE word = ANY($1::text[])',
    [words],
  )
  const frequency = new Map(kept.map((row) => [row.word, row.live]))
  const { used, itself } = tellingWords(text, (word) => frequency.get(word) ?? 0, stats)
  if (itself === 0) return []
  const params = new SqlParams()
  const score = cappedScoreSql(used, stats, params)
  const anyWord = params.add(used.map(({ word }) => quoted(word)).join(' | '), 'tsquery')
  const others = leaveOut === undefined ? '' : `AND v.advertiser_id <> ${params.add(leaveOut, 'text')}`
  return query(
    `SELECT s.position, least(1, s.score / ${params.add(itself, 'float8')}) AS similarity
     FROM (SELECT v.position, ${score} AS score FROM search_current v WHERE v.doc @@ ${anyWord} ${others}) AS s
     WHERE least(1, s.score / ${params.add(itself, 'float8')}) >= ${params.add(LEAST_SIMILARITY, 'float8')}
     ORDER BY 2 DESC, s.position DESC LIMIT ${count}`,
    params.values,
  )
}

/**
 * A row's score over the ad's words, as SQL: each word's BM25 term written as text-index.ts
 * computes it, capped at what it adds to the ad itself, and the words added in their order, as
 * SimilarRanking adds them (floating-point sums are exact only in one order). The row's words are
 * looked up in the scored ones: 32 array look-ups a row would cost more.
 */
function cappedScoreSql(used: ScoredWord[], stats: TextStats, params: SqlParams): string {
  const norm = `(${params.add(K1, 'float8')} * (${params.add(1 - B, 'float8')} + (${params.add(B, 'float8')} * v.len) / ${params.add(stats.averageLength, 'float8')}))`
  const k1p1 = params.add(K1 + 1, 'float8')
  const words = params.add(
    used.map(({ word }) => word),
    'text[]',
  )
  const weights = params.add(
    used.map(({ weight }) => weight),
    'float8[]',
  )
  const mosts = params.add(
    used.map(({ most }) => most),
    'float8[]',
  )
  const term = `(${weights})[place] * ((t.tf * ${k1p1}) / (t.tf + ${norm}))`
  return `coalesce((SELECT sum(least(${term}, (${mosts})[place]) ORDER BY place)
             FROM unnest(v.words, v.counts) AS t(word, tf)
             CROSS JOIN LATERAL unnest(array_positions(${words}, t.word)) AS place
             WHERE t.word = ANY(${words})), 0)`
}
