/**
 * The matcher the rules share. A family's rules (one list of regular-expression sources per value
 * and language) compile to ONE case-insensitive Unicode expression, one capturing group per value,
 * so a text is scanned once per family however many languages and values there are. `\b` knows only
 * ASCII letters (it sees a boundary inside "Rückgabe"), so a match must instead have no letter or
 * digit just before or after it; Japanese writes no spaces, so its words need no such boundary.
 */

/** The languages the rules read. The generator writes most of them; the real exports add Czech. */
export const RULE_LANGUAGES = [
  'en',
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'nl',
  'cs',
  'pl',
  'tr',
  'sv',
  'ja',
] as const
export type RuleLanguage = (typeof RULE_LANGUAGES)[number]

/**
 * Regular-expression sources of one value, by language (`any` for figures every language writes
 * alike). Sources use only non-capturing groups: the matcher numbers the values by their groups.
 */
export type Phrases = Partial<Record<RuleLanguage | 'any', readonly string[]>>

const WORD_CHARACTER = /[\p{L}\p{N}]/u
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u

/** Where one value's rule fired: the exact words of the text, never trimmed inside or case-changed. */
export interface Match<V extends string> {
  value: V
  evidence: string
  start: number
  end: number
}

export class PhraseRules<V extends string> {
  private readonly pattern: RegExp
  private readonly values: readonly V[]

  constructor(phrases: ReadonlyArray<readonly [V, Phrases]>) {
    this.values = phrases.map(([value]) => value)
    const groups = phrases.map(([, byLanguage]) => {
      const { ja, ...spaced } = byLanguage
      // The boundary after a match is part of the expression, so that "Installer" is read as the
      // French word, not as "Install" running on; the one before is checked on each match.
      const alternatives = [`(?:${Object.values(spaced).flat().join('|')})(?![\\p{L}\\p{N}])`]
      if (ja && ja.length > 0) alternatives.push(...ja)
      return `(${alternatives.join('|')})`
    })
    this.pattern = new RegExp(groups.join('|'), 'giu')
  }

  /**
   * Every match in `text` that stands as whole words, left to right, at most one per start; a match
   * may begin inside an earlier one. `keep` can refuse a match (e.g. one after a denial).
   */
  *matches(text: string): Generator<Match<V>> {
    if (text === '') return
    const pattern = this.pattern
    pattern.lastIndex = 0
    for (let found = pattern.exec(text); found; found = pattern.exec(text)) {
      const start = found.index
      pattern.lastIndex = start + 1
      const evidence = found[0]
      if (evidence === '') continue
      const end = start + evidence.length
      if (!standsAlone(text, start, end)) continue
      const group = found.findIndex((part, index) => index > 0 && part !== undefined)
      yield { value: this.values[group - 1]!, evidence, start, end }
    }
  }
}

/** No letter or digit runs into the match from either side; Japanese and Chinese need no spaces. */
function standsAlone(text: string, start: number, end: number): boolean {
  return (
    (start === 0 || !runsInto(text[start - 1]!, text[start]!)) &&
    (end === text.length || !runsInto(text[end]!, text[end - 1]!))
  )
}

function runsInto(outside: string, inside: string): boolean {
  return WORD_CHARACTER.test(outside) && !UNSPACED_SCRIPT.test(outside) && !UNSPACED_SCRIPT.test(inside)
}

/** A money amount: a currency sign or code before or after digits ("$9.99", "48,95 €", "₺4.499", "249 kr"). */
export const CURRENCY = '(?:R\\$|US\\$|CA\\$|A\\$|[$€£¥₺₦₹₩₽]|CHF|EUR|USD|GBP|PLN|CZK|SEK|TRY|zł|Kč|kr|TL)'
const AMOUNT = '\\d{1,3}(?:[.,\\u00a0\\u202f ]\\d{3})*(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?'
export const MONEY = `(?:${CURRENCY}\\s?(?:${AMOUNT})|(?:${AMOUNT})\\s?${CURRENCY})`
