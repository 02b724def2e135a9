import {
  DATES_IN_INDEXES_STEP,
  DURATION_INDEXES_STEP,
  LENGTH_IN_KEY_STEP,
  SEARCH_BITS_STEP,
  SEARCH_BY_LENGTH_STEP,
  SEARCH_TABLES_STEP,
  TAGS_IN_SEARCH_STEP,
} from '../../pg-search/tables/search-schema'
import { type MigrationSteps, statements } from '../migration-steps'
import { SEARCH_START_DAYS_STEP } from './search-start-days'

/**
 * The ads' steps of the PostgreSQL schema (Kysely's migrator records which ran), with the workspace's
 * between them (server/schema/ puts the two together; the numbers in the names give the order). A
 * step never changes once released; a later one alters what it made.
 *
 * - `ads`: the current version of every ad, as JSON under its change position (`doc`).
 * - `feed`: one row holding the last change position. A writer locks it first and raises it as it
 *   commits, so writers take turns and positions become visible in commit order: a reader that sees
 *   `head` sees every position up to it (a sequence alone would not promise that).
 * - `ad_words`: each version's words (see word-vectors.ts) for phrase queries; kept for an hour after
 *   the version is replaced, as traversals that began before may still ask.
 * - `retired`: which version replaced which, for followers of the feed.
 * - the search tables, kept only once a node searches in the database (ADS_SEARCH=postgres):
 *   pg-search/tables/search-schema.ts.
 * - `api_keys`, people and sessions, `invitations`, boards, `saved_media`: the workspace's steps.
 */
export const POSTGRES_AD_STEPS: MigrationSteps = {
  '0001_ads_and_feed': statements(
    'CREATE TABLE ads (doc bigint PRIMARY KEY, id text NOT NULL UNIQUE, json text NOT NULL)',
    `CREATE TABLE feed (
       only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
       head bigint NOT NULL
     )`,
    'INSERT INTO feed (head) VALUES (0)',
    'CREATE TABLE ad_words (position bigint PRIMARY KEY, words tsvector NOT NULL)',
    'CREATE INDEX ad_words_words ON ad_words USING gin (words)',
    `CREATE TABLE retired (
       at bigint PRIMARY KEY,
       position bigint NOT NULL,
       id text NOT NULL,
       retired_ms bigint NOT NULL
     )`,
    'CREATE INDEX retired_by_position ON retired (position)',
    'CREATE TABLE catalogue (id integer PRIMARY KEY CHECK (id = 1), json text NOT NULL)',
    'CREATE TABLE settings (key text PRIMARY KEY, value text NOT NULL)',
    `INSERT INTO settings (key, value)
       VALUES ('store_id', md5(random()::text || clock_timestamp()::text))`,
  ),
  // When each ad was first seen, kept beside its JSON so that new versions keep it (0: before this step).
  '0009_first_seen': statements('ALTER TABLE ads ADD COLUMN first_seen_ms bigint NOT NULL DEFAULT 0'),
  '0011_search_tables': SEARCH_TABLES_STEP,
  '0012_search_by_duration': DURATION_INDEXES_STEP,
  '0013_search_bits': SEARCH_BITS_STEP,
  '0014_search_by_length': SEARCH_BY_LENGTH_STEP,
  '0015_dates_in_indexes': DATES_IN_INDEXES_STEP,
  '0016_length_in_key': LENGTH_IN_KEY_STEP,
  '0018_search_start_days': SEARCH_START_DAYS_STEP,
  // The version of the rules that tagged each ad's creative (0: stored before ads were tagged), so
  // that ads tagged by older rules are found, through the index, and tagged again.
  '0020_tags_version': statements(
    'ALTER TABLE ads ADD COLUMN tags_version integer NOT NULL DEFAULT 0',
    'CREATE INDEX ads_by_tags_version ON ads (tags_version)',
  ),
  '0021_tags_in_search': TAGS_IN_SEARCH_STEP,
}
