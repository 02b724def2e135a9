import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Bitset, wordsFor } from './bitset'
import { listRoom, Renumbering } from './renumbering'
import { SlotList } from './slot-list'
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
        expect(postings.isDense).toBe(model.size >= 4_096 && model.size * 32 > size)
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

  it('keep their counts in order when packing drops and renumbers slots, as a list or as a bitset', () => {
    fc.assert(
      fc.property(postingsArb, ([size, share, seed]) => {
        const { model, postings, sample } = build(size, share, seed)
        const dropped = sample(0.3)
        const renumbering = Renumbering.dropping(size, (slot) => dropped.has(slot))
        const newSize = renumbering.size
        const expected = [...model]
          .filter(([slot]) => !dropped.has(slot))
          .map(([slot, count]) => [renumbering.slotOf(slot), count])
        const kept = postings.keptBy(renumbering)
        expect(kept).toBe(expected.length)

        // Packed either way, at an offset into shared arrays as a packed index holds them.
        const at = 7
        const slots = new Uint32Array(at + listRoom(kept))
        const counts = new Uint8Array(at + listRoom(kept))
        postings.slotsInto(renumbering, slots, at)
        postings.countsInto(renumbering, counts, at)
        const asList = new WordPostings(SlotList.within(slots, counts, at, kept, listRoom(kept)))
        const bits = new Uint32Array(wordsFor(newSize))
        const denseCounts = new Uint8Array(at + listRoom(kept))
        postings.bitsInto(renumbering, bits)
        postings.countsInto(renumbering, denseCounts, at)
        const asBits = new WordPostings(null, new Bitset(0, bits), denseCounts.subarray(at), kept)

        const all = new Bitset(newSize)
        for (let slot = 0; slot < newSize; slot++) all.add(slot)
        for (const packed of [asList, asBits]) {
          const visited: number[][] = []
          packed.forEachIn(all, (slot, count) => visited.push([slot, count]))
          expect(visited).toEqual(expected)
          // And both go on taking new slots after the packed ones.
          packed.push(newSize, 3, newSize + 1)
          expect(packed.length).toBe(kept + 1)
        }
      }),
      { numRuns: 30 },
    )
  })
})
