import type { CreativeText } from './tag-creative'

/** A hook is the opening words, not a whole essay: longer first sentences are cut here. */
const HOOK_TEXT_MAX = 300

/**
 * The opening words a viewer meets, verbatim: the first sentence of the transcript when the ad has
 * one (a video), else the headline, else the body's first sentence.
 */
export function hookText(text: CreativeText): string {
  const opening = firstSentence(text.transcript) || text.headline.trim() || firstSentence(text.body)
  return cut(opening, HOOK_TEXT_MAX)
}

// A sentence ends at . ! ? … (with any closing quotes after) before a space or the end, at a
// Japanese or full-width stop, or at a line break; Arabic's question mark ends one like "?".
const ENDS = /[.!?…؟]+["'”’»)\]]*(?=\s|$)|[。！？]|\r?\n/gu
// A full stop that ends no sentence: an initial ("U.S.", "N.C."), a common abbreviation ("Dr."),
// or an ordinal before a lower-case word ("na 1. místě").
const INITIAL = /(?:^|[\s.(])\p{L}$/u
const ABBREVIATION =
  /(?:^|[\s(])(?:Dr|Mr|Mrs|Ms|St|Prof|vs|etc|e\.g|i\.e|No|Nr|nr|vol|Vol|č|str|tzn|tj|resp|bzw|z\.B|ca|inkl|incl)$/u
const ORDINAL_THEN_LOWER = /^\s+\p{Ll}/u

/** The first sentence of `text`, trimmed; the whole text (trimmed) when it has one sentence. */
export function firstSentence(text: string): string {
  ENDS.lastIndex = 0
  let start = 0
  for (let end = ENDS.exec(text); end; end = ENDS.exec(text)) {
    const stop = end.index + end[0].length
    if (end[0] === '.' || /^\.["'”’»)\]]*$/u.test(end[0])) {
      const before = text.slice(Math.max(start, end.index - 6), end.index)
      const after = text.slice(stop, stop + 3)
      const afterDigits = /\d$/u.test(before)
      if (
        INITIAL.test(before) ||
        ABBREVIATION.test(before) ||
        (afterDigits && ORDINAL_THEN_LOWER.test(after))
      )
        continue
    }
    const sentence = text.slice(start, end[0].trim() === '' ? end.index : stop).trim()
    if (sentence !== '') return sentence
    start = stop
  }
  return text.slice(start).trim()
}

/** The start of `text`, at most `max` UTF-16 units long, never splitting a surrogate pair. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text
  let end = max
  const code = text.charCodeAt(end - 1)
  if (code >= 0xd800 && code <= 0xdbff) end--
  return text.slice(0, end)
}
