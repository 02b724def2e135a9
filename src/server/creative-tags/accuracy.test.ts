import { describe, expect, it } from 'vitest'
import { TAG_FAMILIES, TAG_VALUES } from '../../contract/creative-tags'
import { measureAccuracy, readLabelledAds } from './accuracy'

describe('the development ads', () => {
  const ads = readLabelledAds()

  it('hold 900 ads, each labelled with known values, one call-to-action type per button', () => {
    expect(ads.length).toBe(900)
    expect(new Set(ads.map((ad) => ad.id)).size).toBe(ads.length)
    for (const ad of ads) {
      for (const family of TAG_FAMILIES)
        for (const value of ad.expected[family]) expect(TAG_VALUES[family]).toContain(value)
      expect(ad.expected.cta_types).toHaveLength(ad.cta.trim() === '' ? 0 : 1)
    }
    const sources = new Set(ads.map((ad) => ad.source))
    expect([...sources].sort()).toEqual(['generator', 'ira_facebook_us', 'meta_adlib_cz', 'meta_adlib_nl'])
  })

  it('are tagged by the rules with precision >= 0.9 and recall >= 0.8 in every family', () => {
    const { families } = measureAccuracy(ads)
    for (const family of TAG_FAMILIES) {
      expect(families[family].precision, family).toBeGreaterThanOrEqual(0.9)
      expect(families[family].recall, family).toBeGreaterThanOrEqual(0.8)
    }
  })

  it('are tagged with precision >= 0.9 and recall >= 0.8 for every value labelled at least ten times', () => {
    const { families } = measureAccuracy(ads)
    for (const family of TAG_FAMILIES)
      for (const [value, score] of Object.entries(families[family].values)) {
        if (score.true_positives + score.false_negatives < COMMON) continue
        const floor = BELOW_TARGET[`${family}/${value}`] ?? TARGET
        expect(score.precision, `${family}/${value}`).toBeGreaterThanOrEqual(floor.precision)
        expect(score.recall, `${family}/${value}`).toBeGreaterThanOrEqual(floor.recall)
      }
  })
})

/** Values labelled this often are common enough for their own figures to mean something. */
const COMMON = 10
const TARGET = { precision: 0.9, recall: 0.8 }
/**
 * Values the rules do not find to target even on the development ads, held at today's figures so
 * they cannot slip unseen: `problem` (13 right, 3 wrong, 11 missed of 900 ads, rules version 5),
 * whether an opening presents a pain as endured being a judgement of the sentence that phrases
 * catch only in part (docs/creative-breakdown.md).
 */
const BELOW_TARGET: Record<string, { precision: number; recall: number }> = {
  'hooks/problem': { precision: 0.8, recall: 0.5 },
  // 13 labelled since the third-person call-outs were labelled; version 6 finds 9 (9 right, 1 wrong).
  'hooks/call-out': { precision: 0.9, recall: 0.65 },
}
