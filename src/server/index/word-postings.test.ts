import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Bitset } from './bitset'
import { WordPostings } from './word-postings'

/** Ascending slots below `size`, with a count each: sometimes rare, sometimes in most slots. */
const postingsArb = fc
  .integer({ min: 5_000, max: 20_000 })
  .chain((size) =>
    fc.tuple(
      fc.constant(size),
      fc.double({ min: 0.01, max: 0.9, noNaN: true }),
      fc.integer({ min: 1, max: 2 ** 31 - 1 }),
    ),
  )

function build(size: number, share: number, seed: number) {
  let state = seed
  const random = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0
    return state / 2 ** 32
  }
  const model = new Map<number, number>()
  const postings = new WordPostings()
  for (let slot = 0; slot < size; slot++) {
    if (random() >= share) continue
    const count = 1 + Math.floor(random() * 4)
    model.set(slot, count)
    postings.push(slot, count, slot + 1)
  }
  const sample = (of: number) => {
    const set = new Bitset(size)
    for (let slot = 0; slot < size; slot++) if (random() < of) set.add(slot)
    return set
  }
  return { model, postings, sample }
}

describe('a word’s postings', () => {
  it('answer alike whether kept as a list or, once common, as a bitset', () => {
    fc.assert(
      fc.property(postingsArb, ([size, share, seed]) => {
        const { model, postings, sample } = build(size, share, seed)
        expect(postings.length).toBe(model.size)
        expect(postings.denseParts !== null).toBe(model.size >= 4_096 && model.size * 32 > size)
        const below = Math.floor(size / 2)
        const set = new Bitset(size)
        postings.addTo(set, below)
        const expected: number[] = []
        for (const slot of model.keys()) if (slot < below) expected.push(slot)
        const found: number[] = []
        set.forEach((slot) => {
          found.push(slot)
        })
        expect(found).toEqual(expected)

        const visible = sample(0.7)
        expect(postings.frequencyIn(visible)).toBe([...model.keys()].filter((s) => visible.has(s)).length)
        const visited: [number, number][] = []
        postings.forEachIn(visible, (slot, count) => visited.push([slot, count]))
        expect(visited).toEqual([...model].filter(([slot]) => visible.has(slot)))
      }),
      { numRuns: 40 },
    )
  })

  it('keep their counts in order when compaction drops and renumbers slots', () => {
    fc.assert(
      fc.property(postingsArb, ([size, share, seed]) => {
        const { model, postings, sample } = build(size, share, seed)
        const dropped = sample(0.3)
        const renumber = new Int32Array(size)
        let next = 0
        for (let slot = 0; slot < size; slot++) renumber[slot] = dropped.has(slot) ? -1 : next++
        postings.compact(renumber, next)
        const expected = [...model]
          .filter(([slot]) => !dropped.has(slot))
          .map(([slot, c]) => [renumber[slot]!, c])
        const all = new Bitset(next)
        for (let slot = 0; slot < next; slot++) all.add(slot)
        const visited: number[][] = []
        postings.forEachIn(all, (slot, count) => visited.push([slot, count]))
        expect(visited).toEqual(expected)
      }),
      { numRuns: 30 },
    )
  })
})
