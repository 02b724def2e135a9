import type { CreativeTag } from '../../contract/creative-tags'

/**
 * The version of the rules. Raise it whenever a rule changes what it tags: stored ads tagged by an
 * older version are tagged again in the background.
 */
export const CREATIVE_TAG_RULES_VERSION = 1

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

/** The ad's hook, offers and call to action, each tag with its evidence. Pure and deterministic. */
export function tagCreative(text: CreativeText): CreativeBreakdown {
  const hook_text = firstSentence(text.transcript) || text.headline.trim()
  const tags: CreativeTag[] = []
  const question = /[^.!?]*\?/u.exec(hook_text)
  if (question) tags.push({ family: 'hooks', value: 'question', evidence: question[0].trim() })
  const percent = /\b\d{1,2}\s?%\s?(?:off|rabatt|de descuento|korting)\b/iu.exec(
    `${text.headline} ${text.body}`,
  )
  if (percent) tags.push({ family: 'offers', value: 'percent-off', evidence: percent[0] })
  return { hook_text, tags }
}

function firstSentence(transcript: string): string {
  const match = /^\s*([^.!?]+[.!?]?)/u.exec(transcript)
  return match ? match[1]!.trim() : ''
}
