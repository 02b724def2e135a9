import { tokenize } from '../../../contract/keywords'
import type { StoredAd } from '../ad-records'

/** PostgreSQL keeps positions up to this; longer texts share the last one (their tail loses phrase precision). */
const LAST_POSITION = 16_383
/** Lexemes longer than this (bytes) are refused by PostgreSQL; such a "word" is no phrase anyone types. */
const LONGEST_WORD_BYTES = 2_046

/**
 * An ad's text as a `tsvector` literal, made from our own tokenizer rather than PostgreSQL's parser so
 * that a phrase means the same in every store: each field's words at consecutive positions, a gap of
 * one position between fields so that no phrase runs from one field into the next. A word that
 * comes back is written again with its next position: PostgreSQL merges them as it reads the literal.
 */
export function wordVector(ad: StoredAd): string {
  const parts: string[] = []
  let at = 1
  for (const field of [ad.headline, ad.body, ad.transcript, ad.advertiser.name]) {
    for (const word of tokenize(field)) {
      // A UTF-16 unit is at most 3 bytes: only a long word needs counting.
      if (word.length * 3 > LONGEST_WORD_BYTES && Buffer.byteLength(word) > LONGEST_WORD_BYTES) continue
      parts.push(`${quoted(word)}:${Math.min(at++, LAST_POSITION)}`)
    }
    at += 1
  }
  return parts.join(' ')
}

/** The words of a phrase, in order and next to each other, as a `tsquery` literal. */
export function phraseQuery(words: readonly string[]): string {
  return words.map(quoted).join(' <-> ')
}

/**
 * A lexeme in quotes. Our words are letters and digits, so the escaping of a quote or backslash is
 * only looked for (a million ads hold some forty million words).
 */
export const quoted = (word: string) =>
  word.includes("'") || word.includes('\\')
    ? `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`
    : `'${word}'`
