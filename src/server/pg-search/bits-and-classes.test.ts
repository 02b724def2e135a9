import { describe, expect, it } from 'vitest'
import { holdings, waysToHold } from './relevance-classes'
import {
  BIT_KIND,
  CHUNK_BITS,
  keysOf,
  monthOf,
  OFTEN,
  positionBits,
  ranForValue,
  setPositions,
} from './tables/search-bits'

const DAY_MS = 86_400_000

/** A chunk's literal (`X` and hex) as `varbit_send` sends it: the length in 4 bytes, then the bits. */
const sent = (literal: string) => new Uint8Array([0, 1, 0, 0, ...Buffer.from(literal.slice(1), 'hex')])

describe('the bitmaps of positions', () => {
  it('read back the positions they were made from, chunk by chunk', () => {
    const positions = [0, 7, 8, 65_535, CHUNK_BITS + 3, 3 * CHUNK_BITS + 100]
    const chunks = positionBits(positions)
    expect(chunks).toHaveLength(4)
    const read = chunks.flatMap((literal, chunk) => setPositions(chunk, sent(literal)))
    expect(read).toEqual(positions)
  })

  it('set the first position in the first byte’s highest bit, as PostgreSQL numbers a bit string', () => {
    expect(positionBits([0])[0]!.slice(0, 3)).toBe('X80')
    expect(positionBits([9])[0]!.slice(0, 5)).toBe('X0040')
  })

  it('make no chunk for no position', () => {
    expect(positionBits([])).toEqual([])
  })
})

describe('the bitmaps a version is in', () => {
  const row = {
    position: 1,
    format: 'video',
    platforms: ['tiktok'],
    niches: [],
    countries: ['US', 'FR'],
    languages: ['en'],
    hooks: ['question'],
    offers: [],
    ctaTypes: ['shop'],
    isActive: true,
    startedMs: Date.UTC(2024, 1, 10),
    endedMs: null,
    words: ['the', 'cat', 'rare'],
    counts: [OFTEN + 2, 1, 3],
  }

  it('hold a common word with how often, and no rare word', () => {
    const keys = keysOf(row, new Set(['the', 'cat']))
    expect(keys).toContainEqual(['word', 'the'])
    expect(keys).toContainEqual(['word', 'cat'])
    expect(keys.filter(([, value]) => value === 'the')).toHaveLength(2)
    expect(keys.some(([, value]) => value === 'rare')).toBe(false)
    expect(keys).toContainEqual(['countries', 'FR'])
    // The tags' bitmaps are named by their filters, as the list filters' are.
    expect(keys).toContainEqual(['hooks', 'question'])
    expect(keys).toContainEqual(['cta_types', 'shop'])
  })

  it('hold a running ad by its start month and a stopped one by how long it ran', () => {
    const running = keysOf(row, new Set())
    const stopped = keysOf({ ...row, endedMs: row.startedMs + 10 * DAY_MS }, new Set())
    expect(running).toContainEqual([BIT_KIND.runningSince, String(monthOf(row.startedMs))])
    expect(running.some(([kind]) => kind === BIT_KIND.ranFor)).toBe(false)
    expect(stopped).toContainEqual([BIT_KIND.ranFor, '10'])
    expect(stopped.some(([kind]) => kind === BIT_KIND.runningSince)).toBe(false)
  })

  it('count whole days up to 64, then 32-day spans', () => {
    expect(ranForValue(0, 63 * DAY_MS)).toBe(63)
    expect(ranForValue(0, 64 * DAY_MS)).toBe(64)
    expect(ranForValue(0, 95 * DAY_MS)).toBe(64)
    expect(ranForValue(0, 96 * DAY_MS)).toBe(65)
    expect(ranForValue(10, 0)).toBe(0)
  })
})

describe('the classes of matches', () => {
  const word = (w: string) => [{ word: w, idf: 1 }]

  it('hold a query term at least once, and a phrase’s word any times', () => {
    const ways = waysToHold([word('the'), word('cat')], ['the', 'cat'], 1)
    expect(ways[0]!.map((held) => held?.times)).toEqual([1, 2, 3, 4])
    expect(ways[1]!.map((held) => held?.times)).toEqual([0, 1, 2, 3, 4])
  })

  it('leave a term without a common word to the rows read whole', () => {
    expect(waysToHold([word('rare')], ['the'], 1)).toEqual([[undefined]])
  })

  it('hold a prefix by one of its common words, once at least', () => {
    const prefix = [
      { word: 'cat', idf: 1 },
      { word: 'cats', idf: 2 },
      { word: 'catz', idf: 3 },
    ]
    const ways = waysToHold([prefix], ['cats', 'cat'], 1)
    expect(ways[0]).toHaveLength(2 * (OFTEN - 1))
    expect(new Set(ways[0]!.map((held) => held?.word))).toEqual(new Set([0, 1]))
  })

  it('are every combination of the terms’ ways, the first term’s slowest', () => {
    const made = holdings([
      [
        { word: 0, times: 1 },
        { word: 0, times: 2 },
      ],
      [undefined, { word: 1, times: 0 }],
    ])
    expect(made).toEqual([
      [{ word: 0, times: 1 }, undefined],
      [
        { word: 0, times: 1 },
        { word: 1, times: 0 },
      ],
      [{ word: 0, times: 2 }, undefined],
      [
        { word: 0, times: 2 },
        { word: 1, times: 0 },
      ],
    ])
  })
})
