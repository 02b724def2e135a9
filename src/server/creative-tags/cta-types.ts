import type { CtaType } from '../../contract/creative-tags'
import { CTA_ORDER, CTA_PHRASES } from './cta-words'
import { cut } from './hook-text'
import { PhraseRules } from './match'

const RULES = new PhraseRules(CTA_ORDER.map((type) => [type, CTA_PHRASES[type]] as const))
/** A button's evidence is the button, at most this long (the contract's limit on evidence). */
const EVIDENCE_MAX = 500

/**
 * The one type of a call to action, with the words of the button that show it: of the types its
 * words fit, the first in CTA_ORDER ("Mehr ansehen" is `learn`, not `watch`); `other`, with the
 * button as evidence, when none fits. Null for an ad without a button.
 */
export function findCtaType(cta: string): { type: CtaType; evidence: string } | null {
  const button = cta.trim()
  if (button === '') return null
  let best: { type: CtaType; evidence: string; rank: number } | null = null
  for (const match of RULES.matches(button)) {
    const rank = CTA_ORDER.indexOf(match.value)
    if (!best || rank < best.rank) best = { type: match.value, evidence: match.evidence, rank }
  }
  return best
    ? { type: best.type, evidence: best.evidence }
    : { type: 'other', evidence: cut(button, EVIDENCE_MAX) }
}
