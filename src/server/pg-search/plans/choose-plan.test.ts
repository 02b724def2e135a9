import { describe, expect, it } from 'vitest'
import { TUNING } from '../tuning'
import { choosePlan, type SearchFacts } from './choose-plan'

/** A first page by date, filtered by bitmaps alone, with many matches. */
const FACTS: SearchFacts = {
  sort: 'newest',
  unchanged: true,
  total: 100_000,
  pageRows: 21,
  documents: 1_000_000,
  oneDateWalk: true,
  parts: 2,
  partsInBits: true,
  byRelevance: false,
  commonWords: 0,
  rareWords: 0,
  classes: 1,
  asksRareWord: false,
  refused: {},
}
const RELEVANT: SearchFacts = {
  ...FACTS,
  sort: 'most_relevant',
  byRelevance: true,
  commonWords: 2,
  classes: 16,
}

const planOf = (facts: Partial<SearchFacts>) => choosePlan({ ...FACTS, ...facts }, TUNING)

describe('choosePlan', () => {
  it('looks for no page when the bitmaps count no match', () => {
    expect(planOf({ total: 0 }).name).toBe('noMatches')
    expect(planOf({ total: 0, byRelevance: true }).name).toBe('noMatches')
  })

  it('still walks a later page seeing older rows, whatever the total it began with', () => {
    expect(planOf({ total: 0, unchanged: false }).name).toBe('dateWalk')
  })

  it('sorts few matches held by bitmaps, and walks a date index past sortUpTo', () => {
    expect(planOf({ total: TUNING.sortUpTo, oneDateWalk: false })).toEqual({
      name: 'sortFew',
      reason: '20,000 matches <= sortUpTo, newest',
    })
    expect(planOf({ total: TUNING.sortUpTo + 1 })).toEqual({
      name: 'dateWalkOnBits',
      reason: '20,001 matches > sortUpTo, newest',
    })
  })

  it('walks first for few matches spread enough to fill a page soon, and sorts them if the walk gives up', () => {
    // 20,000 of a million: a page of 21 some 1,050 entries on, evenly spread; 15 entries a lookup.
    expect(planOf({ total: TUNING.sortUpTo })).toEqual({
      name: 'dateWalkOnBits',
      reason: '20,000 matches <= sortUpTo, newest, walked first up to 300,000 entries',
    })
    const gaveUp = { dateWalkOnBits: 'dateWalkOnBits gave up: 3 of a page within 300,000 entries' }
    const sorted = planOf({ total: TUNING.sortUpTo, refused: gaveUp })
    expect(sorted.name).toBe('sortFew')
    expect(sorted.reason).toContain('3 of a page within 300,000 entries')
  })

  it('sorts few matches far apart, and those of an order no one index walks', () => {
    // 1,000 of a million: a page some 21,000 entries on, more than a quarter of 15,000.
    expect(planOf({ total: 1_000 }).name).toBe('sortFew')
    expect(planOf({ total: 10, pageRows: 21 }).name).toBe('sortFew')
    expect(planOf({ total: TUNING.sortUpTo, oneDateWalk: false }).name).toBe('sortFew')
  })

  it('walks the date index for a search without filters, however few the ads', () => {
    expect(planOf({ parts: 0, total: 5 })).toEqual({ name: 'dateWalkOnBits', reason: 'no filter, newest' })
  })

  it('sorts a rare word’s rows when a part has no bitmap, and walks testing rows once they are too many', () => {
    const rare = { partsInBits: false, asksRareWord: true, total: 12 }
    expect(planOf(rare).name).toBe('rareWordsByDate')
    const refused = planOf({ ...rare, refused: { rareWordsByDate: 'rareWordsByDate gave up: too many' } })
    expect(refused.name).toBe('dateWalk')
    expect(refused.reason).toContain('rareWordsByDate gave up: too many')
  })

  it('walks testing each row for a part without bitmaps and no rare word, as after writes', () => {
    expect(planOf({ partsInBits: false }).name).toBe('dateWalk')
    expect(planOf({ unchanged: false, parts: 0 }).reason).toContain('writes since the first page')
  })

  it('orders by newest when relevance has no word to rank by', () => {
    expect(planOf({ sort: 'most_relevant' }).reason).toContain('newest (no word to rank by)')
  })

  it('ranks by walks when the common words make few enough classes', () => {
    expect(choosePlan(RELEVANT, TUNING)).toEqual({
      name: 'relevanceWalks',
      reason: '100,000 matches, 2 common words, 16 classes',
    })
  })

  it('scores few matches here and many in SQL when walks cannot rank, saying why', () => {
    const many = { ...RELEVANT, classes: TUNING.mostClasses + 1 }
    expect(choosePlan(many, TUNING)).toEqual({
      name: 'scoreInSql',
      reason: `100,000 matches > scoreHereUpTo; ${TUNING.mostClasses + 1} classes > mostClasses`,
    })
    const few = { ...many, total: TUNING.scoreHereUpTo }
    expect(choosePlan(few, TUNING).name).toBe('scoreHere')
    expect(choosePlan({ ...RELEVANT, commonWords: 0 }, TUNING).reason).toContain('no common word')
    expect(choosePlan({ ...RELEVANT, partsInBits: false }, TUNING).reason).toContain('a part has no bitmap')
    expect(choosePlan({ ...RELEVANT, unchanged: false }, TUNING).reason).toContain('writes since')
    const rare = { ...RELEVANT, rareWords: TUNING.mostRareWords + 1 }
    expect(choosePlan(rare, TUNING).reason).toContain('rare words > mostRareWords')
  })

  it('scores the matches once the walks gave up on the way', () => {
    const refused = { relevanceWalks: 'relevanceWalks gave up: 60,000 rows to read whole > mostReadWhole' }
    const plan = choosePlan({ ...RELEVANT, refused }, TUNING)
    expect(plan.name).toBe('scoreInSql')
    expect(plan.reason).toContain('60,000 rows to read whole')
  })

  it('follows the tuning it is given', () => {
    expect(choosePlan({ ...FACTS, total: 10 }, { ...TUNING, sortUpTo: 5 }).name).toBe('dateWalkOnBits')
  })
})
