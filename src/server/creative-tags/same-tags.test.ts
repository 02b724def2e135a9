import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { gunzipSync, gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { generateAds } from '../seed/generate-ads'
import { readLabelledAds } from './accuracy'
import { type CreativeBreakdown, type CreativeText, tagCreative } from './tag-creative'

/**
 * The rules' output on several thousand ads, recorded once and compared on every run: work on the
 * matcher's speed must not change a single tag, evidence or hook text (CREATIVE_TAG_RULES_VERSION
 * stays). The ads are stored with their output, so a change to the generator cannot move the sample.
 * Record it again (CREATIVE_TAGS_RECORD=1) only with a new rules version.
 */
const SNAPSHOT = resolve(import.meta.dirname, 'snapshot/tags-snapshot.jsonl.gz')
const GENERATED_ADS = 5_000

interface Recorded {
  text: CreativeText
  breakdown: CreativeBreakdown
}

/**
 * The sample: the development set, generated ads in every language, and the development ads
 * shouted. Never the held-out set: the rules' output on it, recorded here, would show whoever tunes
 * the rules where they miss it.
 */
function sample(): CreativeText[] {
  const labelled = readLabelledAds().map(textOf)
  const generated = [...generateAds({ count: GENERATED_ADS, seed: 35, now: Date.UTC(2026, 0, 1) })].map(
    textOf,
  )
  // Upper case reaches the case folding (Turkish İ, German ß) that mixed-case copy rarely does.
  const shouted = labelled.map((text) => ({
    ...text,
    headline: text.headline.toUpperCase(),
    body: text.body.toUpperCase(),
    transcript: text.transcript.toUpperCase(),
    cta: text.cta.toUpperCase(),
  }))
  return [...labelled, ...generated, ...shouted]
}

const textOf = (ad: CreativeText): CreativeText => ({
  headline: ad.headline,
  body: ad.body,
  transcript: ad.transcript,
  cta: ad.cta,
  languages: ad.languages,
})

describe('the rules’ output', () => {
  if (process.env.CREATIVE_TAGS_RECORD === '1') {
    mkdirSync(dirname(SNAPSHOT), { recursive: true })
    const lines = sample().map((text) =>
      JSON.stringify({ text, breakdown: tagCreative(text) } satisfies Recorded),
    )
    writeFileSync(SNAPSHOT, gzipSync(`${lines.join('\n')}\n`, { level: 9 }))
  }

  it('is the recorded one on every ad of the sample, tag for tag and word for word', () => {
    const recorded = gunzipSync(readFileSync(SNAPSHOT))
      .toString('utf8')
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Recorded)
    expect(recorded.length).toBeGreaterThan(GENERATED_ADS)
    let differing = 0
    for (const { text, breakdown } of recorded) {
      const now = tagCreative(text)
      if (JSON.stringify(now) === JSON.stringify(breakdown)) continue
      // The first difference in full: the ad, what was recorded and what the rules give now.
      if (differing++ === 0) expect({ text, breakdown: now }).toEqual({ text, breakdown })
    }
    expect(differing).toBe(0)
  })
})
