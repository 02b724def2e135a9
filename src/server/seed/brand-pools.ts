import {
  base,
  de,
  en,
  es,
  Faker,
  fr,
  it,
  type LocaleDefinition,
  nl,
  pl,
  pt_BR,
  sv,
  tr,
} from '@faker-js/faker'
import type { CopyLanguage } from './copy/language-copy'

/**
 * Words for brand names. Faker is far too slow to call per advertiser, so it fills these pools
 * once per dataset seed, and advertisers pick from them with the fast seeded random source.
 */
export interface BrandPools {
  /** Family names per language; none for Arabic (see below). */
  surnames: Partial<Record<CopyLanguage, readonly string[]>>
  nouns: readonly string[]
  companies: readonly string[]
}

// Arabic-script family names cannot make a domain; Arabic-language brands use Latin names, as most do.
const LOCALES: Partial<Record<CopyLanguage, LocaleDefinition>> = {
  en,
  de,
  fr,
  es,
  it,
  pt: pt_BR,
  nl,
  pl,
  sv,
  tr,
}
const POOL_SIZE = 300
const SIMPLE_WORD = /^\p{Lu}?\p{Ll}{2,9}$/u
const CAPITALISED = /^\p{Lu}/u

export function buildBrandPools(seed: number): BrandPools {
  const surnames: BrandPools['surnames'] = {}
  for (const [language, locale] of Object.entries(LOCALES) as [CopyLanguage, LocaleDefinition][]) {
    const faker = new Faker({ locale: [locale, en, base], seed: seed + language.charCodeAt(0) })
    const found = distinct(
      () => oneFamilyName(faker.person.lastName()),
      (name) => SIMPLE_WORD.test(name),
    )
    if (found.length > 0) surnames[language] = found
  }
  const faker = new Faker({ locale: [en, base], seed })
  const nouns = distinct(
    () => faker.word.noun(),
    (word) => SIMPLE_WORD.test(word) && word.length <= 7,
  ).map((word) => word.charAt(0).toUpperCase() + word.slice(1))
  // "Kihn Group", "Hayes LLC"; not the law-firm style "Stehr, Rodriguez and Hansen".
  const companies = distinct(
    () => faker.company.name(),
    (name) => !/,| - | and /.test(name) && name.split(' ').length <= 3 && name.length <= 24,
  )
  return { surnames, nouns, companies }
}

function distinct(make: () => string, keep: (value: string) => boolean): string[] {
  const values = new Set<string>()
  for (let attempt = 0; attempt < POOL_SIZE * 4 && values.size < POOL_SIZE; attempt++) {
    const value = make()
    if (keep(value)) values.add(value)
  }
  return [...values]
}

/** "Abeyta Domínguez" -> Abeyta, "van der Berg" -> Berg: a brand takes one capitalised family name. */
function oneFamilyName(name: string): string {
  const words = name.split(' ')
  return words.find((word) => CAPITALISED.test(word)) ?? words[0]!
}
