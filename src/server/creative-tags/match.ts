/**
 * The matcher the rules share. A family's rules are lists of regular-expression sources per value
 * and language; each is filed under the first characters it can start with, and a text is read once,
 * trying at each word start only the phrases filed under its first characters (one big alternation
 * tried at every position cost hundreds of µs per ad). `\b` knows only ASCII letters (it sees a
 * boundary inside "Rückgabe"), so a match must instead start where a word starts and have no letter
 * or digit right after it; Japanese writes no spaces, so its words need no such boundary.
 */

import { fileUnder, KeyTable, keyNode } from './key-table'
import { keysOf, MAX_KEY, unroll } from './phrase-keys'

/** The languages the rules read. The generator writes most of them; the real exports add Czech. Arabic has call-to-action words only. */
const RULE_LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'cs', 'pl', 'tr', 'sv', 'ja', 'ar'] as const
type RuleLanguage = (typeof RULE_LANGUAGES)[number]

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
  /**
   * Phrases filed by the first characters they start with, up to MAX_KEY (see phrase-keys.ts), from
   * state KEYS; phrases for the end of a compound word ("\\p{L}*crisis" finds "wooncrisis"), filed by
   * the characters of that end and looked up at every position, from state ENDINGS (the evidence is
   * then the whole word).
   */
  private readonly table: KeyTable<V>
  private readonly hasEndings: boolean

  constructor(phrases: ReadonlyArray<readonly [V, Phrases]>) {
    const keys = keyNode<V>()
    const endings = keyNode<V>()
    for (const [value, byLanguage] of phrases) {
      for (const [language, sources] of Object.entries(byLanguage) as [RuleLanguage | 'any', string[]][]) {
        // The boundary after a match is part of the expression, so that "Installer" is read as the
        // French word, not as "Install" running on; the one before is where a key is looked up.
        const bounded = (source: string) => (language === 'ja' ? source : `(?:${source})(?![\\p{L}\\p{N}])`)
        for (const spelling of sources.flatMap((source) => unroll(source))) {
          const ending = COMPOUND.exec(spelling)
          const rest = ending ? spelling.slice(ending[0].length) : spelling
          const filed = keysOf(rest)
          if (filed === null) throw new SyntaxError(`a phrase must start with plain characters: ${spelling}`)
          for (const key of filed) fileUnder(ending ? endings : keys, key, value, bounded(rest))
        }
      }
    }
    this.table = new KeyTable([keys, endings])
    this.hasEndings = endings.next.size > 0
  }

  /** Every match in `text` that stands as whole words, left to right, at most one per start and key. */
  matches(text: string): Match<V>[] {
    const found: Match<V>[] = []
    if (text === '') return found
    // Turkish "İ" has no simple case folding ("İndir" would not match "indir") and lower-cases to two
    // characters, the one character that does: read it as "I", which keeps every position, and take
    // the evidence from the text. Lower-cased first, the length tells whether the text holds one.
    let matchable = text
    let filed = text.toLowerCase()
    if (filed.length !== text.length) {
      matchable = text.replaceAll('İ', 'I')
      filed = matchable.toLowerCase()
    }
    const { columnOf, columns, next } = this.table
    const endings = this.hasEndings
    let previous = OTHER
    let wordStart = 0
    // Read the lower-cased copy: it is one flat string, where a text built by concatenation may not be.
    const length = filed.length
    for (let index = 0; index < length; index++) {
      const code = filed.charCodeAt(index)
      let kind = KINDS[code]!
      if (kind === UNKNOWN) kind = KINDS[code] = characterKind(code)
      // A separator inside a figure ("9.99", "10,000") starts nothing: the figure is one word.
      if (
        kind === OTHER &&
        previous === WORD &&
        isSeparator(code) &&
        isDigit(filed.charCodeAt(index - 1)) &&
        isDigit(filed.charCodeAt(index + 1))
      )
        kind = WORD
      // A word starts after anything but a letter or digit; so does a sign ("-25 %", "$9"), which
      // then must not follow a digit ("4–10 %"). Japanese and Chinese start anywhere.
      const start = kind === UNSPACED || previous !== WORD
      if (kind !== WORD || previous !== WORD) wordStart = index
      previous = kind
      if (start) {
        const state = next[KEYS * columns + columnOf[code]!]!
        if (state !== 0) this.tryFrom(state, text, matchable, filed, index, index, found)
      }
      if (endings && kind === WORD) {
        const state = next[ENDINGS * columns + columnOf[code]!]!
        if (state !== 0) this.tryFrom(state, text, matchable, filed, index, wordStart, found)
      }
    }
    return found
  }

  /** Tries the phrases filed at `state` and at the longer keys after it, along the characters from `index` on. */
  private tryFrom(
    first: number,
    text: string,
    matchable: string,
    filed: string,
    index: number,
    from: number,
    found: Match<V>[],
  ): void {
    const { columnOf, columns, next, patterns } = this.table
    let state = first
    for (let depth = 1; state !== 0; depth++) {
      const pattern = patterns[state]!
      if (pattern !== null) {
        pattern.lastIndex = index
        const match = pattern.exec(matchable)
        if (match && match[0] !== '') {
          let group = 1
          while (match[group] === undefined) group++
          const end = index + match[0].length
          found.push({
            value: this.table.values[state]![group - 1]!,
            evidence: text.slice(from, end),
            start: from,
            end,
          })
        }
      }
      if (depth === MAX_KEY || index + depth >= text.length) return
      state = next[state * columns + columnOf[filed.charCodeAt(index + depth)]!]!
    }
  }
}

/** The states the key table starts from: a word start, and any letter (for the ends of compounds). */
const KEYS = 1
const ENDINGS = 2

/** A compound's ending: the phrase starts with letters of any word before it. */
const COMPOUND = /^\\p\{L\}[*+]/u

const isDigit = (code: number) => code >= 48 && code <= 57
const isSeparator = (code: number) => code === 46 || code === 44 || code === 0xa0 || code === 0x202f

// A letter or digit (WORD), a Japanese or Chinese character (UNSPACED: every one may start a word),
// or anything else. Plain loops over char codes: a regular expression per character costs too much.
const UNKNOWN = 0
const OTHER = 1
const WORD = 2
const UNSPACED = 3
/**
 * Each UTF-16 code's kind, worked out the first time a text holds it: one array read per character
 * instead of characterKind's range checks.
 */
const KINDS = new Uint8Array(0x10000)
const ASCII_KIND = Uint8Array.from({ length: 128 }, (_, code) =>
  (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122) ? WORD : OTHER,
)
function characterKind(code: number): number {
  if (code < 128) return ASCII_KIND[code]!
  if (code >= 0xc0 && code <= 0x24f) return code === 0xd7 || code === 0xf7 ? OTHER : WORD
  // Greek, Cyrillic, Armenian, Hebrew and Arabic letters (Arabic's own punctuation aside).
  if (code >= 0x370 && code <= 0x6ff) return code === 0x60c || code === 0x61b || code === 0x61f ? OTHER : WORD
  if (
    (code >= 0x3040 && code <= 0x30ff) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0x3400 && code <= 0x4dbf)
  )
    return UNSPACED
  // Punctuation, currency signs, arrows and symbols, emoji halves and variation selectors.
  if (
    (code >= 0x2000 && code <= 0x2bff) ||
    (code >= 0xd800 && code <= 0xdfff) ||
    (code >= 0xfe00 && code <= 0xfe0f)
  )
    return OTHER
  const char = String.fromCharCode(code)
  return UNSPACED_SCRIPT.test(char) ? UNSPACED : WORD_CHARACTER.test(char) ? WORD : OTHER
}

/**
 * A money amount: a currency sign or code before or after digits ("$9.99", "48,95 €", "₺4.499",
 * "249 kr", "120 ر.س", "1.499 DH").
 */
export const CURRENCY =
  '(?:R\\$|US\\$|CA\\$|A\\$|[$€£¥₺₦₹₩₽]|CHF|EUR|USD|GBP|PLN|CZK|SEK|TRY|SAR|AED|zł|Kč|kr|TL|DH|Dhs|ر\\.س|د\\.إ)'
// Digits with thousands and decimal separators, ending on a digit: read in one greedy pass. Swedish,
// French, Czech and Polish also part thousands with a plain space ("1 099 kr"): a group of three.
const AMOUNT = '\\d(?:[\\d.,\\u00a0\\u202f]*\\d)?(?: \\d{3}(?!\\d))*'
export const MONEY = `(?:${CURRENCY}\\s?(?:${AMOUNT})|(?:${AMOUNT})\\s?${CURRENCY})`
