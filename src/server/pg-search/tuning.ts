import type { SlotLimits } from './search-slots'

/**
 * Every threshold that steers the search inside PostgreSQL, in one place: which plan a search takes
 * (plans/choose-plan.ts) and how far a plan goes before it gives up for a broader one. None changes
 * an answer, only how it is found; the figures quoted are from a million ads (bench/results/
 * postgres-search-history.md).
 */
export interface Tuning {
  /**
   * sortFew: a page by date sorts the matches read from the bitmaps when they are this many or
   * fewer, rather than walk a date index. Sorting 20,000 looked up by position took 28 ms; a walk
   * can pass hundreds of thousands of rows when the matches lie at its far end (2.5 s).
   */
  sortUpTo: number
  /**
   * rareWordsByDate: a rare word's rows, read through the word index, are sorted by date when they
   * are this many or fewer; more, and a walk along the date index finds a page sooner.
   */
  rareRowsUpTo: number
  /**
   * scoreHere: a page by relevance that walks cannot rank reads and scores this many matches or
   * fewer here (some 10 µs a row, against 15–90 µs for the score as SQL).
   */
  scoreHereUpTo: number
  /** relevanceWalks: more classes of matches than this cost more than they save. */
  mostClasses: number
  /** relevanceWalks: rare words named in one tsquery, at most (a prefix's rare expansions). */
  mostRareWords: number
  /** relevanceWalks: rows read whole (holding a rare word, or a common one OFTEN times), at most. */
  mostReadWhole: number
  /**
   * relevanceWalks: a class with at most this many matches is looked up by position rather than
   * walked. Undefined: from the page size and the number of ads (`lookUpToFor`).
   */
  lookUpTo: number | undefined
  /**
   * relevanceWalks: a lookup by position costs as much as walking this many entries of the length
   * index (2.0–2.4 µs against 0.12–0.18 µs an entry).
   */
  lookupEntries: number
  /** relevanceWalks: classes of more matches are never looked up: listing them costs memory and time. */
  mostLookedUp: number
  /**
   * Prefix expansions named one by one in a tsquery; with more, the prefix itself is looked up
   * ("co": 1,772 words, 0.24–0.5 s named against 1.4–2.1 s as one OR).
   */
  mostNamedExpansions: number
  /** Words a score looks up one by one (an array look-up each); with more, the row's words are looked up. */
  mostScoredOneByOne: number
  /**
   * sortFew's matches are first walked for along the date index, up to as many entries as their
   * lookups would cost (`lookupEntries` a match), when spread evenly they would fill the page
   * within this fraction of that: a word under a country, 14,000 matches, took 20–28 ms sorted and
   * some 3 ms walked. Should the walk not fill the page (the matches lie at the far end of the
   * order), they are sorted after all, the walk having cost at most as much again.
   */
  walkFirstShare: number
}

export const TUNING: Tuning = {
  sortUpTo: 20_000,
  rareRowsUpTo: 20_000,
  scoreHereUpTo: 50_000,
  mostClasses: 64,
  mostRareWords: 20_000,
  mostReadWhole: 50_000,
  lookUpTo: undefined,
  lookupEntries: 15,
  mostLookedUp: 25_000,
  mostNamedExpansions: 20_000,
  mostScoredOneByOne: 8,
  walkFirstShare: 0.25,
}

/**
 * Classes of at most this many matches are looked up: a walk passes over about
 * `count × documents / matches` index entries, and a lookup costs `lookupEntries` of them a match.
 */
export const lookUpToFor = (tuning: Tuning, count: number, documents: number) =>
  tuning.lookUpTo ?? Math.ceil(Math.sqrt((count * documents) / tuning.lookupEntries))

/**
 * How many entries of the date index sortFew's `total` matches are walked for first, when a page
 * of `pageRows` is expected within `walkFirstShare` of them; undefined when it is not (few matches
 * far apart: sorting them costs less).
 */
export function walkFirstUpTo(
  tuning: Tuning,
  { total, pageRows, documents }: { total: number; pageRows: number; documents: number },
): number | undefined {
  const upTo = total * tuning.lookupEntries
  const expected = (pageRows * documents) / Math.max(1, total)
  return total >= pageRows && expected <= upTo * tuning.walkFirstShare ? upTo : undefined
}

/**
 * A word gets bitmaps once this many current ads hold it, and keeps them. Below that its rows are
 * fewer than a bitmap's chunks cost to read; above it, reading each row (a random page of a large
 * table) is what makes a count slow: at a million ads a word in 20,000 took 190–1,000 ms by rows.
 */
export const COMMON_WORD_ADS = 1_000

/** How long a replaced version stays searchable for traversals that began before it was replaced. */
export const DEFAULT_HISTORY_MS = 600_000

/** ADS_SEARCH_TIMEOUT_MS's default. */
export const DEFAULT_SEARCH_TIMEOUT_MS = 5_000

/**
 * ADS_SEARCH_CONCURRENCY, ADS_SEARCH_QUEUE and ADS_SEARCH_QUEUE_MS's defaults: three searches at
 * once, the store's four connections less one for sign-ins, keys and limits; sixteen more waiting
 * a second at most.
 */
export const DEFAULT_SEARCH_SLOTS: SlotLimits = { running: 3, waiting: 16, waitMs: 1_000 }
