import { Bitset } from './bitset'

/**
 * One filter's values (say, countries): for each value the set of ads carrying it and how many
 * live ads do. The counts are kept up to date on every write, so a global facet is a lookup.
 */
export class ValueSets {
  private readonly indexOf = new Map<string, number>()
  readonly values: string[] = []
  readonly sets: Bitset[] = []
  readonly liveCounts: number[] = []

  constructor(known: readonly string[] = []) {
    for (const value of known) this.slot(value)
  }

  add(doc: number, values: readonly string[]): void {
    for (const value of values) {
      const slot = this.slot(value)
      if (this.sets[slot]!.has(doc)) continue
      this.sets[slot]!.add(doc)
      this.liveCounts[slot]!++
    }
  }

  remove(doc: number, values: readonly string[]): void {
    for (const value of values) {
      const slot = this.indexOf.get(value)
      if (slot === undefined || !this.sets[slot]!.has(doc)) continue
      this.sets[slot]!.delete(doc)
      this.liveCounts[slot]!--
    }
  }

  /** Ads below `size` carrying any of `values` (one list's values are OR'ed). */
  anyOf(values: readonly string[], size: number): Bitset {
    const union = new Bitset(size)
    for (const value of values) {
      const slot = this.indexOf.get(value)
      if (slot !== undefined) union.or(this.sets[slot]!)
    }
    return union.prefix(size)
  }

  private slot(value: string): number {
    let slot = this.indexOf.get(value)
    if (slot === undefined) {
      slot = this.values.length
      this.indexOf.set(value, slot)
      this.values.push(value)
      this.sets.push(new Bitset(0))
      this.liveCounts.push(0)
    }
    return slot
  }
}
