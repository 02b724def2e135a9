import type { Ad } from '../../contract/ad'
import type { CreativeTag } from '../../contract/creative-tags'

/** The texts of an ad the tagging rules read, in the order a viewer meets them. */
export type AdTextField = 'headline' | 'body' | 'transcript' | 'cta'

export const TEXT_FIELD_NAMES: Record<AdTextField, string> = {
  headline: 'Headline',
  body: 'Copy',
  transcript: 'Transcript',
  cta: 'Call to action',
}

/** A tag's evidence where it stands in the ad: the words before, the evidence itself, the words after. */
export interface EvidenceInText {
  field: AdTextField
  before: string
  words: string
  after: string
}

/** Words of context kept on each side of the evidence, in characters (cut at a space). */
const CONTEXT = 60

/**
 * Where a tag's evidence occurs in the ad's own text, with a little context around it. The rules quote
 * the ad verbatim; a case difference (a rule that folded case) is still found. A hook is looked for
 * first where the hook comes from (the transcript of a video that has one). Null when the words are in
 * none of the texts (a service whose rules quote otherwise): the evidence is then shown alone.
 */
export function findEvidence(
  ad: Pick<Ad, 'headline' | 'body' | 'transcript' | 'cta' | 'hook_text'>,
  tag: CreativeTag,
): EvidenceInText | null {
  const words = tag.evidence.trim()
  if (words === '') return null
  for (const field of fieldOrder(ad, tag)) {
    const text = ad[field]
    const at = indexOf(text, words)
    if (at < 0) continue
    return {
      field,
      before: leading(text.slice(0, at)),
      words: text.slice(at, at + words.length),
      after: trailing(text.slice(at + words.length)),
    }
  }
  return null
}

function fieldOrder(ad: Pick<Ad, 'transcript' | 'hook_text'>, tag: CreativeTag): AdTextField[] {
  const hook = ad.hook_text?.trim() ?? ''
  const hookFromTranscript =
    tag.family === 'hooks' && hook !== '' && ad.transcript.trimStart().startsWith(hook)
  if (hookFromTranscript) return ['transcript', 'headline', 'body', 'cta']
  if (tag.family === 'cta_types') return ['cta', 'headline', 'body', 'transcript']
  return ['headline', 'body', 'transcript', 'cta']
}

/** The exact words first, then regardless of case where lower-casing keeps the text's length. */
function indexOf(text: string, words: string): number {
  const exact = text.indexOf(words)
  if (exact >= 0) return exact
  const lower = text.toLowerCase()
  return lower.length === text.length ? lower.indexOf(words.toLowerCase()) : -1
}

function leading(text: string): string {
  if (text.length <= CONTEXT) return text
  const cut = text.slice(-CONTEXT)
  const space = cut.indexOf(' ')
  return `…${space >= 0 ? cut.slice(space + 1) : cut}`
}

function trailing(text: string): string {
  if (text.length <= CONTEXT) return text
  const cut = text.slice(0, CONTEXT)
  const space = cut.lastIndexOf(' ')
  return `${space > 0 ? cut.slice(0, space) : cut}…`
}
