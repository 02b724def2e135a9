import type { Random } from '../seeded-random'

/**
 * A fixed table of values with relative weights, turned into cumulative form once so that a draw
 * costs one random number and a short scan. Real ad data is skewed everywhere (a few countries,
 * platforms and formats dominate), and these tables are how the generator says so.
 */
export class WeightedChoice<T> {
  readonly values: readonly T[]
  private readonly cumulative: Float64Array
  private readonly total: number

  constructor(entries: readonly (readonly [T, number])[]) {
    if (entries.length === 0) throw new Error('a weighted choice needs at least one value')
    this.values = entries.map(([value]) => value)
    this.cumulative = new Float64Array(entries.length)
    let sum = 0
    entries.forEach(([, weight], index) => {
      if (!(weight > 0)) throw new Error('weights must be positive')
      sum += weight
      this.cumulative[index] = sum
    })
    this.total = sum
  }

  pick(random: Random): T {
    const target = random.next() * this.total
    const cumulative = this.cumulative
    let index = 0
    while (index < cumulative.length - 1 && cumulative[index]! <= target) index++
    return this.values[index]!
  }
}
