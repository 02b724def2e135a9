/**
 * Reading a rule's regular-expression source far enough to know the words it can start with, so
 * that a text is not tried against every phrase at every position: the matcher looks up the first
 * first few characters at each word start and tries only the phrases filed there.
 *
 * Handles the subset of syntax the word lists use: literals, escapes, simple character classes,
 * non-capturing groups with alternatives, and the quantifiers ? * + {n,m}.
 */

/** How a text's characters are filed: lower case, any digit as `D`, any space as " ". */
export const DIGIT_KEY = 'D'
/** Longer keys try fewer phrases at a word start; a few Map look-ups cost less than an expression. */
export const MAX_KEY = 6
/** A phrase with more spellings than this at its start is left to the slow path rather than unrolled. */
const MAX_SPELLINGS = 200

/** The phrase with its leading group and top-level alternatives unrolled: `(?:a|b)c` gives `ac`, `bc`. */
export function unroll(source: string, budget = { left: MAX_SPELLINGS }): string[] {
  const alternatives = splitTopLevel(source)
  if (alternatives.length > 1) return alternatives.flatMap((alternative) => unroll(alternative, budget))
  if (!source.startsWith('(?:')) return [source]
  const end = groupEnd(source, 0)
  const inner = splitTopLevel(source.slice(3, end))
  const group = source.slice(0, end + 1)
  const after = source.slice(end + 1)
  const quantifier = after[0]
  let spellings: string[]
  if (quantifier === '?') spellings = [...inner.map((a) => a + after.slice(1)), after.slice(1)]
  else if (quantifier === '*')
    spellings = [...inner.map((a) => `${a}${group}*${after.slice(1)}`), after.slice(1)]
  else if (quantifier === '+') spellings = inner.map((a) => `${a}${group}*${after.slice(1)}`)
  else if (quantifier === '{') return [source]
  else spellings = inner.map((a) => a + after)
  budget.left -= spellings.length
  if (budget.left < 0) return [source]
  return spellings.flatMap((spelling) => unroll(spelling, budget))
}

/**
 * The keys a phrase can start with (each one to MAX_KEY characters as a text is filed), or null when
 * its start is not a plain character (a lookbehind, `\p{L}`, a group left rolled up).
 */
export function keysOf(source: string): string[] | null {
  let keys = ['']
  let index = 0
  while (index < source.length && keys[0]!.length < MAX_KEY) {
    const token = readToken(source, index)
    if (token === null) break
    const quantifier = source[token.end]
    const optional = quantifier === '?' || quantifier === '*' || source.startsWith('{0', token.end)
    if (optional) break
    keys = keys.flatMap((key) => token.chars.map((char) => key + char))
    if (quantifier === '+' || quantifier === '{') break
    index = token.end
  }
  return keys[0] === '' ? null : keys
}

/** One token's possible characters as a text is filed, and where it ends; null if not plain. */
function readToken(source: string, index: number): { chars: string[]; end: number } | null {
  const char = source[index]!
  if (char === '\\') {
    const escaped = source[index + 1]
    if (escaped === 'd') return { chars: [DIGIT_KEY], end: index + 2 }
    if (escaped === 's') return { chars: [' '], end: index + 2 }
    if (escaped === undefined || /[A-Za-z]/u.test(escaped)) return null
    return { chars: [escaped.toLowerCase()], end: index + 2 }
  }
  if (char === '[') {
    const end = source.indexOf(']', index + 1)
    const members = source.slice(index + 1, end)
    if (end < 0 || members.startsWith('^') || members.includes('\\') || /.-./u.test(members)) return null
    return { chars: [...new Set([...members].map(fileCharacter))], end: end + 1 }
  }
  if ('()|.^$?*+{}'.includes(char)) return null
  // A surrogate pair is one character.
  const code = source.codePointAt(index)!
  const width = code > 0xffff ? 2 : 1
  return { chars: [fileCharacter(source.slice(index, index + width))], end: index + width }
}

function fileCharacter(char: string): string {
  if (/\d/u.test(char)) return DIGIT_KEY
  if (/\s/u.test(char)) return ' '
  return char.toLowerCase()
}

/** The source split at its top-level `|`. */
function splitTopLevel(source: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let index = 0; index < source.length; index++) {
    const char = source[index]
    if (char === '\\') index++
    else if (char === '[') index = classEnd(source, index)
    else if (char === '(') depth++
    else if (char === ')') depth--
    else if (char === '|' && depth === 0) {
      parts.push(source.slice(start, index))
      start = index + 1
    }
  }
  parts.push(source.slice(start))
  return parts
}

/** The index of the `)` that closes the group opening at `open`. */
function groupEnd(source: string, open: number): number {
  let depth = 0
  for (let index = open; index < source.length; index++) {
    const char = source[index]
    if (char === '\\') index++
    else if (char === '[') index = classEnd(source, index)
    else if (char === '(') depth++
    else if (char === ')' && --depth === 0) return index
  }
  throw new SyntaxError(`unclosed group in ${source}`)
}

function classEnd(source: string, open: number): number {
  for (let index = open + 1; index < source.length; index++) {
    if (source[index] === '\\') index++
    else if (source[index] === ']') return index
  }
  throw new SyntaxError(`unclosed class in ${source}`)
}
