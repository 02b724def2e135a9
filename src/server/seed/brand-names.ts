import type { Niche } from '../../contract/enums'
import type { Random } from '../seeded-random'
import type { BrandPools } from './brand-pools'
import type { CopyLanguage } from './copy/language-copy'
import { NICHE_TRAITS } from './niche-traits'

const words = (text: string) => text.split(' ')

const STARTS = words(
  'Lu Mo Ka Ve Zo Ri Na Ta Be Co Sa Fi No Ela Ori Ava Bri Cla Flo Gra Ju Kie Lo Mi Pe Ro Se',
).concat(words('Tri Vi Wa Yu Zen Al Ar El Ol Noa Sol Mae Cal'))
// Empty middles make two-syllable names ("Lura") as common as three-syllable ones ("Lumora").
const MIDDLES = [...words('mo ra li ve na ti lo ri de ne ko ba lu si va'), '', '', '', '', '', '']
const ENDS = words('ra no ly ex io a is o ia elle ix on um ova ea ine ar et y enne ika')
const ADJECTIVES = words(
  'Wild Bold Bright Golden Little Silver Quiet Honest Happy True Pure Good Blue Green Urban',
).concat(words('Coastal Northern Simple Daily Modern Kind Lucky Sunny Velvet Humble Brave Fresh Noble'))
// Nouns that sound good after an adjective ("Wild Harbor"); faker's nouns are too random for it.
const PAIR_NOUNS = words(
  'Harbor Fern Pine Oak Meadow Stone River Cove Ember Willow Cedar Maple Field Tide Bloom',
).concat(words('Nest Peak Grove Fox Bird Moon Lane'))
const NOUN_SUFFIXES = words('ly ify hub lab box nest co')

/** Local naming habits: "Maison Girard", "Casa Ferri", "Becker Manufaktur". */
const LOCAL_STYLES: Record<CopyLanguage, readonly string[]> = {
  en: ['# & Co', '# Goods', '# & Sons', '# Supply'],
  de: ['# Manufaktur', 'Haus #', '# Berlin', '# & Söhne'],
  fr: ['Maison #', '# Paris', 'Atelier #'],
  es: ['Casa #', '# Madrid', '# & Co'],
  it: ['Casa #', '# Milano', 'Bottega #'],
  pt: ['# Store', 'Casa #', '# Brasil'],
  nl: ['# Studio', 'Huis #', '# Amsterdam'],
  pl: ['Pracownia #', '# Studio', '# Warszawa'],
  sv: ['# Design', '# Stockholm', '# & Co'],
  tr: ['# Store', '# Home', '# İstanbul'],
  ar: ['# Store', '# Boutique', '# Dubai'],
}

/** A pronounceable made-up brand word: "Lumora", "Kavelo", "Brinix". */
export function inventWord(random: Random): string {
  return random.pick(STARTS) + random.pick(MIDDLES) + random.pick(ENDS)
}

/**
 * A brand name. Names mix invented words ("Lumora"), invented words with a niche word ("Lumora
 * Skincare"), word pairs ("Wild Harbor"), local family names ("Maison Girard") and faker's company
 * names, so a page of results reads like a real ad library.
 */
export function brandName(random: Random, pools: BrandPools, language: CopyLanguage, niche: Niche): string {
  const roll = random.next()
  if (roll < 0.3) return inventWord(random)
  if (roll < 0.45) return `${inventWord(random)} ${random.pick(NICHE_TRAITS[niche].brandWords)}`
  if (roll < 0.6) return `${random.pick(ADJECTIVES)} ${random.pick(PAIR_NOUNS)}`
  if (roll < 0.66) return `The ${random.pick(pools.nouns)} Co`
  if (roll < 0.74) return random.pick(pools.nouns) + random.pick(NOUN_SUFFIXES)
  if (roll < 0.9) {
    const surnames = pools.surnames[language]
    const family = surnames ? random.pick(surnames) : inventWord(random)
    return random.pick(LOCAL_STYLES[language]).replace('#', family)
  }
  return random.pick(pools.companies)
}
