import { type CreativeTag, OFFERS } from '../../contract/creative-tags'
import { findCtaType } from './cta-types'
import { hookText } from './hook-text'
import { findHooks } from './hooks'
import { findOffers } from './offers'

/**
 * The version of the rules. Raise it whenever a rule changes what it tags: stored ads tagged by an
 * older version are tagged again in the background.
 */
export const CREATIVE_TAG_RULES_VERSION = 6

/** The words of an ad the rules read, verbatim from the ad. */
export interface CreativeText {
  headline: string
  body: string
  transcript: string
  cta: string
  /** ISO 639-1 codes the source or the index gave the ad; the rules read every language they know either way. */
  languages: readonly string[]
}

export interface CreativeBreakdown {
  /** The opening words a viewer meets: the transcript's first sentence for a video with one, else the headline. */
  hook_text: string
  tags: CreativeTag[]
}

/**
 * The ad's hook, offers and call to action, each tag with its evidence: the exact words of one of
 * the ad's fields that made the rule fire. Hooks read the hook text, offers every field, the call
 * to action only the button. At most one tag per family and value, in the order of the contract's
 * lists. Pure and deterministic (docs/creative-breakdown.md has the rules and their accuracy).
 */
export function tagCreative(text: CreativeText): CreativeBreakdown {
  const hook_text = hookText(text)
  const tags: CreativeTag[] = []
  for (const { hook, evidence } of findHooks(hook_text)) tags.push({ family: 'hooks', value: hook, evidence })
  const offers = findOffers([text.headline, text.body, text.transcript, text.cta])
  for (const offer of OFFERS) {
    const evidence = offers.get(offer)
    if (evidence !== undefined) tags.push({ family: 'offers', value: offer, evidence })
  }
  const cta = findCtaType(text.cta)
  if (cta) tags.push({ family: 'cta_types', value: cta.type, evidence: cta.evidence })
  return { hook_text, tags }
}
