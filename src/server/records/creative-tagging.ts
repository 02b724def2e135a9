import type { Ad } from '../../contract/ad'
import {
  CREATIVE_TAG_RULES_VERSION,
  type CreativeBreakdown,
  type CreativeText,
  tagCreative,
} from '../creative-tags/tag-creative'

/**
 * The rules that tag an ad's creative as it is stored, and their version. Stores keep the version
 * beside each ad, so that ads tagged by older rules are found and tagged again (retag-stale.ts).
 */
export interface CreativeTagger {
  readonly version: number
  tag(text: CreativeText): CreativeBreakdown
}

/** The rules of this release. */
export const CREATIVE_TAGS: CreativeTagger = { version: CREATIVE_TAG_RULES_VERSION, tag: tagCreative }

/**
 * The ad with its hook text and tags as the rules give them now, whatever it came with (an export of
 * another index carries tags of its rules): both always last, so that storing an ad again unchanged
 * gives the same JSON.
 */
export function withCreativeTags<A extends Omit<Ad, 'running_days'>>(given: A, tagger: CreativeTagger): A {
  const { hook_text: _hook, tags: _tags, ...ad } = given
  const { hook_text, tags } = tagger.tag({
    headline: ad.headline,
    body: ad.body,
    transcript: ad.transcript,
    cta: ad.cta,
    languages: ad.languages,
  })
  return { ...ad, hook_text, tags } as A
}
