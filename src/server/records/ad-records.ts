import type { Kysely } from 'kysely'
import type { Ad } from '../../contract/ad'
import { type CreativeTagger, withCreativeTags } from './creative-tagging'
import { mayHoldNul, withoutNul } from './nul-characters'

/**
 * An ad as the records keep it: the contract's Ad without `running_days`, which changes every day an
 * ad runs and is not kept: the search engines count it when they read an ad (`asOf`, which gives the
 * Ad a client sees), so the compiler refuses a stored ad where a client's is due. Media and service
 * links of generated ads may be paths on this server (`/media/...`), made absolute when a response is
 * written. Beside it the records keep when the ad was first seen (given back as `first_seen_at`) and
 * the version of the rules that tagged it (creative-tagging.ts), which no reader needs. Any Ad may be
 * written: the running days it carries are not kept (its JSON holds 0 there).
 */
export type StoredAd = Omit<Ad, 'running_days'>

/** A version of an ad and the change position that wrote it. Positions grow in commit order. */
export interface RecordedAd {
  position: number
  ad: StoredAd
}

/** The changes after one position: versions written, versions they replaced, and where the run ends. */
export interface ChangeRun {
  added: RecordedAd[]
  /** `position` was replaced by the version written at `at`. */
  retired: { position: number; at: number }[]
  /** Every change up to here is in this run or an earlier one. */
  upTo: number
}

export interface WriteResult {
  inserted: number
  updated: number
  unchanged: number
  /** The change position after the write. */
  head: number
}

/** The small shop and email catalogue behind the facets that do not count ads (spec 4.6). */
export interface Catalogue {
  shops: { id: string; platform: string; apps: string[]; technologies: string[]; theme: string }[]
  emails: { id: string; campaign_type: string; promotion_type: string }[]
  /** Display labels of the catalogue's value slugs (`shopify` -> `Shopify`). */
  labels: Record<string, string>
}

export const EMPTY_CATALOGUE: Catalogue = { shops: [], emails: [], labels: {} }

/**
 * An ad as a store keeps it: its JSON without the derived `running_days` and without `first_seen_at`,
 * which the store keeps beside it (so that a new version keeps the time its ad was first seen, and
 * writing an ad again unchanged changes nothing). `givenSeenMs` is the time the ad itself gives, if
 * any: an export of another index carries it, and it is kept when the ad is new here. `ad` is the ad
 * the store keeps: without NUL characters (nul-characters.ts), whichever way it came, tagged by
 * `tagger`'s rules (creative-tagging.ts), whose version the store keeps beside it as `tagsVersion`;
 * an ad tagged by the same version in this process (`taggedHere`) keeps the tags it carries.
 */
export function storedForm(
  given: StoredAd,
  tagger: CreativeTagger,
): { ad: StoredAd; json: string; givenSeenMs: number | undefined; tagsVersion: number } {
  // Evidence is words of the ad, so taking NULs out of both after keeps it words of the ad as stored.
  let ad = withCreativeTags(given, tagger)
  let json = jsonOf(ad)
  if (mayHoldNul(json)) {
    ad = withoutNul(ad)
    json = jsonOf(ad)
  }
  const seen = ad.first_seen_at === undefined ? Number.NaN : Date.parse(ad.first_seen_at)
  return { ad, json, givenSeenMs: Number.isFinite(seen) ? seen : undefined, tagsVersion: tagger.version }
}

function jsonOf(ad: StoredAd): string {
  const { first_seen_at: _, ...rest } = ad
  return JSON.stringify({ ...rest, running_days: 0 })
}

/** When an ad new to the store was first seen: the time it gives, but never later than now. */
export const firstSeenOf = (givenSeenMs: number | undefined, now: number) =>
  givenSeenMs === undefined ? now : Math.min(givenSeenMs, now)

/**
 * The ad of a stored row, with the time it was first seen (0: before stores kept that time); without
 * the NUL characters a store may hold from before they were taken out on the way in.
 */
export function adOfRow(json: string, firstSeenMs: number | string): StoredAd {
  const parsed = JSON.parse(json) as StoredAd
  const ad = mayHoldNul(json) ? withoutNul(parsed) : parsed
  const seen = Number(firstSeenMs)
  if (seen > 0) ad.first_seen_at = new Date(seen).toISOString()
  return ad
}

/**
 * Persistence of the ads: a store of record that knows nothing of searching. Every committed write
 * gets a change position; readers follow the change feed from any position they have seen.
 */
export interface AdRecords {
  /** Made when the store was created: an index snapshot of another store is never trusted. */
  readonly storeId: string
  /** Where the records live, for messages (a file, or a database without its password). */
  readonly location: string
  /** The position of the last committed change; 0 for a new store. */
  head(): Promise<number>
  /** Every current ad up to `upTo`, in position order, a batch at a time. */
  scan(upTo: number, batchSize: number): AsyncIterable<RecordedAd[]>
  /** The changes after `after`, at most `limit` new versions of them. */
  changes(after: number, limit: number): Promise<ChangeRun>
  /**
   * The ads whose versions were written at these positions, in the same order: a version replaced
   * since is answered with the ad's current version; an ad that is gone, with undefined.
   */
  adsAt(positions: readonly number[]): Promise<(StoredAd | undefined)[]>
  /** The current version of one ad. */
  adById(id: string): Promise<StoredAd | undefined>
  /** Positions of versions (current, or replaced within the last hour) whose text holds the words in this order. */
  phrase(words: readonly string[]): Promise<number[]>
  /**
   * Inserts new ads and replaces changed ones (by id), in one transaction; identical ones change nothing.
   * Writes through one records object are applied in the order they were called, also when a caller
   * starts the next before the last has finished (to prepare one batch while the store writes another).
   */
  write(ads: readonly StoredAd[]): Promise<WriteResult>
  /** The version of the rules this store tags ads by as it writes them (creative-tagging.ts). */
  readonly tagsVersion: number
  /** How many ads were tagged by older rules than this store's (or before ads were tagged). */
  staleTags(): Promise<number>
  /**
   * Tags again up to `limit` of the ads tagged by older rules, in one write: an ad whose tags change
   * gets a new version (which searches follow like any other), one whose tags stay only its version.
   * In the writers' turn, so a version written meanwhile is never overwritten by an older one.
   */
  retag(limit: number): Promise<WriteResult>
  /**
   * Writes again up to `limit` ads of the positions a large re-write left sparse, so that a search
   * over positions spans only those in use; run after a re-tag. Only stores whose search walks
   * positions have it (PostgreSQL's: postgres/compact-positions.ts).
   */
  compactPositions?(limit: number): Promise<WriteResult>
  catalogue(): Promise<Catalogue>
  replaceCatalogue(catalogue: Catalogue): Promise<void>
  count(): Promise<number>
  /** Small named values the server keeps beside the ads (how far seeding got, say). */
  setting(key: string): Promise<string | undefined>
  saveSetting(key: string, value: string | undefined): Promise<void>
  /** Sets `key` to `value` unless it has a value; returns the value it holds, the same for every process. */
  settingOnce(key: string, value: string): Promise<string>
  /**
   * Calls `onChange` soon after any process commits a write, where the store can say so (PostgreSQL's
   * LISTEN); resolves with a function that stops it. Followers poll the feed besides.
   */
  watch?(onChange: () => void): Promise<() => Promise<void>>
  /**
   * The store's connection, for the workspace's tables (people and sessions, API keys, boards:
   * workspace/), kept in the same store so that every node sees the same ones.
   */
  readonly connection: StoreConnection
  close(): Promise<void>
}

/** A Kysely over the store's own connection, and which SQL it speaks. */
export interface StoreConnection {
  db: Kysely<unknown>
  type: 'sqlite' | 'postgres'
}

/** Another process holds the write lock for longer than this one would wait. */
export class WriterBusyError extends Error {}

/** The store's files cannot be read as a store: named, with what to do about it. */
export class DamagedStoreError extends Error {}
