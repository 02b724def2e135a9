import {
  ADDRESSED_AS,
  ALSO_FIRST,
  ARE_YOU,
  ATTENTION,
  AUDIENCE_FOR,
  DETERMINERS,
  GREETING_PAIRS,
  GREETINGS,
  GROUP_CAN,
  GROUP_ENDINGS,
  GROUP_MEMBERS,
  GROUP_WORDS,
  NOT_CALLED,
  ONE_OF,
  YOU,
} from './hook-words'

// A call-out names its audience by who they are. Read over the opening's first words by hand, not
// by one expression: an expression of every group word, with an optional greeting and adjective
// before it, cost about 3 µs per hook, as much as all the other hook rules together.

const GROUPS: ReadonlySet<string> = new Set(GROUP_WORDS)
const GREETING_WORDS: ReadonlySet<string> = new Set(GREETINGS)
const GREETING_FIRST: ReadonlySet<string> = new Set(GREETING_PAIRS.map((pair) => pair.split(' ')[0]!))
const GREETING_PAIR_SET: ReadonlySet<string> = new Set(GREETING_PAIRS)
const ALSO_WORDS: ReadonlySet<string> = new Set(ALSO_FIRST)
const CAN_WORDS: ReadonlySet<string> = new Set(GROUP_CAN)
const DETERMINER_WORDS: ReadonlySet<string> = new Set(DETERMINERS)
const MEMBERS: ReadonlySet<string> = new Set(GROUP_MEMBERS)
const AS_WORDS: ReadonlySet<string> = new Set(ADDRESSED_AS)
const ARTICLES: ReadonlySet<string> = new Set(ONE_OF)
const YOU_WORDS: ReadonlySet<string> = new Set(YOU)
const ARE_YOU_PAIRS: ReadonlySet<string> = new Set(ARE_YOU.filter((words) => words.includes(' ')))
const ARE_YOU_WORDS: ReadonlySet<string> = new Set(ARE_YOU.filter((words) => !words.includes(' ')))
const ARE_YOU_FIRST: ReadonlySet<string> = new Set(ARE_YOU.map((words) => words.split(' ')[0]!))
const CALLS = ATTENTION.map((call) => call.split(' '))
/** "My fellow Americans": the group may come third after "fellow". */
const FELLOW = 'fellow'
/** The words of an opening looked at: a greeting or call, an adjective and the group, or "les amoureux de café". */
const OPENING_WORDS = 5
/** How many words "attention" may call ("Attention dog owners", "ATTENTION, NEW YORK"). */
const CALLED_WORDS = 3

/** The words after "for" looked at: an article, an adjective and the group ("for the black women"). */
const FOR_WORDS = 3

/** "For" and the words after it, anywhere in the hook: "Breakfast for busy parents". */
const FOR = new RegExp(`(?<![\\p{L}\\p{N}])(?:${AUDIENCE_FOR})\\s+`, 'giu')

interface Word {
  /** Lower case, with a typographic apostrophe read as "'". */
  text: string
  start: number
  end: number
  /** The character right after the word ("" at the end of the text). */
  after: string
}

/** The words of the opening that name its audience (the evidence of a call-out), or null. */
export function audienceIn(hookText: string): string | null {
  const opening = wordsFrom(hookText, 0, OPENING_WORDS)
  const named =
    namedFirst(opening) ?? toldTheyCan(opening) ?? addressedAs(hookText, opening) ?? askedIfOne(opening)
  if (named) return hookText.slice(named.start, named.end)
  FOR.lastIndex = 0
  for (let match = FOR.exec(hookText); match; match = FOR.exec(hookText)) {
    const after = wordsFrom(hookText, match.index + match[0].length, FOR_WORDS)
    // Words may stand between in one run: an article or an adjective ("for busy parents", "pro
    // každého seniora"), and a second one after an article or "all" ("for the black women", "pour
    // tous les parents"); a noun first names the thing, not its audience ("voor compensatie
    // Haagse ondernemers").
    const reach = DETERMINER_WORDS.has(after[0]?.text ?? '') ? FOR_WORDS : FOR_WORDS - 1
    const group = after.findIndex(
      (word, index) =>
        index < reach && isGroup(word.text) && after.slice(0, index).every((before) => !endsRun(before)),
    )
    if (group >= 0) return hookText.slice(match.index, after[group]!.end)
  }
  return null
}

/**
 * "As a parent, you…", "Als ondernemer wil je…", "Jako podnikatel víte…": the reader addressed as one
 * of a group. Only with "you" after it: "As a mom, I…" is the speaker's own story.
 */
function addressedAs(text: string, words: readonly Word[]): { start: number; end: number } | null {
  if (words.length < 2 || !AS_WORDS.has(words[0]!.text) || endsRun(words[0]!)) return null
  const article = ARTICLES.has(words[1]!.text) && !endsRun(words[1]!) ? 1 : 0
  // A member may be named in two words ("business owner"), the second one read.
  for (let index = 1 + article; index < Math.min(words.length, 3 + article); index++) {
    const word = words[index]!.text
    if (!(MEMBERS.has(word) || isGroup(word))) {
      if (endsRun(words[index]!)) return null
      continue
    }
    const next = wordsFrom(text, words[index]!.end, 2)
    if (next.some((after) => YOU_WORDS.has(after.text)))
      return { start: words[0]!.start, end: words[index]!.end }
    return null
  }
  return null
}

/**
 * "Ben jij ondernemer?", "Bist du Student?", "Jste senior?", "¿Eres estudiante?": the reader asked
 * whether they are one of a group, with or without an article. Any other "are you…" is a plain
 * question.
 */
function askedIfOne(words: readonly Word[]): { start: number; end: number } | null {
  const first = words[0]?.text ?? ''
  if (!ARE_YOU_FIRST.has(first)) return null
  const asked = ARE_YOU_PAIRS.has(`${first} ${words[1]?.text}`) ? 2 : ARE_YOU_WORDS.has(first) ? 1 : 0
  if (asked === 0 || endsRun(words[asked - 1]!)) return null
  // "Bent u ook mantelzorger?": an "also" may stand before the article or the member.
  const also = ALSO_WORDS.has(words[asked]?.text ?? '') && !endsRun(words[asked]!) ? 1 : 0
  const at = asked + also
  const article = ARTICLES.has(words[at]?.text ?? '') && !endsRun(words[at]!) ? 1 : 0
  const member = words[at + article]
  if (member && (MEMBERS.has(member.text) || isGroup(member.text)))
    return { start: words[0]!.start, end: member.end }
  return null
}

/**
 * A group told, in the third person, that it is included or what it can do: "Ook ouderen kunnen…",
 * "I senioři mohou…", "70+ers can also vote by post" (the figure is read in hook-words.ts),
 * "Studenten können jetzt…". The group is the first word, or the second after "also" or an
 * adjective; "can" must follow it at once, so a group that is only the topic ("Women in tech are…")
 * is not read as called.
 */
function toldTheyCan(words: readonly Word[]): { start: number; end: number } | null {
  const also = words[0] !== undefined && ALSO_WORDS.has(words[0].text) && !endsRun(words[0]) ? 1 : 0
  for (let index = also; index < Math.min(words.length, also + 2); index++) {
    if (index > also && endsRun(words[index - 1]!)) break
    // The cheap look-up first: most openings hold no "can" where it would have to stand.
    const next = words[index + 1]
    const can = also === 0 && next !== undefined && !endsRun(words[index]!) && CAN_WORDS.has(next.text)
    if (!(also === 1 || can) || !isGroup(words[index]!.text)) continue
    return { start: words[0]!.start, end: also === 1 ? words[index]!.end : next!.end }
  }
  return null
}

/** The span of a group named first: after a greeting or call, or alone before ",", "!" or ":". */
function namedFirst(words: readonly Word[]): { start: number; end: number } | null {
  if (words.length === 0) return null
  const call = CALLS.find((parts) => parts.every((part, index) => words[index]?.text === part))
  if (call) {
    const called = words.slice(call.length, call.length + CALLED_WORDS)
    const last = called.findIndex(endsRun)
    // "Attention: …" and "Attention please" call no one.
    if (words[call.length - 1]!.after === ':' || called.length === 0) return null
    if (NOT_CALLED.includes(called[0]!.text)) return null
    if (last >= 0 && CALLS_END.has(called[last]!.after))
      return { start: words[0]!.start, end: called[last]!.end }
    return null
  }
  let greeted = greetingLength(words)
  // A second greeting after the first: "Good morning, dear patriots!", "Hallo liebe Eltern".
  if (greeted > 0 && GREETING_WORDS.has(words[greeted]?.text ?? '')) greeted++
  // A greeting: the group is the next word or the one after ("Hey runners", "Liebe Hundebesitzer").
  // Alone: the first word or the second before ",", "!" or ":" ("Moms,", "Busy moms!", "Dog owners:").
  for (let index = greeted; index < Math.min(words.length, greeted + 2); index++) {
    if (index > greeted && endsRun(words[index - 1]!)) break
    const word = words[index]!.text
    // One person of the group is greeted too: "Beste ondernemer,", "Lieber Gamer", "Milý řidiči".
    if (!(isGroup(word) || (greeted > 0 && MEMBERS.has(word)))) continue
    if (greeted > 0 || namedAlone(words, index)) return { start: words[0]!.start, end: words[index]!.end }
  }
  if (words[1]?.text === FELLOW && isGroup(words[2]?.text ?? '') && namedAlone(words, 2))
    return { start: words[0]!.start, end: words[2]!.end }
  return null
}

/** How many words of a greeting open the hook: 2 for "Good morning", 1 for "Hey", else 0. */
function greetingLength(words: readonly Word[]): number {
  const first = words[0]!.text
  if (GREETING_FIRST.has(first) && words[1] && GREETING_PAIR_SET.has(`${first} ${words[1].text}`)) return 2
  return GREETING_WORDS.has(first) ? 1 : 0
}

/** A group named without a greeting is followed by ",", "!" or ":" within a few words ("Amantes del café,"). */
function namedAlone(words: readonly Word[], index: number): boolean {
  for (let at = index; at < words.length; at++) {
    if (CALLS_END.has(words[at]!.after)) return true
    if (endsRun(words[at]!)) return false
  }
  return false
}

function isGroup(word: string): boolean {
  if (GROUPS.has(word)) return true
  for (const ending of GROUP_ENDINGS) if (word.length > ending.length && word.endsWith(ending)) return true
  return false
}

/** What ends the name of a group called: "Moms,", "Runners!", "Ondernemers:". */
const CALLS_END: ReadonlySet<string> = new Set(['!', ',', ':'])

/** A word followed by anything but a single space ends a run of words. */
const endsRun = (word: Word) => word.after !== ' '

/**
 * Up to `max` words of `text` from `from`, skipping what comes before the first; a run stops at
 * punctuation, except a comma or "!" right after a greeting or call ("Hey, runners!").
 */
function wordsFrom(text: string, from: number, max: number): Word[] {
  const words: Word[] = []
  let index = from
  while (index < text.length && !isLetter(text, index)) {
    // Only the opening's leading signs are skipped, never words of another kind (digits).
    if (isDigit(text.charCodeAt(index))) return words
    index++
  }
  while (words.length < max && index < text.length && isLetter(text, index)) {
    const start = index
    while (index < text.length && (isLetter(text, index) || isApostrophe(text, index))) index++
    const after = text[index] ?? ''
    words.push({
      text: text.slice(start, index).toLowerCase().replaceAll('’', "'"),
      start,
      end: index,
      after,
    })
    if (after === ' ') index++
    else if ((after === ',' || after === '!') && opensCall(words)) {
      // "Hey, runners", "Good morning, dear patriots": the greeting's comma does not end the run.
      index++
      while (text[index] === ' ') index++
      words[words.length - 1]!.after = ' '
    } else break
  }
  return words
}

/** The words so far are a greeting or the first word of a call. */
function opensCall(words: readonly Word[]): boolean {
  const first = words[0]!.text
  if (words.length === 1) return GREETING_WORDS.has(first) || CALLS.some((parts) => parts[0] === first)
  return words.length === 2 && GREETING_PAIR_SET.has(`${first} ${words[1]!.text}`)
}
const isDigit = (code: number) => code >= 48 && code <= 57
const LETTER = /[\p{L}\p{M}]/u
function isLetter(text: string, index: number): boolean {
  const code = text.charCodeAt(index)
  if (code < 128) return (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
  // Latin letters with accents, the combining marks, Greek, Cyrillic and Arabic letters: without an
  // expression per character, which cost more than the rest of the reading.
  if (code >= 0xc0 && code <= 0x36f) return code !== 0xd7 && code !== 0xf7
  if (code >= 0x370 && code <= 0x6ff) return code !== 0x60c && code !== 0x61b && code !== 0x61f
  if (code >= 0x2000 && code <= 0x2bff) return false
  if (code >= 0xd800 && code <= 0xdfff) return false
  return LETTER.test(text[index]!)
}
/** An apostrophe inside a word ("mama's", "zzp'ers"). */
function isApostrophe(text: string, index: number): boolean {
  const code = text.charCodeAt(index)
  return (code === 39 || code === 0x2019) && index + 1 < text.length && isLetter(text, index + 1)
}
