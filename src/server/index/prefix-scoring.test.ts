import { describe, expect, it } from 'vitest'
import { MOST_EXPANSIONS, MOST_FREQUENT_EXPANSIONS, scoresPrefix } from './prefix-scoring'

const million = { documents: 1_000_000, averageLength: 40 }
const times = (n: number, frequency: number) => Array.from({ length: n }, () => frequency)

describe('a prefix scores', () => {
  it('while it expands to at most 16 words held by one ad in a thousand', () => {
    expect(scoresPrefix(times(MOST_FREQUENT_EXPANSIONS, 1_000), million)).toBe(true)
    expect(scoresPrefix(times(MOST_FREQUENT_EXPANSIONS + 1, 1_000), million)).toBe(false)
    // Rarer words do not count; words no ad of the snapshot holds do not count at all.
    expect(scoresPrefix([...times(16, 5_000), ...times(400, 999), ...times(5_000, 0)], million)).toBe(true)
    expect(scoresPrefix(times(17, 1), { documents: 40, averageLength: 5 })).toBe(false)
  })

  it('while it expands to at most 1,000 words in all', () => {
    expect(scoresPrefix(times(MOST_EXPANSIONS, 3), million)).toBe(true)
    expect(scoresPrefix(times(MOST_EXPANSIONS + 1, 3), million)).toBe(false)
    expect(scoresPrefix([], million)).toBe(true)
  })
})
