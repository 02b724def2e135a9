import { Random } from '../src/server/seeded-random'

/** Latency figures in milliseconds, rounded to 0.1 ms. */
export interface Summary {
  count: number
  p50: number
  p95: number
  p99: number
  max: number
}

export function summarise(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b)
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0
  const round = (ms: number) => Math.round(ms * 10) / 10
  return {
    count: sorted.length,
    p50: round(at(0.5)),
    p95: round(at(0.95)),
    p99: round(at(0.99)),
    max: round(at(1)),
  }
}

/**
 * The server's seeded generator (mulberry32, src/server/seeded-random.ts), so every run replays the
 * same mix of requests: the same numbers as the copy this once held, so figures stay comparable.
 */
export function seededRandom(seed: number) {
  const random = new Random(seed)
  const next = () => random.next()
  const pick = <T>(items: readonly T[]): T => random.pick(items)
  const some = <T>(items: readonly T[], most: number): T[] => {
    const count = 1 + Math.floor(next() * most)
    return [...new Set(Array.from({ length: count }, () => pick(items)))]
  }
  return { next, pick, some }
}
