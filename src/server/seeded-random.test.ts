import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hash32, Random, streamSeed } from './seeded-random'

describe('seeded random', () => {
  it('repeats the same sequence for the same seed and not for another', () => {
    const a = new Random(5)
    const b = new Random(5)
    const c = new Random(6)
    const seqA = Array.from({ length: 20 }, () => a.next())
    expect(Array.from({ length: 20 }, () => b.next())).toEqual(seqA)
    expect(Array.from({ length: 20 }, () => c.next())).not.toEqual(seqA)
  })

  it('draws uniformly enough in [0, 1)', () => {
    const random = new Random(123)
    const buckets = new Array<number>(10).fill(0)
    for (let i = 0; i < 100_000; i++) {
      const value = random.next()
      expect(value >= 0 && value < 1).toBe(true)
      buckets[Math.floor(value * 10)]!++
    }
    for (const bucket of buckets) expect(Math.abs(bucket - 10_000)).toBeLessThan(500)
  })

  it('hashes distinct integers to distinct values', () => {
    const seen = new Set<number>()
    for (let i = 0; i < 200_000; i++) seen.add(hash32(i))
    expect(seen.size).toBe(200_000)
  })

  it('gives different streams for different indexes and kinds', () => {
    expect(streamSeed(1, 1, 0)).not.toBe(streamSeed(1, 1, 1))
    expect(streamSeed(1, 1, 0)).not.toBe(streamSeed(1, 2, 0))
    expect(streamSeed(1, 1, 0)).not.toBe(streamSeed(2, 1, 0))
  })

  it('writes digit strings of the asked length that do not start with zero', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 30 }), (seed, count) => {
        const digits = new Random(seed).digits(count)
        expect(digits).toMatch(new RegExp(`^[1-9]\\d{${count - 1}}$`))
      }),
    )
  })

  it('draws whole numbers within bounds', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 1, max: 1000 }), (seed, n) => {
        const random = new Random(seed)
        const value = random.int(n)
        expect(Number.isInteger(value) && value >= 0 && value < n).toBe(true)
      }),
    )
  })
})
