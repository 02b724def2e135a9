/**
 * A small, fast, seeded random source. Faker is far too slow to call per ad, so the generator gives
 * every ad (and every advertiser) its own stream, derived from the dataset seed and the item's index:
 * ad i then depends on nothing but (seed, i), whatever was generated before it.
 */

/** A bijective 32-bit integer hash (lowbias32): distinct inputs give distinct outputs. */
export function hash32(value: number): number {
  let x = value >>> 0
  x ^= x >>> 16
  x = Math.imul(x, 0x7feb352d)
  x ^= x >>> 15
  x = Math.imul(x, 0x846ca68b)
  x ^= x >>> 16
  return x >>> 0
}

/** The starting state of stream `index` of kind `salt` under a dataset seed. */
export function streamSeed(seed: number, salt: number, index: number): number {
  return hash32(hash32(seed ^ Math.imul(salt, 0x9e3779b9)) ^ hash32(index))
}

export class Random {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  reseed(seed: number): void {
    this.state = seed >>> 0
  }

  /** mulberry32: uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n)
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]!
  }

  /** Standard normal (Box-Muller), for log-normal figures such as reach and run length. */
  normal(): number {
    const u = 1 - this.next()
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next())
  }

  /** `count` decimal digits, the first one non-zero, as id numbers look. Drawn nine at a time. */
  digits(count: number): string {
    const head = Math.min(count, 9)
    const low = 10 ** (head - 1)
    let text = String(low + Math.floor(this.next() * 9 * low))
    for (let left = count - head; left > 0; left -= 9) {
      const size = Math.min(left, 9)
      text += String(Math.floor(this.next() * 10 ** size)).padStart(size, '0')
    }
    return text
  }
}
