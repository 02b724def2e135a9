import { statements } from '../../records/migration-steps'

/**
 * The tables the search inside PostgreSQL reads (`ADS_SEARCH=postgres`). They stay empty, and cost
 * writers nothing, until a node that searches in the database first opens the store and fills them
 * (search-tables.ts); from then on every writer keeps them in the same transaction as the ads.
 *
 * - `search_current`: one row per current ad version, under its change position, with what the
 *   filters, sorts and scores read (search-rows.ts).
 * - `search_history`: versions replaced within the last `history_ms`, with the position that
 *   replaced them (`retired_at`), so that a traversal that began before sees them as they were.
 * - `search_totals`: its one row says the tables are kept, and holds what BM25 needs of the
 *   collection (current ads and the sum of their lengths), how long history is kept, and the first
 *   position a traversal may still start from (`history_from`).
 * - `search_values`: how many current ads carry each value of each list filter: global facets.
 * - `search_advertisers`: each advertiser's latest name (folded for lookup) and its current ads.
 * - `search_words`: how many current ads hold each word (BM25's document frequency), in byte order
 *   so that a prefix is a range.
 */
/** The indexes of `search_current` made with it. */
const FIRST_INDEXES = [
  { name: 'search_current_ad', create: 'CREATE UNIQUE INDEX search_current_ad ON search_current (ad_id)' },
  {
    name: 'search_current_started',
    create: 'CREATE INDEX search_current_started ON search_current (started_ms, position)',
  },
  {
    name: 'search_current_advertiser',
    create: 'CREATE INDEX search_current_advertiser ON search_current (advertiser_id, started_ms)',
  },
  {
    name: 'search_current_host',
    create: 'CREATE INDEX search_current_host ON search_current (host text_pattern_ops)',
  },
  {
    name: 'search_current_doc',
    create: 'CREATE INDEX search_current_doc ON search_current USING gin (doc) WITH (fastupdate = off)',
  },
]

export const SEARCH_TABLES_STEP = statements(
  `CREATE TABLE search_current (
     position bigint PRIMARY KEY,
     ad_id text NOT NULL,
     advertiser_id text NOT NULL,
     host text NOT NULL,
     format text NOT NULL,
     platforms text[] NOT NULL,
     niches text[] NOT NULL,
     countries text[] NOT NULL,
     languages text[] NOT NULL,
     cta text NOT NULL,
     is_active boolean NOT NULL,
     started_ms bigint NOT NULL,
     ended_ms bigint,
     first_seen_ms bigint NOT NULL,
     len integer NOT NULL,
     words text[] NOT NULL,
     counts smallint[] NOT NULL,
     doc tsvector NOT NULL
   )`,
  ...FIRST_INDEXES.map(({ create }) => create),
  `CREATE TABLE search_history (
     LIKE search_current,
     retired_at bigint NOT NULL,
     retired_ms bigint NOT NULL,
     PRIMARY KEY (position)
   )`,
  'CREATE INDEX search_history_retired ON search_history (retired_at)',
  `CREATE TABLE search_totals (
     only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
     documents bigint NOT NULL,
     length_sum bigint NOT NULL,
     history_ms bigint NOT NULL,
     history_from bigint NOT NULL
   )`,
  `CREATE TABLE search_values (
     facet text NOT NULL,
     value text NOT NULL,
     live integer NOT NULL,
     PRIMARY KEY (facet, value)
   )`,
  `CREATE TABLE search_advertisers (
     advertiser_id text PRIMARY KEY,
     name text NOT NULL,
     folded_name text NOT NULL,
     name_words text NOT NULL,
     live_ads integer NOT NULL
   )`,
  `CREATE TABLE search_words (
     word text COLLATE "C" PRIMARY KEY,
     live integer NOT NULL
   )`,
)

/**
 * "Longest running" as walks instead of a sort of every match: running ads by start (the earliest
 * has run longest), stopped ones by how long they ran, each with its tie.
 */
const DURATION_INDEXES = [
  {
    name: 'search_current_running',
    create:
      'CREATE INDEX IF NOT EXISTS search_current_running ON search_current (started_ms, position) WHERE ended_ms IS NULL',
  },
  {
    name: 'search_current_stopped',
    create:
      'CREATE INDEX IF NOT EXISTS search_current_stopped ON search_current ((-greatest(0, ended_ms - started_ms)), position) INCLUDE (started_ms, ended_ms) WHERE ended_ms IS NOT NULL',
  },
]

/**
 * Ads whose end is set after the clock: the only ones started within the last `n` days that can
 * have run `n` days, so that a page by newest under a running-days filter walks from the cutoff.
 */
const ENDING_INDEXES = [
  {
    name: 'search_current_ending',
    create:
      'CREATE INDEX IF NOT EXISTS search_current_ending ON search_current (ended_ms) WHERE ended_ms IS NOT NULL',
  },
]

export const DURATION_INDEXES_STEP = statements(
  DURATION_INDEXES[0]!.create,
  // As first made; DATES_IN_INDEXES_STEP makes it again with the dates.
  'CREATE INDEX IF NOT EXISTS search_current_stopped ON search_current ((-greatest(0, ended_ms - started_ms)), position) WHERE ended_ms IS NOT NULL',
)

/**
 * Bitmaps of the versions carrying each filter value and each common word (search-bits.ts), so
 * that totals and facet counts need not read every matching row. `search_totals.bits_kept` says
 * they are made (tables filled before this step get them when a node next opens the store), and
 * `common_word_ads` how many ads must hold a word for it to get bitmaps.
 */
export const SEARCH_BITS_STEP = statements(
  `CREATE TABLE search_bits (
     kind text COLLATE "C" NOT NULL,
     value text COLLATE "C" NOT NULL,
     chunk integer NOT NULL,
     bits bit(65536) NOT NULL,
     PRIMARY KEY (kind, value, chunk)
   )`,
  'ALTER TABLE search_words ADD COLUMN dense boolean NOT NULL DEFAULT false',
  'ALTER TABLE search_totals ADD COLUMN bits_kept boolean NOT NULL DEFAULT false',
  'ALTER TABLE search_totals ADD COLUMN common_word_ads integer NOT NULL DEFAULT 1000',
)

/**
 * Ranking by relevance as walks by length (pg-search/relevance-walks.ts): among versions holding each
 * query word as many times, the shorter scores higher, and among equals the later position comes
 * first. The walk reads the index alone, so it holds the position itself. The common words'
 * bitmaps by count (search-bits.ts) are made by filling the bitmaps again.
 */
const LENGTH_INDEXES = [
  {
    name: 'search_current_length',
    create: 'CREATE INDEX IF NOT EXISTS search_current_length ON search_current (len, position DESC)',
  },
]

export const SEARCH_BY_LENGTH_STEP = statements(
  ...LENGTH_INDEXES.map(({ create }) => create),
  'UPDATE search_totals SET bits_kept = false',
)

/**
 * The indexes of `search_current`, by name: filling the table for the first time drops them and
 * makes them again after (one sort each instead of a million inserts into each).
 */
export const CURRENT_INDEXES = [...FIRST_INDEXES, ...DURATION_INDEXES, ...LENGTH_INDEXES, ...ENDING_INDEXES]

/**
 * The dates beside the position in the primary key, so that a date page over few matches looks
 * them up and sorts them from the index alone (pg-search/few-matches.ts); and in the index of
 * stopped ads by how long they ran, whose walk read every row it passed from the table (PostgreSQL
 * reads an index alone only when it holds every column the query names, not just the expression).
 * And the index of ends, ENDING_INDEXES.
 */
export const DATES_IN_INDEXES_STEP = statements(
  `ALTER TABLE search_current DROP CONSTRAINT search_current_pkey,
     ADD CONSTRAINT search_current_pkey PRIMARY KEY (position) INCLUDE (started_ms, ended_ms)`,
  'DROP INDEX search_current_stopped',
  DURATION_INDEXES[1]!.create,
  ...ENDING_INDEXES.map(({ create }) => create),
)

/**
 * The length beside the position in the primary key too, so that ranking by relevance looks up the
 * lengths of a class's few matches from the index alone (pg-search/relevance-lookups.ts) instead
 * of walking the length index past every shorter version for none of them.
 */
export const LENGTH_IN_KEY_STEP = statements(
  `ALTER TABLE search_current DROP CONSTRAINT search_current_pkey,
     ADD CONSTRAINT search_current_pkey PRIMARY KEY (position) INCLUDE (started_ms, ended_ms, len)`,
)

/**
 * The creative breakdown's tags (contract/creative-tags.ts), one column per family, last in both
 * tables (search-rows.ts names every column it writes). Empty for the rows already there: their ads
 * were stored before tags were, and the background re-tagging writes them again, tagged.
 */
export const TAGS_IN_SEARCH_STEP = statements(
  ...['search_current', 'search_history'].map(
    (table) =>
      `ALTER TABLE ${table} ADD COLUMN hooks text[] NOT NULL DEFAULT '{}',
         ADD COLUMN offers text[] NOT NULL DEFAULT '{}',
         ADD COLUMN cta_types text[] NOT NULL DEFAULT '{}'`,
  ),
)
