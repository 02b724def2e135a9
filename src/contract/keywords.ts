/**
 * Keyword text as users type it, turned into terms. Search text is never query syntax: every
 * input is valid, punctuation separates words, and `"exact phrase"` is the one operator.
 * The server's index and the app's highlighting both use these functions, so they agree on
 * what a word is.
 */

export const QUERY_MAX_CHARS = 256
export const QUERY_MAX_TERMS = 16
/** A last term shorter than this matches exactly, not as a prefix (a one-letter prefix matches nearly everything). */
export const PREFIX_MIN_CHARS = 2

const MARKS = /\p{M}+/gu
const SEPARATORS = /[^\p{L}\p{N}]+/u
const ASCII_SEPARATORS = /[^a-z0-9]+/
const NOT_ASCII = /[^ -~\t\n\r]/

/** Lower case, accents removed: "Café" and "cafe" are the same word. */
export function foldText(text: string): string {
  const lower = text.toLowerCase()
  // Decomposing can yield capitals again (ℌ -> H), hence the second lower-casing.
  return NOT_ASCII.test(lower) ? lower.normalize('NFKD').replace(MARKS, '').toLowerCase() : lower
}

/** The words of a text, folded, in order, with repeats. */
export function tokenize(text: string): string[] {
  const folded = foldText(text)
  // Indexing a million ads splits a lot of text; plain ASCII takes the cheaper pattern.
  const words = folded.split(NOT_ASCII.test(folded) ? SEPARATORS : ASCII_SEPARATORS)
  if (words.length > 0 && words[0] === '') words.shift()
  if (words.length > 0 && words[words.length - 1] === '') words.pop()
  return words
}

export interface Keywords {
  /** Words every match must contain (distinct, folded). */
  terms: string[]
  /** Word sequences that must appear in this order ("exact phrase"). */
  phrases: string[][]
  /** The last entry of `terms` may match as a prefix ("sneak" finds "sneakers"). */
  lastTermIsPrefix: boolean
}

export function parseKeywords(query: string): Keywords {
  const terms: string[] = []
  const phrases: string[][] = []
  let lastTermIsPrefix = false
  // Odd-numbered parts sit between a pair of quotes; an unmatched quote is just punctuation.
  const parts = query.split('"')
  const quotedUpTo = parts.length % 2 === 1 ? parts.length : parts.length - 1
  parts.forEach((part, index) => {
    const quoted = index % 2 === 1 && index < quotedUpTo
    const words = tokenize(part)
    if (quoted && words.length > 1) {
      phrases.push(words)
      lastTermIsPrefix = false
      return
    }
    for (const word of words) if (!terms.includes(word)) terms.push(word)
    if (words.length > 0) {
      const last = words[words.length - 1]!
      lastTermIsPrefix = !quoted && last.length >= PREFIX_MIN_CHARS && terms[terms.length - 1] === last
    }
  })
  return { terms, phrases, lastTermIsPrefix }
}

export function countTerms(keywords: Keywords): number {
  return keywords.terms.length + keywords.phrases.reduce((sum, phrase) => sum + phrase.length, 0)
}
