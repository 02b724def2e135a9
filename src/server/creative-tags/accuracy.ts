import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { TAG_FAMILIES, TAG_VALUES, type TagFamily } from '../../contract/creative-tags'
import { type CreativeBreakdown, type CreativeText, tagCreative } from './tag-creative'

/** One ad of the labelled set: its text and the tags a person gave it, by family. */
export interface LabelledAd extends CreativeText {
  id: string
  source: string
  expected: Record<TagFamily, string[]>
}

const LABELLED_ADS_FILE = resolve(import.meta.dirname, 'testdata/labelled-ads.jsonl')
/**
 * Ads labelled blind by other people from the agreed definitions, that the rules were never tuned
 * on (seeds 131, 173 and 211, see testdata/README.md). Scored only: never read for misses. The one place
 * that names it.
 */
export const HELD_OUT_ADS_FILE = resolve(import.meta.dirname, 'testdata/held-out-ads.jsonl')

export function readLabelledAds(path = LABELLED_ADS_FILE): LabelledAd[] {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as LabelledAd)
}

export interface Score {
  /** Tags the rules gave that the person gave too. */
  true_positives: number
  /** Tags the rules gave that the person did not. */
  false_positives: number
  /** Tags the person gave that the rules did not. */
  false_negatives: number
  precision: number | null
  recall: number | null
}

export interface Miss {
  id: string
  family: TagFamily
  value: string
  kind: 'false_positive' | 'false_negative'
  /** The rule's evidence for a false positive; the hook text for a missed hook. */
  words: string
}

export interface Accuracy {
  ads: number
  families: Record<TagFamily, Score & { values: Record<string, Score> }>
  misses: Miss[]
}

/** Precision and recall of the rules against the labels, per family (over all its tags) and per value. */
export function measureAccuracy(ads: readonly LabelledAd[]): Accuracy {
  const counts = new Map<string, [number, number, number]>()
  const count = (key: string, slot: 0 | 1 | 2) => {
    const row = counts.get(key) ?? [0, 0, 0]
    row[slot]++
    counts.set(key, row)
  }
  const misses: Miss[] = []
  for (const ad of ads) {
    const breakdown: CreativeBreakdown = tagCreative(ad)
    for (const family of TAG_FAMILIES) {
      const given = new Map(
        breakdown.tags.filter((t) => t.family === family).map((t) => [t.value, t.evidence]),
      )
      const expected = new Set(ad.expected[family])
      for (const [value, evidence] of given) {
        const hit = expected.has(value)
        count(family, hit ? 0 : 1)
        count(`${family}/${value}`, hit ? 0 : 1)
        if (!hit) misses.push({ id: ad.id, family, value, kind: 'false_positive', words: evidence })
      }
      for (const value of expected) {
        if (given.has(value)) continue
        count(family, 2)
        count(`${family}/${value}`, 2)
        misses.push({
          id: ad.id,
          family,
          value,
          kind: 'false_negative',
          words: family === 'hooks' ? breakdown.hook_text : family === 'cta_types' ? ad.cta : '',
        })
      }
    }
  }
  const score = (key: string): Score => {
    const [tp, fp, fn] = counts.get(key) ?? [0, 0, 0]
    return {
      true_positives: tp,
      false_positives: fp,
      false_negatives: fn,
      precision: tp + fp === 0 ? null : round(tp / (tp + fp)),
      recall: tp + fn === 0 ? null : round(tp / (tp + fn)),
    }
  }
  const families = Object.fromEntries(
    TAG_FAMILIES.map((family) => [
      family,
      {
        ...score(family),
        values: Object.fromEntries(TAG_VALUES[family].map((value) => [value, score(`${family}/${value}`)])),
      },
    ]),
  ) as Accuracy['families']
  return { ads: ads.length, families, misses }
}

const round = (value: number) => Math.round(value * 1000) / 1000
