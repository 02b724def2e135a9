/**
 * The matcher the rules share. A family's rules are lists of regular-expression sources per value
 * and language; each is filed under the first characters it can start with, and a text is read once,
 * trying at each word start only the phrases filed under its first characters (one big alternation
 * tried at every position cost hundreds of µs per ad). `\b` knows only ASCII letters (it sees a
 * boundary inside "Rückgabe"), so a match must instead start where a word starts and have no letter
 * or digit right after it; Japanese writes no spaces, so its words need no such boundary.
 */

import { DIGIT_KEY, keysOf, MAX_KEY, unroll } from './phrase-keys'

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

interface KeyNode<V extends string> {
  /** Phrases filed here, by value, while the rules are built. */
  sources: Map<V, string[]>
  /** All of them as one sticky expression (a group per value), tried only where a key led here. */
  pattern: RegExp | null
  values: V[]
  next: Map<number, KeyNode<V>>
  /** `next` once built, as parallel arrays: a node has few children, and a short scan beats hashing. */
  childCodes: number[]
  children: KeyNode<V>[]
}

export class PhraseRules<V extends string> {
  /** Phrases filed by the first characters they start with, up to MAX_KEY (see phrase-keys.ts). */
  private readonly keys = new Map<number, KeyNode<V>>()
  /**
   * Phrases for the end of a compound word ("\\p{L}*crisis" finds "wooncrisis"), filed by the
   * characters of that end and looked up at every position; the evidence is the whole word.
   */
  private readonly endings = new Map<number, KeyNode<V>>()
  /** The first level of `keys` for Latin characters (as filed), in an array: a start's first look-up. */
  private readonly latinKeys: (KeyNode<V> | undefined)[] = Array.from({ length: LATIN_END }, () => undefined)

  constructor(phrases: ReadonlyArray<readonly [V, Phrases]>) {
    for (const [value, byLanguage] of phrases) {
      for (const [language, sources] of Object.entries(byLanguage) as [RuleLanguage | 'any', string[]][]) {
        // The boundary after a match is part of the expression, so that "Installer" is read as the
        // French word, not as "Install" running on; the one before is where a key is looked up.
        const bounded = (source: string) => (language === 'ja' ? source : `(?:${source})(?![\\p{L}\\p{N}])`)
        for (const spelling of sources.flatMap((source) => unroll(source))) {
          const ending = COMPOUND.exec(spelling)
          const rest = ending ? spelling.slice(ending[0].length) : spelling
          const keys = keysOf(rest)
          if (keys === null) throw new SyntaxError(`a phrase must start with plain characters: ${spelling}`)
          for (const key of keys) file(ending ? this.endings : this.keys, key, value, bounded(rest))
        }
      }
    }
    compile(this.keys)
    compile(this.endings)
    for (const [code, node] of this.keys) if (code < LATIN_END) this.latinKeys[code] = node
  }

  /** Every match in `text` that stands as whole words, left to right, at most one per start and key. */
  matches(text: string): Match<V>[] {
    const found: Match<V>[] = []
    if (text === '') return found
    // Turkish "İ" has no simple case folding ("İndir" would not match "indir") and lower-cases to two
    // characters: read it as "I", which keeps every position, and take the evidence from the text.
    const matchable = text.includes('İ') ? text.replaceAll('İ', 'I') : text
    const filed = matchable.toLowerCase()
    const endings = this.endings.size > 0
    let previous = OTHER
    let wordStart = 0
    // Read the lower-cased copy: it is one flat string, where a text built by concatenation may not be.
    for (let index = 0; index < filed.length; index++) {
      const code = filed.charCodeAt(index)
      // A separator inside a figure ("9.99", "10,000") starts nothing: the figure is one word.
      const kind =
        previous === WORD &&
        isSeparator(code) &&
        isDigit(filed.charCodeAt(index - 1)) &&
        isDigit(filed.charCodeAt(index + 1))
          ? WORD
          : characterKind(code)
      // A word starts after anything but a letter or digit; so does a sign ("-25 %", "$9"), which
      // then must not follow a digit ("4–10 %"). Japanese and Chinese start anywhere.
      const start = kind === UNSPACED || previous !== WORD
      if (kind !== WORD || previous !== WORD) wordStart = index
      previous = kind
      if (start) {
        const first = fileAt(filed, index)
        const node = first < LATIN_END ? this.latinKeys[first] : this.keys.get(first)
        if (node) this.tryFrom(node, text, matchable, filed, index, index, found)
      }
      if (endings && kind === WORD) {
        const node = this.endings.get(fileAt(filed, index))
        if (node) this.tryFrom(node, text, matchable, filed, index, wordStart, found)
      }
    }
    return found
  }

  /** Tries the phrases filed at `first` and below it, along the characters from `index` on. */
  private tryFrom(
    first: KeyNode<V>,
    text: string,
    matchable: string,
    filed: string,
    index: number,
    from: number,
    found: Match<V>[],
  ): void {
    let node: KeyNode<V> | undefined = first
    for (let depth = 1; node; depth++) {
      if (node.pattern) {
        node.pattern.lastIndex = index
        const match = node.pattern.exec(matchable)
        if (match && match[0] !== '') {
          let group = 1
          while (match[group] === undefined) group++
          const end = index + match[0].length
          found.push({ value: node.values[group - 1]!, evidence: text.slice(from, end), start: from, end })
        }
      }
      if (depth === MAX_KEY || index + depth >= text.length) return
      const code = fileAt(filed, index + depth)
      const codes = node.childCodes
      let child: KeyNode<V> | undefined
      for (let at = 0; at < codes.length; at++)
        if (codes[at] === code) {
          child = node.children[at]
          break
        }
      node = child
    }
  }
}

/** A compound's ending: the phrase starts with letters of any word before it. */
const COMPOUND = /^\\p\{L\}[*+]/u

function file<V extends string>(keys: Map<number, KeyNode<V>>, key: string, value: V, source: string) {
  let nodes = keys
  let node: KeyNode<V> | undefined
  for (let index = 0; index < key.length; index++) {
    const code = key[index] === DIGIT_KEY ? DIGIT_CODE : key.charCodeAt(index)
    node = nodes.get(code)
    if (!node) {
      node = { sources: new Map(), pattern: null, values: [], next: new Map(), childCodes: [], children: [] }
      nodes.set(code, node)
    }
    nodes = node.next
  }
  const sources = node!.sources.get(value) ?? []
  // Languages share spellings ("1+1 gratis", "2x1"): each is tried once.
  if (!sources.includes(source)) sources.push(source)
  node!.sources.set(value, sources)
}

function compile<V extends string>(keys: Map<number, KeyNode<V>>) {
  for (const node of keys.values()) {
    if (node.sources.size > 0) {
      node.values = [...node.sources.keys()]
      node.pattern = new RegExp(
        [...node.sources.values()].map((list) => `(${list.join('|')})`).join('|'),
        'iuy',
      )
    }
    node.childCodes = [...node.next.keys()]
    node.children = [...node.next.values()]
    compile(node.next)
  }
}

/** The end of the Latin letters (Latin Extended-B), where a start's first character is checked in an array. */
const LATIN_END = 0x250
const isDigit = (code: number) => code >= 48 && code <= 57
const isSeparator = (code: number) => code === 46 || code === 44 || code === 0xa0 || code === 0x202f

/** Keys are char codes: a digit files as DIGIT_CODE, any space as a space. */
const DIGIT_CODE = 0
const SPACE_CODE = 32

function fileAt(text: string, index: number): number {
  const code = text.charCodeAt(index)
  if (isDigit(code)) return DIGIT_CODE
  if (code === 9 || code === 10 || code === 13 || code === 0xa0 || code === 0x202f) return SPACE_CODE
  return code
}

// A letter or digit (WORD), a Japanese or Chinese character (UNSPACED: every one may start a word),
// or anything else. Plain loops over char codes: a regular expression per character costs too much.
const OTHER = 0
const WORD = 1
const UNSPACED = 2
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

/** A money amount: a currency sign or code before or after digits ("$9.99", "48,95 €", "₺4.499", "249 kr"). */
export const CURRENCY = '(?:R\\$|US\\$|CA\\$|A\\$|[$€£¥₺₦₹₩₽]|CHF|EUR|USD|GBP|PLN|CZK|SEK|TRY|zł|Kč|kr|TL)'
// Digits with thousands and decimal separators, ending on a digit: read in one greedy pass.
const AMOUNT = '\\d(?:[\\d.,\\u00a0\\u202f]*\\d)?'
export const MONEY = `(?:${CURRENCY}\\s?(?:${AMOUNT})|(?:${AMOUNT})\\s?${CURRENCY})`
