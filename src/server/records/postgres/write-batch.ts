import { type Kysely, sql } from 'kysely'
import type { StoredAd, WriteResult } from '../ad-records'
import { wordVector } from './word-vectors'

/** Replaced versions stay phrase-searchable this long, for traversals that began before the change. */
const PHRASE_HISTORY_MS = 60 * 60 * 1000

interface Version {
  position: number
  id: string
  json: string
  words: string
}

/**
 * One batch of ads written inside a transaction: new ones inserted, changed ones replacing their
 * current version (same result as writing them one by one, as the SQLite records do), identical
 * ones left alone. The feed's row is locked first, so concurrent writers take turns and the
 * positions handed out here become visible together, after every earlier one.
 */
export async function writeBatch(
  trx: Kysely<unknown>,
  ads: readonly StoredAd[],
  at: number,
): Promise<WriteResult> {
  const head = (await sql<{ head: number }>`SELECT head FROM feed FOR UPDATE`.execute(trx)).rows[0]!.head
  const ids = [...new Set(ads.map((ad) => ad.id))]
  const existing = await sql<{ id: string; doc: number; json: string }>`
    SELECT id, doc, json FROM ads WHERE id = ANY(${ids})`.execute(trx)
  const current = new Map(existing.rows.map((row) => [row.id, { position: row.doc, json: row.json }]))

  const result = { inserted: 0, updated: 0, unchanged: 0 }
  const written = new Map<number, Version>()
  const removed: number[] = []
  const retired: { at: number; position: number; id: string }[] = []
  let position = head
  for (const ad of ads) {
    const json = JSON.stringify({ ...ad, running_days: 0 })
    const before = current.get(ad.id)
    if (before?.json === json) {
      result.unchanged++
      continue
    }
    position++
    if (before) {
      // A version written earlier in this batch is simply not stored; its words stay, as in SQLite.
      if (before.position > head) written.get(before.position)!.json = ''
      else removed.push(before.position)
      retired.push({ at: position, position: before.position, id: ad.id })
      result.updated++
    } else result.inserted++
    written.set(position, { position, id: ad.id, json, words: wordVector(ad) })
    current.set(ad.id, { position, json })
  }
  if (position === head) return { ...result, head }

  const versions = [...written.values()]
  const stored = versions.filter((version) => version.json !== '')
  if (removed.length > 0) await sql`DELETE FROM ads WHERE doc = ANY(${removed})`.execute(trx)
  await sql`
    INSERT INTO ads (doc, id, json)
    SELECT * FROM unnest(${stored.map((v) => v.position)}::bigint[], ${stored.map((v) => v.id)}::text[],
                         ${stored.map((v) => v.json)}::text[])`.execute(trx)
  await sql`
    INSERT INTO ad_words (position, words)
    SELECT p, w::tsvector FROM unnest(${versions.map((v) => v.position)}::bigint[],
                                      ${versions.map((v) => v.words)}::text[]) AS t(p, w)`.execute(trx)
  if (retired.length > 0) {
    await sql`
      INSERT INTO retired (at, position, id, retired_ms)
      SELECT a, p, i, ${at}::bigint FROM unnest(${retired.map((r) => r.at)}::bigint[],
        ${retired.map((r) => r.position)}::bigint[], ${retired.map((r) => r.id)}::text[]) AS t(a, p, i)`.execute(
      trx,
    )
  }
  await sql`UPDATE feed SET head = ${position}`.execute(trx)
  await forgetOldPhrases(trx, at - PHRASE_HISTORY_MS)
  return { ...result, head: position }
}

/** Removes the words of versions replaced before `before`, a few thousand per write. */
async function forgetOldPhrases(trx: Kysely<unknown>, before: number): Promise<void> {
  const from = Number(
    (await sql<{ value: string }>`SELECT value FROM settings WHERE key = 'phrases_forgotten_to'`.execute(trx))
      .rows[0]?.value ?? 0,
  )
  const due = await sql<{ at: number; position: number }>`
    SELECT at, position FROM retired WHERE at > ${from} AND retired_ms < ${before} ORDER BY at LIMIT 5000`.execute(
    trx,
  )
  if (due.rows.length === 0) return
  await sql`DELETE FROM ad_words WHERE position = ANY(${due.rows.map((row) => row.position)})`.execute(trx)
  const to = String(due.rows[due.rows.length - 1]!.at)
  await sql`INSERT INTO settings (key, value) VALUES ('phrases_forgotten_to', ${to})
            ON CONFLICT (key) DO UPDATE SET value = excluded.value`.execute(trx)
}
