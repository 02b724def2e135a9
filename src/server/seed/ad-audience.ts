import type { Random } from '../seeded-random'
import type { CopyLanguage } from './copy/language-copy'
import { ENGLISH_WORLD, type Market } from './markets'

/** Countries an ad targets: mostly its advertiser's home, sometimes neighbours, rarely the English-speaking world. */
export function pickCountries(random: Random, market: Market, language: CopyLanguage): string[] {
  const roll = random.next()
  if (roll < 0.75 || market.region.length === 1) return [market.country]
  if (roll < 0.95) return market.region.slice(0, 2 + random.int(market.region.length - 1))
  if (language !== 'en') return [...market.region]
  return ENGLISH_WORLD.includes(market.country as (typeof ENGLISH_WORLD)[number])
    ? [...ENGLISH_WORLD]
    : [market.country, ...ENGLISH_WORLD]
}

/** The ad's language, and now and then a second one of a bilingual market (Canada, Belgium, Switzerland). */
export function pickLanguages(random: Random, market: Market, language: CopyLanguage): string[] {
  if (market.languages.length > 1 && random.chance(0.12)) {
    const other = market.languages.find(([code]) => code !== language)
    if (other) return [language, other[0]]
  }
  return [language]
}
