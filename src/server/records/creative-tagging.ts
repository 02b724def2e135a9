import type { Ad } from '../../contract/ad'
import {
  CREATIVE_TAG_RULES_VERSION,
  type CreativeBreakdown,
  type CreativeText,
  tagCreative,
} from '../creative-tags/tag-creative'

/**
 * The rules that tag an ad's creative as it is stored, and their version. Stores keep the version
 * beside each ad, so that ads tagged by older rules are found and tagged again (service/stale-tags.ts).
 */
export interface CreativeTagger {
  readonly version: number
  tag(text: CreativeText): CreativeBreakdown
}

/** The rules of this release. */
export const CREATIVE_TAGS: CreativeTagger = { version: CREATIVE_TAG_RULES_VERSION, tag: tagCreative }

/** Where an ad carries the tags this process gave it: a symbol, which no file's JSON can hold. */
const TAGGED_HERE = Symbol('tagged here')

/** An ad's hook text and tags, and the version of the rules that gave them. */
export interface TagsGivenHere {
  breakdown: CreativeBreakdown
  version: number
}

/**
 * An ad with the hook text and tags that rules of `version` gave its text in this process, off the
 * store's thread (tag-worker.ts), so that a store tagging by the same version keeps them rather than
 * tagging again. Only `taggedHere` makes one: the `hook_text` and `tags` fields an ad brings in a file
 * (an export of another index, tagged by its rules) are never trusted, and are tagged again.
 */
export type TaggedAd<A extends Omit<Ad, 'running_days'>> = A & { readonly [TAGGED_HERE]: TagsGivenHere }

/**
 * Marks the ad itself (not a copy: an import marks thousands a second) with the tags given here. Not
 * enumerable, so neither copies, nor JSON, nor the stored ad hold them: a store reads them once, in
 * `withCreativeTags`.
 */
export function taggedHere<A extends Omit<Ad, 'running_days'>>(ad: A, tags: TagsGivenHere): TaggedAd<A> {
  return Object.defineProperty(ad, TAGGED_HERE, {
    value: tags,
    enumerable: false,
    configurable: true,
  }) as TaggedAd<A>
}

/** The words of an ad the rules read. */
export const creativeTextOf = (ad: Omit<Ad, 'running_days'>): CreativeText => ({
  headline: ad.headline,
  body: ad.body,
  transcript: ad.transcript,
  cta: ad.cta,
  languages: ad.languages,
})

/**
 * The ad with its hook text and tags as `tagger`'s rules give them, whatever it came with: those it
 * was given here (`taggedHere`) when they are of the same version, else tagged now. Both always
 * last, so that storing an ad again unchanged gives the same JSON.
 */
export function withCreativeTags<A extends Omit<Ad, 'running_days'>>(given: A, tagger: CreativeTagger): A {
  const here = (given as { [TAGGED_HERE]?: TagsGivenHere })[TAGGED_HERE]
  const { hook_text: _hook, tags: _tags, ...ad } = given
  const { hook_text, tags } =
    here?.version === tagger.version ? here.breakdown : tagger.tag(creativeTextOf(ad as A))
  return { ...ad, hook_text, tags } as A
}
