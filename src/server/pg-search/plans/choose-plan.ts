import type { Sort } from '../../../contract/enums'
import { type Tuning, walkFirstUpTo } from '../tuning'

/**
 * The ways a page is made (README.md "Plans"), each with one executor in this folder:
 * - noMatches: the bitmaps counted no match, no page to look for;
 * - sortFew: the matches read from the bitmaps and sorted by date;
 * - dateWalkOnBits: a walk along a date index, testing each entry's bit in the matches' bitmaps;
 * - rareWordsByDate: a rare word's rows, found by the word index, sorted by date;
 * - dateWalk: a walk along a date index, testing each row it passes;
 * - relevanceWalks: walks along the length index, one per class of matches;
 * - scoreHere: every match read and scored here;
 * - scoreInSql: every match scored by PostgreSQL.
 */
export const PLAN_NAMES = [
  'noMatches',
  'sortFew',
  'dateWalkOnBits',
  'rareWordsByDate',
  'dateWalk',
  'relevanceWalks',
  'scoreHere',
  'scoreInSql',
] as const
export type PlanName = (typeof PLAN_NAMES)[number]

/** A plan chosen, and why, in words a reader of a log or a Server-Timing header follows. */
export interface Plan {
  name: PlanName
  reason: string
}

/** What a plan is chosen by: the search analysed (search-context.ts), nothing of the rows yet. */
export interface SearchFacts {
  sort: Sort
  /** Nothing was written since the traversal's first page: the bitmaps hold what it sees. */
  unchanged: boolean
  /** The traversal's matches. */
  total: number
  /** One more than the page's size: the rows a page looks for. */
  pageRows: number
  /** Current ads: how far apart the matches lie along an order when spread evenly. */
  documents: number
  /**
   * The order is one date index walked alone: newest or oldest, and no running days counted back
   * from the clock (those walk two ranges, and longest running three indexes).
   */
  oneDateWalk: boolean
  /** The parts of the search (match-parts.ts), only when unchanged. */
  parts: number
  /** Every part has bitmaps: the matches can be read as bitmaps. */
  partsInBits: boolean
  /** There are words to rank by: the page is by relevance. */
  byRelevance: boolean
  /** The scored words with bitmaps, and without. */
  commonWords: number
  rareWords: number
  /** The classes of matches a ranking by walks sorts them into. */
  classes: number
  /** A word the keywords ask for has no bitmap (word-facts.ts asksRareWord). */
  asksRareWord: boolean
  /** Plans that ran and gave up on this search, each with why: chosen no more. */
  refused: Partial<Record<PlanName, string>>
}

/** The plan for a page: pure, so that every choice can be tested and explained. */
export function choosePlan(facts: SearchFacts, tuning: Tuning): Plan {
  const matches = `${count(facts.total)} matches`
  if (facts.unchanged && facts.total === 0) return { name: 'noMatches', reason: 'the bitmaps count none' }
  if (facts.byRelevance) return relevancePlan(facts, tuning, matches)
  const order = facts.sort === 'most_relevant' ? 'newest (no word to rank by)' : facts.sort
  if (facts.unchanged && facts.partsInBits) {
    if (facts.parts > 0 && facts.total <= tuning.sortUpTo && !facts.refused.sortFew) {
      const upTo = firstWalkUpTo(facts, tuning)
      if (upTo !== undefined && !facts.refused.dateWalkOnBits) {
        return {
          name: 'dateWalkOnBits',
          reason: `${matches} <= sortUpTo, ${order}, walked first up to ${count(upTo)} entries`,
        }
      }
      const walked = facts.refused.dateWalkOnBits ? `; ${facts.refused.dateWalkOnBits}` : ''
      return { name: 'sortFew', reason: `${matches} <= sortUpTo, ${order}${walked}` }
    }
    if (!facts.refused.dateWalkOnBits) {
      const why = facts.parts === 0 ? 'no filter' : `${matches} > sortUpTo`
      return { name: 'dateWalkOnBits', reason: `${why}, ${order}` }
    }
  }
  const rows = facts.unchanged ? 'a part has no bitmap' : 'writes since the first page'
  if (facts.asksRareWord && facts.refused.rareWordsByDate === undefined) {
    return { name: 'rareWordsByDate', reason: `a rare word, ${rows}, ${order}` }
  }
  const refused = facts.refused.rareWordsByDate ? `; ${facts.refused.rareWordsByDate}` : ''
  return { name: 'dateWalk', reason: `${rows}, ${order}${refused}` }
}

/**
 * How many entries dateWalkOnBits walks at most when it is tried before sortFew (tuning.ts
 * walkFirstUpTo); undefined when it is not, and walks to the end of its index if it must.
 */
export function firstWalkUpTo(facts: SearchFacts, tuning: Tuning): number | undefined {
  const few = facts.unchanged && facts.partsInBits && facts.parts > 0 && facts.total <= tuning.sortUpTo
  return few && facts.oneDateWalk ? walkFirstUpTo(tuning, facts) : undefined
}

function relevancePlan(facts: SearchFacts, tuning: Tuning, matches: string): Plan {
  const noWalks = whyNoWalks(facts, tuning)
  if (noWalks === undefined) {
    return {
      name: 'relevanceWalks',
      reason: `${matches}, ${facts.commonWords} common words, ${facts.classes} classes`,
    }
  }
  if (facts.total <= tuning.scoreHereUpTo) {
    return { name: 'scoreHere', reason: `${matches} <= scoreHereUpTo; ${noWalks}` }
  }
  return { name: 'scoreInSql', reason: `${matches} > scoreHereUpTo; ${noWalks}` }
}

/** Why walks cannot rank this search; undefined when they can try. */
function whyNoWalks(facts: SearchFacts, tuning: Tuning): string | undefined {
  if (facts.refused.relevanceWalks) return facts.refused.relevanceWalks
  if (!facts.unchanged) return 'writes since the first page'
  if (!facts.partsInBits) return 'a part has no bitmap'
  if (facts.commonWords === 0) return 'no common word'
  if (facts.classes > tuning.mostClasses) return `${facts.classes} classes > mostClasses`
  if (facts.rareWords > tuning.mostRareWords) return `${count(facts.rareWords)} rare words > mostRareWords`
  return undefined
}

const count = (n: number) => n.toLocaleString('en')
