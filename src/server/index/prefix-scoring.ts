import type { TextStats } from '../search-core/bm25'

/**
 * When the last keyword's expansions rank (decision 0015). A prefix scores the best word it expands
 * to (decision 0014), but one that expands to many words says too little to rank by, and costs the
 * search inside PostgreSQL a class of matches per frequent word and a read of every row holding a
 * rare one: at a million ads "co" (53 frequent words of 1,825) took 44-57 s by relevance, "pro" (23
 * of 111) 4 s, "zen" (none of 1,209) 0.7-1.1 s. Such a prefix still matches; it adds nothing to the
 * score, and a search of it alone lists the newest first, as a search without keywords does.
 */

/** More frequent expansions than this, and the prefix is not scored: 64 classes of matches at most. */
export const MOST_FREQUENT_EXPANSIONS = 16
/** More expansions in all than this, and the prefix is not scored. */
export const MOST_EXPANSIONS = 1_000
/** An expansion is frequent when held by at least one ad in this many (1,000 at a million ads). */
export const FREQUENT_SHARE = 1_000

/**
 * Whether a prefix adds to the score, from its expansions' frequencies in the traversal's snapshot:
 * both engines decide from the same numbers, those their idf comes from, on every page alike.
 */
export function scoresPrefix(frequencies: Iterable<number>, stats: TextStats): boolean {
  let held = 0
  let frequent = 0
  for (const frequency of frequencies) {
    if (frequency <= 0) continue
    held++
    if (frequency * FREQUENT_SHARE >= stats.documents) frequent++
  }
  return frequent <= MOST_FREQUENT_EXPANSIONS && held <= MOST_EXPANSIONS
}
