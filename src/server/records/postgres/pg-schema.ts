import type { Migration } from 'kysely'
import {
  DATES_IN_INDEXES_STEP,
  DURATION_INDEXES_STEP,
  LENGTH_IN_KEY_STEP,
  SEARCH_BITS_STEP,
  SEARCH_BY_LENGTH_STEP,
  SEARCH_TABLES_STEP,
  TAGS_IN_SEARCH_STEP,
} from '../../pg-search/tables/search-schema'
import { ACCOUNTS_STEP_POSTGRES } from '../../workspace/accounts-schema'
import { API_KEYS_STEP } from '../../workspace/api-keys'
import {
  BOARD_SHARE_NOTES_STEP,
  BOARD_SHARES_STEP,
  BOARDS_STEP,
  SAVED_MEDIA_STEP_POSTGRES,
} from '../../workspace/boards'
import { INVITATIONS_STEP } from '../../workspace/invitations'
import { LIMITS_STEP } from '../../workspace/limits'
import { SAVED_COPIES_WITHOUT_NUL_STEP } from '../../workspace/saved-copies-without-nul'
import { WATCHING_STEP } from '../../workspace/watching'
import { statements } from '../migration-steps'
import { SEARCH_START_DAYS_STEP } from './search-start-days'

/**
 * The PostgreSQL schema, one named step at a time (Kysely's migrator records which ran). A step never
 * changes once released; a later one alters what it made.
 *
 * - `ads`: the current version of every ad, as JSON under its change position (`doc`).
 * - `feed`: one row holding the last change position. A writer locks it first and raises it as it
 *   commits, so writers take turns and positions become visible in commit order: a reader that sees
 *   `head` sees every position up to it (a sequence alone would not promise that).
 * - `ad_words`: each version's words (see word-vectors.ts) for phrase queries; kept for an hour after
 *   the version is replaced, as traversals that began before may still ask.
 * - `retired`: which version replaced which, for followers of the feed.
 * - `api_keys`, people and sessions, `invitations`, boards: see workspace/.
 * - `saved_media`: the media of saved ads, by the SHA-256 of their bytes (media/pg-media-store.ts).
 */
export const PG_MIGRATIONS: Record<string, Migration> = {
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
  '0002_api_keys': API_KEYS_STEP,
  '0003_accounts': ACCOUNTS_STEP_POSTGRES,
  '0004_invitations': INVITATIONS_STEP,
  '0005_limits': LIMITS_STEP,
  '0006_boards': BOARDS_STEP,
  '0007_board_shares': BOARD_SHARES_STEP,
  '0008_saved_media': SAVED_MEDIA_STEP_POSTGRES,
  // When each ad was first seen, kept beside its JSON so that new versions keep it (0: before this step).
  '0009_first_seen': statements('ALTER TABLE ads ADD COLUMN first_seen_ms bigint NOT NULL DEFAULT 0'),
  '0010_saved_searches_and_follows': WATCHING_STEP,
  // Kept only once a node searches in the database (ADS_SEARCH=postgres): search-schema.ts.
  '0011_search_tables': SEARCH_TABLES_STEP,
  '0012_search_by_duration': DURATION_INDEXES_STEP,
  '0013_search_bits': SEARCH_BITS_STEP,
  '0014_search_by_length': SEARCH_BY_LENGTH_STEP,
  '0015_dates_in_indexes': DATES_IN_INDEXES_STEP,
  '0016_length_in_key': LENGTH_IN_KEY_STEP,
  '0017_saved_copies_without_nul': SAVED_COPIES_WITHOUT_NUL_STEP,
  '0018_search_start_days': SEARCH_START_DAYS_STEP,
  '0019_board_share_notes': BOARD_SHARE_NOTES_STEP,
  // The version of the rules that tagged each ad's creative (0: stored before ads were tagged), so
  // that ads tagged by older rules are found, through the index, and tagged again.
  '0020_tags_version': statements(
    'ALTER TABLE ads ADD COLUMN tags_version integer NOT NULL DEFAULT 0',
    'CREATE INDEX ads_by_tags_version ON ads (tags_version)',
  ),
  '0021_tags_in_search': TAGS_IN_SEARCH_STEP,
}
