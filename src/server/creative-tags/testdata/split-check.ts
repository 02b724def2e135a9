import { parseArgs } from 'node:util'
import { type LabelledAd, measureAccuracy, readLabelledAds } from '../accuracy'

/**
 * The generalisation check: the development ads cut once, for good, into two parts by a hash of
 * their id (sources and picks fall into both about evenly). A rule is written from the misses of
 * one part only (`--misses a`), then scored on both: a change that raises the part it was written
 * from but not the other one fits texts, not openings, and is dropped. Then the parts swap roles.
 * Prints the hooks' figures per value for each part (right/wrong/missed, precision, recall), and the
 * misses of the one part asked for, never of the other.
 *
 * `npx tsx src/server/creative-tags/testdata/split-check.ts [--misses a|b]`
 */

export type Part = 'a' | 'b'

/** FNV-1a of the id: a fixed part for each ad, whatever the file's order or the ads added later. */
export function partOf(id: string): Part {
  let hash = 0x811c9dc5
  for (let i = 0; i < id.length; i++) {
    hash ^= id.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return (hash >>> 0) % 2 === 0 ? 'a' : 'b'
}

function main() {
  const { values: options } = parseArgs({ options: { misses: { type: 'string' } } })
  if (options.misses !== undefined && options.misses !== 'a' && options.misses !== 'b')
    throw new Error(`--misses takes a or b, not "${options.misses}"`)
  const ads = readLabelledAds()
  const parts: Record<Part, LabelledAd[]> = { a: [], b: [] }
  for (const ad of ads) parts[partOf(ad.id)].push(ad)
  const scores = { a: measureAccuracy(parts.a), b: measureAccuracy(parts.b) }
  const hooks = { a: scores.a.families.hooks, b: scores.b.families.hooks }
  const figure = (s: { true_positives: number; false_positives: number; false_negatives: number }) =>
    `${s.true_positives}/${s.false_positives}/${s.false_negatives}`.padEnd(9)
  const rate = (s: { precision: number | null; recall: number | null }) =>
    `P ${(s.precision ?? '-').toString().padEnd(5)} R ${(s.recall ?? '-').toString().padEnd(5)}`
  console.log(`hooks          part a (${parts.a.length} ads)          part b (${parts.b.length} ads)`)
  console.log(`  all          ${figure(hooks.a)} ${rate(hooks.a)}   ${figure(hooks.b)} ${rate(hooks.b)}`)
  for (const value of Object.keys(hooks.a.values)) {
    const a = hooks.a.values[value]!
    const b = hooks.b.values[value]!
    if (
      a.true_positives +
        a.false_positives +
        a.false_negatives +
        b.true_positives +
        b.false_positives +
        b.false_negatives ===
      0
    )
      continue
    console.log(`  ${value.padEnd(12)} ${figure(a)} ${rate(a)}   ${figure(b)} ${rate(b)}`)
  }
  if (options.misses === undefined) return
  const texts = new Map(ads.map((ad) => [ad.id, ad]))
  for (const miss of scores[options.misses].misses) {
    if (miss.family !== 'hooks') continue
    const ad = texts.get(miss.id)!
    console.log(
      `${miss.kind === 'false_positive' ? 'wrong ' : 'missed'} ${miss.value} ${ad.source} ${miss.id}: ${miss.words.slice(0, 160)}`,
    )
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main()
