/**
 * Country and language codes from what exports write: codes in any case ("nl", "NL"), locale tags
 * ("en_US", "pt-BR"), three-letter codes ("nld") and English names ("Netherlands", "English (UK)").
 * Names are matched through the runtime's own ICU data, so no table of names is kept here.
 */
import { COUNTRIES, LANGUAGES } from '../../contract/iso-codes'
import { countryName, languageName } from '../../search/display-names'

let countriesByName: Map<string, string> | undefined
let languagesByName: Map<string, string> | undefined

const key = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim()

/** `nameOf` answers '' for a code without a name. */
function namesOf(codes: ReadonlySet<string>, nameOf: (code: string, fallback: string) => string) {
  const byName = new Map<string, string>()
  for (const code of codes) {
    const name = nameOf(code, '')
    if (name) byName.set(key(name), code)
  }
  return byName
}

/** Names people use that are not ICU's English name. */
const COUNTRY_ALIASES: Record<string, string> = {
  'united states of america': 'US',
  usa: 'US',
  'great britain': 'GB',
  england: 'GB',
  'czech republic': 'CZ',
  holland: 'NL',
  'the netherlands': 'NL',
  russia: 'RU',
  'south korea': 'KR',
}

export function countryCodeOf(text: string): string | null {
  const trimmed = text.trim()
  if (/^[A-Za-z]{2}$/.test(trimmed)) return trimmed.toUpperCase()
  countriesByName ??= namesOf(COUNTRIES, countryName)
  const name = key(trimmed)
  return countriesByName.get(name) ?? COUNTRY_ALIASES[name] ?? leadingCountry(name, countriesByName)
}

let namesLongestFirst: [string, string][] | undefined

/**
 * A country named at the start of longer text, as text extracted from PDFs runs on ("United States
 * Exclude Location"): the longest name that the text begins with, followed by a space.
 */
function leadingCountry(name: string, byName: Map<string, string>): string | null {
  namesLongestFirst ??= [...byName].sort(([a], [b]) => b.length - a.length)
  for (const [known, code] of namesLongestFirst) if (name.startsWith(`${known} `)) return code
  return null
}

export function languageCodeOf(text: string): string | null {
  const trimmed = text.trim()
  // en, en_US, pt-BR: the language part.
  const tag = /^([A-Za-z]{2,3})(?:[-_][A-Za-z0-9]{2,8})*$/.exec(trimmed)
  if (tag) {
    const code = tag[1]!.toLowerCase()
    if (code.length === 2) return code
    // A three-letter code: through its English name.
    const name = languageName(code, '')
    if (name) return languageCodeOf(name)
  }
  languagesByName ??= namesOf(LANGUAGES, languageName)
  // "English (UK)": the name before any qualifier.
  return languagesByName.get(key(trimmed.replace(/\(.*\)/, ''))) ?? null
}
