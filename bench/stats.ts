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

/** A small seeded generator (mulberry32), so every run replays the same mix of requests. */
export function seededRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  const some = <T>(items: readonly T[], most: number): T[] => {
    const count = 1 + Math.floor(next() * most)
    return [...new Set(Array.from({ length: count }, () => pick(items)))]
  }
  return { next, pick, some }
}
