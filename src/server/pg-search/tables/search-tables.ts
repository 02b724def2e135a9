import type pg from 'pg'
import { foldText } from '../../../contract/keywords'
import { adOfRow } from '../../records/ad-records'
import { copyRows } from '../../records/postgres/copy-rows'
import { fillStartDays, keepStartDays } from '../../records/postgres/search-start-days'
import { COMMON_WORD_ADS } from '../tuning'
import { CHUNK_BITS, dropEmptyChunks, fillBits, keepBits } from './search-bits'
import { SEARCH_COLUMNS, type SearchRow, searchRow, searchValues } from './search-rows'
import { CURRENT_INDEXES } from './search-schema'

/** Replaced versions dropped from the history per write: a write's own work stays bounded. */
const PRUNE_PER_WRITE = 5_000

/**
 * Keeps the search tables (search-schema.ts) in step with one write, inside the writer's
 * transaction and turn: replaced versions move from `search_current` to `search_history`, the new
 * ones go in, and the counts follow from both. Does nothing while no node searches in the database.
 * `head` is the position before the write: every position above it is this write's.
 */
export async function keepSearchTables(
  client: pg.ClientBase,
  write: {
    head: number
    at: number
    /** Made only when the tables are kept. */
    rows: () => SearchRow[]
    replaced: { position: number; at: number }[]
  },
): Promise<void> {
  const totals = await client.query<{ history_ms: number; bits_kept: boolean }>(
    'SELECT history_ms, bits_kept FROM search_totals',
  )
  if (totals.rows.length === 0) return
  const { head, at, replaced } = write
  const rows = write.rows()
  if (replaced.length > 0) {
    await client.query(
      `WITH moved AS (DELETE FROM search_current WHERE position = ANY($1::bigint[]) RETURNING *)
       INSERT INTO search_history (${SEARCH_COLUMNS}, retired_at, retired_ms)
       SELECT ${SEARCH_COLUMNS}, r.at, $3 FROM moved JOIN unnest($1::bigint[], $2::bigint[]) AS r(position, at) USING (position)`,
      [replaced.map((r) => r.position), replaced.map((r) => r.at), at],
    )
  }
  await copyRows(client, `COPY search_current (${SEARCH_COLUMNS}) FROM STDIN`, rows.map(searchValues))
  await countChanges(client, head, rows)
  // Tables filled before the bitmaps existed get them whole when a node next opens the store.
  if (totals.rows[0]!.bits_kept) {
    await keepBits(
      client,
      rows,
      replaced.map((r) => r.position),
    )
    await keepStartDays(client, rows)
  }
  await pruneHistory(client, at - totals.rows[0]!.history_ms)
}

/** The collection's figures, each list value's count and each advertiser's, moved by one write. */
async function countChanges(client: pg.ClientBase, head: number, rows: SearchRow[]): Promise<void> {
  const changed = `
    SELECT ${SEARCH_COLUMNS}, 1 AS delta FROM search_current WHERE position > ${head}
    UNION ALL
    SELECT ${SEARCH_COLUMNS}, -1 AS delta FROM search_history WHERE retired_at > ${head}`
  await client.query(
    `WITH changed AS (${changed})
     UPDATE search_totals SET
       documents = documents + (SELECT coalesce(sum(delta), 0) FROM changed),
       length_sum = length_sum + (SELECT coalesce(sum(delta * len), 0) FROM changed)`,
  )
  await client.query(
    `WITH changed AS (${changed})
     INSERT INTO search_values (facet, value, live)
     SELECT facet, value, sum(delta) FROM (
       SELECT 'platforms' AS facet, unnest(platforms) AS value, delta FROM changed
       UNION ALL SELECT 'formats', format, delta FROM changed
       UNION ALL SELECT 'niches', unnest(niches), delta FROM changed
       UNION ALL SELECT 'countries', unnest(countries), delta FROM changed
       UNION ALL SELECT 'languages', unnest(languages), delta FROM changed
       UNION ALL SELECT 'hooks', unnest(hooks), delta FROM changed
       UNION ALL SELECT 'offers', unnest(offers), delta FROM changed
       UNION ALL SELECT 'cta_types', unnest(cta_types), delta FROM changed
     ) AS values_changed
     GROUP BY facet, value
     ON CONFLICT (facet, value) DO UPDATE SET live = search_values.live + excluded.live`,
  )
  await client.query(
    `WITH changed AS (${changed})
     INSERT INTO search_words (word, live)
     SELECT word, sum(delta) FROM changed CROSS JOIN LATERAL unnest(words) AS word GROUP BY word
     ON CONFLICT (word) DO UPDATE SET live = search_words.live + excluded.live`,
  )
  // The latest version's name wins: advertisers rename their pages.
  const names = new Map<string, string>()
  for (const row of rows) names.set(row.advertiserId, row.advertiserName)
  await nameAdvertisers(client, names)
  await client.query(
    `WITH changed AS (${changed})
     UPDATE search_advertisers a SET live_ads = a.live_ads + d.delta
     FROM (SELECT advertiser_id, sum(delta) AS delta FROM changed GROUP BY advertiser_id) AS d
     WHERE a.advertiser_id = d.advertiser_id`,
  )
}

/** Adds or renames advertisers (with no ads counted yet, for new ones). */
async function nameAdvertisers(client: pg.ClientBase, names: Map<string, string>): Promise<void> {
  if (names.size === 0) return
  const folded = [...names.values()].map(foldText)
  await client.query(
    `INSERT INTO search_advertisers (advertiser_id, name, folded_name, name_words, live_ads)
     SELECT id, name, folded, words, 0 FROM unnest($1::text[], $2::text[], $3::text[], $4::text[])
       AS n(id, name, folded, words)
     ON CONFLICT (advertiser_id) DO UPDATE SET
       name = excluded.name, folded_name = excluded.folded_name, name_words = excluded.name_words`,
    [[...names.keys()], [...names.values()], folded, folded.map(nameWords)],
  )
}

/** The folded name's words, each after a space: " glow beauty co" (a word prefix is ` ${prefix}`). */
const nameWords = (folded: string) =>
  folded
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => ` ${word}`)
    .join('')

/**
 * Drops versions replaced at or before `before`, and moves `history_from` past them: a traversal that
 * began before they were replaced can no longer be continued exactly.
 */
async function pruneHistory(client: pg.ClientBase, before: number): Promise<void> {
  await client.query(
    `WITH gone AS (
       DELETE FROM search_history WHERE position IN (
         SELECT position FROM search_history WHERE retired_ms <= $1 ORDER BY retired_ms LIMIT ${PRUNE_PER_WRITE})
       RETURNING retired_at)
     UPDATE search_totals SET history_from = greatest(history_from, (SELECT max(retired_at) FROM gone))
     WHERE EXISTS (SELECT 1 FROM gone)`,
    [before],
  )
}

export interface SearchTablesOptions {
  /** How long replaced versions stay searchable, for traversals that began before. */
  historyMs: number
  log: (line: string) => void
  /**
   * Words held by at least this many current ads get bitmaps
   * (search-bits.ts); set when the tables are first filled.
   */
  commonWordAds?: number
}

/** Ads read per round while the tables are filled. */
const FILL_BATCH = 5_000

/**
 * Makes the writers keep the search tables, filling them from the current ads first if no node has
 * yet: run by a node that searches in the database as it opens the store, in the writers' turn, so
 * no write is missed. Later opens only set how long replaced versions are kept. Says whether it
 * filled the tables or their bitmaps: they are then settled once committed (search-settle.ts).
 */
export async function startSearchTables(
  client: pg.ClientBase,
  { historyMs, log, commonWordAds = COMMON_WORD_ADS }: SearchTablesOptions,
): Promise<boolean> {
  const head = (await client.query<{ head: number }>('SELECT head FROM feed FOR UPDATE')).rows[0]!.head
  const kept = await client.query<{ bits_kept: boolean }>(
    'UPDATE search_totals SET history_ms = $1 RETURNING bits_kept',
    [historyMs],
  )
  if (kept.rows[0]?.bits_kept) {
    // Chunks emptied before writers dropped them (or by a write that stopped short of it).
    await dropEmptyChunks(client, Math.floor(head / CHUNK_BITS))
    return false
  }
  if (kept.rows.length === 1) {
    await makeBits(client, log, commonWordAds)
    return true
  }
  log('Filling the search tables from the current ads (once, for ADS_SEARCH=postgres)…')
  const started = performance.now()
  for (const { name } of CURRENT_INDEXES) await client.query(`DROP INDEX ${name}`)
  const names = new Map<string, string>()
  let after = 0
  let filled = 0
  for (;;) {
    const batch = await client.query<{ doc: number; json: string; first_seen_ms: number }>(
      'SELECT doc, json, first_seen_ms FROM ads WHERE doc > $1 ORDER BY doc LIMIT $2',
      [after, FILL_BATCH],
    )
    if (batch.rows.length === 0) break
    const rows = batch.rows.map(({ doc, json, first_seen_ms }) =>
      searchRow(adOfRow(json, first_seen_ms), doc, Number(first_seen_ms)),
    )
    for (const row of rows) names.set(row.advertiserId, row.advertiserName)
    await copyRows(client, `COPY search_current (${SEARCH_COLUMNS}) FROM STDIN`, rows.map(searchValues))
    after = batch.rows[batch.rows.length - 1]!.doc
    filled += rows.length
  }
  // Memory for the index builds below: a GIN build in the default 64 MB spills to disk many times.
  await client.query("SET LOCAL maintenance_work_mem = '512MB'")
  for (const { create } of CURRENT_INDEXES) await client.query(create)
  await nameAdvertisers(client, names)
  await client.query(
    `UPDATE search_advertisers a SET live_ads = c.ads
     FROM (SELECT advertiser_id, count(*) AS ads FROM search_current GROUP BY advertiser_id) AS c
     WHERE a.advertiser_id = c.advertiser_id`,
  )
  await client.query(
    `INSERT INTO search_values (facet, value, live)
     SELECT facet, value, count(*) FROM (
       SELECT 'platforms' AS facet, unnest(platforms) AS value FROM search_current
       UNION ALL SELECT 'formats', format FROM search_current
       UNION ALL SELECT 'niches', unnest(niches) FROM search_current
       UNION ALL SELECT 'countries', unnest(countries) FROM search_current
       UNION ALL SELECT 'languages', unnest(languages) FROM search_current
       UNION ALL SELECT 'hooks', unnest(hooks) FROM search_current
       UNION ALL SELECT 'offers', unnest(offers) FROM search_current
       UNION ALL SELECT 'cta_types', unnest(cta_types) FROM search_current
     ) AS all_values
     GROUP BY facet, value`,
  )
  await client.query(
    `INSERT INTO search_words (word, live)
     SELECT word, count(*) FROM search_current CROSS JOIN LATERAL unnest(words) AS word GROUP BY word`,
  )
  // No history yet: a traversal that began before this cannot be continued here.
  await client.query(
    `INSERT INTO search_totals (documents, length_sum, history_ms, history_from)
     SELECT count(*), coalesce(sum(len), 0), $1, $2 FROM search_current`,
    [historyMs, head],
  )
  await client.query('ANALYZE search_current')
  log(
    `Search tables filled: ${filled.toLocaleString('en')} ads in ${Math.round(performance.now() - started)} ms.`,
  )
  await makeBits(client, log, commonWordAds)
  return true
}

/** Makes the bitmaps of tables filled without them, and from then on has writers keep them. */
async function makeBits(
  client: pg.ClientBase,
  log: (line: string) => void,
  commonWordAds: number,
): Promise<void> {
  const started = performance.now()
  await client.query('UPDATE search_totals SET common_word_ads = $1', [commonWordAds])
  await fillBits(client)
  await fillStartDays(client)
  await client.query('UPDATE search_totals SET bits_kept = true')
  log(`Search bitmaps made in ${Math.round(performance.now() - started)} ms.`)
}
