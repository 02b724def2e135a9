import { OFFERS, type Offer } from '../../contract/creative-tags'
import { type Match, PhraseRules } from './match'
import { OFFER_PHRASES } from './offer-words'

const RULES = new PhraseRules(OFFERS.map((offer) => [offer, OFFER_PHRASES[offer]] as const))

/**
 * A denial just before the words takes the offer back: "no free shipping", "kein kostenloser
 * Versand", "sin envío gratis". Read over the few characters before a match, in every language.
 */
const DENIAL =
  /(?<![\p{L}\p{N}])(?:not|no|never|without|kein\p{L}*|nicht|ohne|sans|pas\s+de|sin|senza|sem|geen|niet|zonder|bez|žádn\p{L}*|nie|brak|yok|inte|ingen|utan)\s+$/iu
const DENIAL_REACH = 16

/** Every offer the texts make, with the words of its first mention, in the order of OFFERS. */
export function findOffers(texts: readonly string[]): Map<Offer, string> {
  const found = new Map<Offer, string>()
  for (const text of texts)
    for (const match of offerMatches(text))
      if (!found.has(match.value)) found.set(match.value, match.evidence)
  return found
}

/** Where `text` states a discount or a price: a figure there is an offer, not a number hook. */
export function figureOffers(text: string): Match<Offer>[] {
  return offerMatches(text).filter((match) => FIGURES.has(match.value))
}
const FIGURES: ReadonlySet<Offer> = new Set(['percent-off', 'amount-off', 'price'])

function offerMatches(text: string): Match<Offer>[] {
  return RULES.matches(text).filter(
    (match) => !DENIAL.test(text.slice(Math.max(0, match.start - DENIAL_REACH), match.start)),
  )
}
