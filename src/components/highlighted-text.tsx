import { useMemo } from 'react'
import { foldText, parseKeywords, tokenize } from '../contract/keywords'

/** A run of the original text, marked when it matched a keyword. `start` is its offset in the text. */
export interface TextPart {
  text: string
  start: number
  match: boolean
}

interface Word {
  start: number
  end: number
  token: string
}

const ASCII_WORD = /[A-Za-z0-9]/
const MARK = /\p{M}/u
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u

/** Whether a character belongs to a word once folded, as the contract's tokenizer decides it. */
function isWordChar(char: string, inWord: boolean): boolean {
  if (char.length === 1 && char.charCodeAt(0) < 128) return ASCII_WORD.test(char)
  // Accents and other marks vanish in folding: they stay with the word they decorate.
  if (MARK.test(char)) return inWord
  return LETTER_OR_DIGIT.test(foldText(char))
}

/**
 * Lower-casing picks the Greek final sigma by context (the letters around it), which a word taken
 * out of its text can lose; both sigmas count as one letter here.
 */
function sameSigma(token: string): string {
  return token.replaceAll('ς', 'σ')
}

/**
 * The words of `text` with their offsets in the original (unfolded) text. Each run of word
 * characters is folded and split by the contract's own tokenizer, so a word here is a word to the
 * search index; a run that folds into several tokens gives them all the run's span.
 */
function wordsWithOffsets(text: string): Word[] {
  const words: Word[] = []
  let runStart = -1
  let offset = 0
  const endRun = (end: number) => {
    if (runStart < 0) return
    for (const token of tokenize(text.slice(runStart, end))) {
      words.push({ start: runStart, end, token: sameSigma(token) })
    }
    runStart = -1
  }
  for (const char of text) {
    if (isWordChar(char, runStart >= 0)) {
      if (runStart < 0) runStart = offset
    } else endRun(offset)
    offset += char.length
  }
  endRun(offset)
  return words
}

/**
 * Splits text into plain and matched parts for a keyword query: case and accent insensitive, the
 * last term as a prefix when the search treats it so, "quoted phrases" as consecutive words. Keywords
 * are compared as tokens, never turned into a pattern, so no input can break or slow the splitter.
 */
export function splitHighlights(text: string, query: string | undefined): TextPart[] {
  const keywords = parseKeywords(query ?? '')
  const terms = keywords.terms.map(sameSigma)
  const phrases = keywords.phrases.map((phrase) => phrase.map(sameSigma))
  if (text === '' || (terms.length === 0 && phrases.length === 0)) return [{ text, start: 0, match: false }]
  const prefix = keywords.lastTermIsPrefix ? terms[terms.length - 1] : undefined
  const exact = new Set(prefix === undefined ? terms : terms.slice(0, -1))
  const words = wordsWithOffsets(text)
  const ranges: [number, number][] = []
  words.forEach((word, i) => {
    if (exact.has(word.token) || (prefix !== undefined && word.token.startsWith(prefix))) {
      ranges.push([word.start, word.end])
    }
    for (const phrase of phrases) {
      if (phrase.every((token, j) => words[i + j]?.token === token)) {
        ranges.push([word.start, words[i + phrase.length - 1]!.end])
      }
    }
  })
  return partsFromRanges(text, ranges)
}

function partsFromRanges(text: string, ranges: [number, number][]): TextPart[] {
  ranges.sort((a, b) => a[0] - b[0])
  const parts: TextPart[] = []
  let at = 0
  for (const [start, end] of ranges) {
    const last = parts[parts.length - 1]
    if (start < at && last?.match) {
      // Overlaps the previous mark (a word inside a matched phrase): extend it.
      if (end > at) {
        last.text = text.slice(last.start, end)
        at = end
      }
      continue
    }
    if (start > at) parts.push({ text: text.slice(at, start), start: at, match: false })
    parts.push({ text: text.slice(start, end), start, match: true })
    at = end
  }
  if (at < text.length || parts.length === 0) parts.push({ text: text.slice(at), start: at, match: false })
  return parts
}

/** Text with the words that matched the search marked; rendered as text nodes, never as HTML. */
export function HighlightedText({ text, query }: { text: string; query?: string | undefined }) {
  const parts = useMemo(() => splitHighlights(text, query), [text, query])
  return (
    <>
      {parts.map((part) =>
        part.match ? (
          <mark key={part.start} className="rounded-[3px] bg-mark px-px text-inherit">
            {part.text}
          </mark>
        ) : (
          <span key={part.start}>{part.text}</span>
        ),
      )}
    </>
  )
}
