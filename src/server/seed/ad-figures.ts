import type { Random } from '../seeded-random'

const MIN_REACH = 100
const MAX_REACH = 50_000_000

/**
 * Reach is log-normal (a few ads reach millions, most a few thousand) and grows with how long the
 * ad has run.
 */
export function pickReach(random: Random, runningDays: number): number {
  const median = 4000 * (1 + runningDays) ** 0.45
  const reach = Math.round(median * Math.exp(1.7 * random.normal()))
  return Math.min(MAX_REACH, Math.max(MIN_REACH, reach))
}

/**
 * Duplicates of an ad's creative: most ads have none or a few, a long tail of heavily tested
 * creatives has hundreds (P(0) about 0.6, P(over 100) under 1%).
 */
export function pickDuplicates(random: Random): number {
  const u = 1 - random.next()
  return Math.min(999, Math.floor(0.6 * (1 / u - 1)))
}
