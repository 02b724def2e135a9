import { setImmediate as nextTurn } from 'node:timers/promises'
import type pg from 'pg'
import { searchRow } from '../../pg-search/tables/search-rows'
import { keepSearchTables } from '../../pg-search/tables/search-tables'
import { firstSeenOf, type StoredAd, storedForm, type WriteResult } from '../ad-records'
import type { CreativeTagger } from '../creative-tagging'
import { copyRows } from './copy-rows'
import { wordVector } from './word-vectors'

/** Replaced versions stay phrase-searchable this long, for traversals that began before the change. */
const PHRASE_HISTORY_MS = 60 * 60 * 1000

/** An ad as it will be written: its JSON and its words, worked out before the write waits its turn. */
export interface PreparedAd {
  id: string
  json: string
  words: string
  /** When the ad says it was first seen (an export of another index), if it says so. */
  givenSeenMs: number | undefined
  /** The ad itself, for the search tables' row (only made when they are kept). */
  ad: StoredAd
  /** The version of the rules that tagged it (creative-tagging.ts). */
  tagsVersion: number
}

const prepareAd = (given: StoredAd, tagger: CreativeTagger): PreparedAd => {
  // The ad as stored: its id, words and search row come from it, so none holds a NUL.
  const { ad, json, givenSeenMs, tagsVersion } = storedForm(given, tagger)
  return { id: ad.id, ad, json, givenSeenMs, tagsVersion, words: wordVector(ad) }
}

/** Ads prepared between which the write in flight may take its next step. */
const SLICE = 500

/**
 * Prepares ads a slice at a time, letting other work run in between: the write in flight needs this
 * process for each of its round trips, and would otherwise wait for the whole batch to be prepared.
 */
export async function prepareAds(ads: readonly StoredAd[], tagger: CreativeTagger): Promise<PreparedAd[]> {
  const prepared: PreparedAd[] = []
  for (let from = 0; from < ads.length; from += SLICE) {
    if (from > 0) await nextTurn()
    for (const ad of ads.slice(from, from + SLICE)) prepared.push(prepareAd(ad, tagger))
  }
  return prepared
}

interface Version extends PreparedAd {
  position: number
  firstSeenMs: number
  /** False for a version replaced later in the same batch: only its words are kept. */
  stored: boolean
}

/**
 * One batch of ads written inside the client's open transaction: new ones inserted, changed ones
 * replacing their current version (the same result as writing them one by one, as the SQLite records
 * do), identical ones left alone. The feed's row is locked first, so concurrent writers take turns and
 * the positions handed out here become visible together, after every earlier one. Rows go in by COPY,
 * PostgreSQL's fastest way in.
 */
export async function writeBatch(
  client: pg.ClientBase,
  ads: readonly PreparedAd[],
  at: number,
  /** Identical ones written again too, at new positions (compact-positions.ts). */
  again = false,
): Promise<WriteResult> {
  const head = (await client.query<{ head: number }>('SELECT head FROM feed FOR UPDATE')).rows[0]!.head
  const ids = [...new Set(ads.map((ad) => ad.id))]
  const existing = await client.query<{
    id: string
    doc: number
    json: string
    first_seen_ms: string
    tags_version: number
  }>('SELECT id, doc, json, first_seen_ms, tags_version FROM ads WHERE id = ANY($1)', [ids])
  const current = new Map(
    existing.rows.map((row) => [
      row.id,
      {
        position: row.doc,
        json: row.json,
        firstSeenMs: Number(row.first_seen_ms),
        tagsVersion: row.tags_version,
      },
    ]),
  )

  const result = { inserted: 0, updated: 0, unchanged: 0 }
  const written = new Map<number, Version>()
  const removed: number[] = []
  const retired: { at: number; position: number; id: string }[] = []
  /** Ads tagged again by newer rules that found the same: only the rules' version changes. */
  const retagged = new Map<number, number>()
  let position = head
  for (const ad of ads) {
    const before = current.get(ad.id)
    if (before?.json === ad.json && !again) {
      if (before.tagsVersion < ad.tagsVersion) {
        retagged.set(before.position, ad.tagsVersion)
        before.tagsVersion = ad.tagsVersion
      }
      result.unchanged++
      continue
    }
    position++
    if (before) {
      if (before.position > head) written.get(before.position)!.stored = false
      else removed.push(before.position)
      retired.push({ at: position, position: before.position, id: ad.id })
      result.updated++
    } else result.inserted++
    // A new version of a known ad keeps the time its first version was seen.
    const firstSeenMs = before ? before.firstSeenMs : firstSeenOf(ad.givenSeenMs, at)
    written.set(position, { ...ad, position, firstSeenMs, stored: true })
    current.set(ad.id, { position, json: ad.json, firstSeenMs, tagsVersion: ad.tagsVersion })
  }
  // Only versions already stored: one written in this batch has its version in its row.
  const stillStored = [...retagged].filter(([doc]) => doc <= head)
  if (stillStored.length > 0) {
    await client.query(
      'UPDATE ads SET tags_version = t.version FROM unnest($1::bigint[], $2::int[]) AS t(doc, version) WHERE ads.doc = t.doc',
      [stillStored.map(([doc]) => doc), stillStored.map(([, version]) => version)],
    )
  }
  if (position === head) return { ...result, head }

  const versions = [...written.values()]
  if (removed.length > 0) await client.query('DELETE FROM ads WHERE doc = ANY($1)', [removed])
  const stored = versions.filter((v) => v.stored)
  await copyRows(
    client,
    'COPY ads (doc, id, json, first_seen_ms, tags_version) FROM STDIN',
    stored.map((v) => [v.position, v.id, v.json, v.firstSeenMs, v.tagsVersion]),
  )
  await copyRows(
    client,
    'COPY ad_words (position, words) FROM STDIN',
    versions.map((v) => [v.position, v.words]),
  )
  await copyRows(
    client,
    'COPY retired (at, position, id, retired_ms) FROM STDIN',
    retired.map((r) => [r.at, r.position, r.id, at]),
  )
  // A version replaced within this write was never seen by anyone: the search tables skip it.
  await keepSearchTables(client, {
    head,
    at,
    rows: () => stored.map((v) => searchRow(v.ad, v.position, v.firstSeenMs)),
    replaced: retired.filter((r) => r.position <= head),
  })
  await client.query('UPDATE feed SET head = $1', [position])
  await forgetOldPhrases(client, at - PHRASE_HISTORY_MS)
  return { ...result, head: position }
}

/** Removes the words of versions replaced before `before`, a few thousand per write. */
async function forgetOldPhrases(client: pg.ClientBase, before: number): Promise<void> {
  const from = Number(
    (await client.query<{ value: string }>("SELECT value FROM settings WHERE key = 'phrases_forgotten_to'"))
      .rows[0]?.value ?? 0,
  )
  const due = await client.query<{ at: number; position: number }>(
    'SELECT at, position FROM retired WHERE at > $1 AND retired_ms < $2 ORDER BY at LIMIT 5000',
    [from, before],
  )
  if (due.rows.length === 0) return
  await client.query('DELETE FROM ad_words WHERE position = ANY($1)', [due.rows.map((row) => row.position)])
  await client.query(
    `INSERT INTO settings (key, value) VALUES ('phrases_forgotten_to', $1)
     ON CONFLICT (key) DO UPDATE SET value = excluded.value`,
    [String(due.rows[due.rows.length - 1]!.at)],
  )
}
