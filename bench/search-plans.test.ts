import { describe, expect, it } from 'vitest'
import { planOf, searchParams } from './search-plans'

describe('what the engines bench reads of an answer', () => {
  it('takes the plan from the page, or else from Server-Timing, and none when neither says', () => {
    expect(planOf(null, { plan: 'sortFew' })).toBe('sortFew')
    expect(planOf(null, { plan: { name: 'relevanceWalks', reason: 'two words' } })).toBe('relevanceWalks')
    expect(planOf('plan;desc="dateWalkOnBits: 14,000 matches, newest"', {})).toBe('dateWalkOnBits')
    expect(planOf('db;dur=12, plan;desc="noMatches: the bitmaps count none";dur=3', {})).toBe('noMatches')
    expect(planOf('plan;desc=scoreHere', {})).toBe('scoreHere')
    expect(planOf('db;dur=12', { data: [] })).toBeUndefined()
  })

  it('writes a search as a GET query, lists joined by commas, sort left out', () => {
    const query = new URLSearchParams(
      searchParams({ query: 'the', platforms: ['tiktok', 'facebook'], min_running_days: 30, sort: 'newest' }),
    )
    expect(Object.fromEntries(query)).toEqual({
      query: 'the',
      platforms: 'tiktok,facebook',
      min_running_days: '30',
    })
  })
})
