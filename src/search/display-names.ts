import { COUNTRIES } from '../contract/iso-codes'

// The one Intl.DisplayNames of the app and the server: the app's labels, the server's facet labels
// and the names imports read codes from all come from here, so they always agree.
// English, like the rest of the interface: names in the browser's language would mix two languages on screen.
// `fallback: 'none'` makes an unknown code come back undefined instead of echoing the code.
const regions = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' })
const languages = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' })

/** What ICU answers for well-formed codes it has no name for (`ZZ`). */
const UNKNOWN_NAMES = new Set(['Unknown Region', 'Unknown language'])

function nameOf(names: Intl.DisplayNames, code: string): string | undefined {
  try {
    const name = names.of(code)
    return name && !UNKNOWN_NAMES.has(name) ? name : undefined
  } catch {
    // Malformed codes throw a RangeError; they have no name either.
    return undefined
  }
}

/** `DE` -> `Germany`; an unknown code gives the fallback (the API's label), else the code itself. */
export function countryName(code: string, fallback?: string): string {
  return nameOf(regions, code.toUpperCase()) ?? fallback ?? code
}

/** `de` -> `German`; an unknown code gives the fallback (the API's label), else the code itself. */
export function languageName(code: string, fallback?: string): string {
  return nameOf(languages, code.toLowerCase()) ?? fallback ?? code
}

const REGIONAL_INDICATOR_A = 0x1f1e6

/** `DE` -> 🇩🇪 (two regional-indicator letters); '' for anything that is not a country code. */
export function countryFlag(code: string): string {
  const upper = code.toUpperCase()
  if (!COUNTRIES.has(upper)) return ''
  return String.fromCodePoint(...[...upper].map((letter) => REGIONAL_INDICATOR_A + letter.charCodeAt(0) - 65))
}
