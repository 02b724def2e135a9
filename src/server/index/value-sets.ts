import { Bitset } from './bitset'
import { writeBits } from './columns'
import type { Renumbering } from './renumbering'
import type { SnapshotReader, SnapshotWriter } from './snapshot-codec'

/**
 * One list filter's values (say, countries): for each value the set of ads carrying it and how many
 * live ads do. The counts are kept up to date on every change, so a global facet is a lookup.
 */
export class ValueSets {
  private readonly indexOf = new Map<string, number>()
  readonly values: string[] = []
  readonly sets: Bitset[] = []
  readonly liveCounts: number[] = []

  constructor(known: readonly string[] = []) {
    for (const value of known) this.slotOf(value)
  }

  add(slot: number, values: readonly string[]): void {
    for (const value of values) {
      const set = this.sets[this.slotOf(value)]!
      if (set.has(slot)) continue
      set.add(slot)
      this.liveCounts[this.indexOf.get(value)!]!++
    }
  }

  /** The ad in `slot` was retired: it stays in the sets (old traversals see it) but leaves the counts. */
  retire(slot: number): void {
    this.sets.forEach((set, at) => {
      if (set.has(slot)) this.liveCounts[at]!--
    })
  }

  /** Ads below `size` carrying any of `values` (one list's values are OR'ed). */
  anyOf(values: readonly string[], size: number): Bitset {
    const union = new Bitset(size)
    for (const value of values) {
      const at = this.indexOf.get(value)
      if (at !== undefined) union.or(this.sets[at]!)
    }
    return union.prefix(size)
  }

  save(out: SnapshotWriter, renumbering: Renumbering): void {
    out.json({ values: this.values, counts: this.liveCounts })
    for (const set of this.sets) writeBits(out, set, renumbering)
  }

  load(input: SnapshotReader): void {
    const { values, counts } = input.json<{ values: string[]; counts: number[] }>()
    values.forEach((value, at) => {
      this.slotOf(value)
      this.sets[at] = new Bitset(0, input.u32())
      this.liveCounts[at] = counts[at]!
    })
  }

  private slotOf(value: string): number {
    let at = this.indexOf.get(value)
    if (at === undefined) {
      at = this.values.length
      this.indexOf.set(value, at)
      this.values.push(value)
      this.sets.push(new Bitset(0))
      this.liveCounts.push(0)
    }
    return at
  }
}
