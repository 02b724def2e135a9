import { HOOKS, type Hook } from '../../contract/creative-tags'
import { audienceIn } from './audience'
import { firstSentence } from './hook-text'
import {
  AGE_AFTER,
  AGE_IN_NAME,
  ALSO,
  AUDIENCE_FOR,
  CRISIS_WORD,
  DEMAND_AFTER,
  DEMAND_BEFORE,
  ENDORSEMENT,
  HOOK_PHRASES,
  LIST_WORDS,
  NO_PROBLEM_BEFORE,
  NUMBER_WORDS,
  PERSON_WORDS,
  POLITICAL_AFTER,
  POLITICAL_BEFORE,
  POLITICAL_COMPOUND,
  PROBLEM_SOLVED,
  PROTECT_BEFORE,
  QUANTITY_WORDS,
  RANK_WORDS,
  SAYS,
  STREET_ENDS,
  STREET_FIRST,
  STREET_LAST,
  TIME_UNITS,
  TOMORROW,
  TOPIC_BEFORE,
} from './hook-words'
import { type Match, PhraseRules } from './match'
import { figureOffers } from './offers'

const PHRASE_RULES = new PhraseRules<Hook | 'endorsement'>([
  ...(Object.keys(HOOK_PHRASES) as (keyof typeof HOOK_PHRASES)[]).map(
    (hook) => [hook, HOOK_PHRASES[hook]] as const,
  ),
  ['endorsement', ENDORSEMENT],
])
/** Lower-case words inside a name ("Anna de Vries", "Ursula von der Leyen"), and articles before one. */
const NAME_PARTICLES = 'de|van|der|den|von|da|di|del|dos|du|le|la|ter|ten'
const ARTICLES = 'de|het|die|der|den|the|la|le|les|el|il|a|o'
/**
 * A named person's vote or support is social proof when the name opens the hook and a name follows
 * the verb (hook-words.ts ENDORSEMENT). Read case by case: capitals tell names.
 */
const ENDORSER = new RegExp(
  `^[^\\p{L}]*(?:(?:${ALSO})\\s+)?(?:\\p{Lu}[\\p{L}'’.-]*\\s+(?:(?:${NAME_PARTICLES})\\s+){0,2}){1,3}$`,
  'u',
)
/** A name after the verb, perhaps after an article ("wählt die Grünen", "supports the Green Party"). */
const ENDORSED = new RegExp(`^\\s+(?:(?:${ARTICLES})\\s+)?["“„'‘]?[\\p{Lu}\\p{N}]`, 'u')
// Spelled-out counts in a pass of their own: one start gives one match per pass, and "Thousands of
// customers" is both a count and social proof. A `count` ("three") is read only where it leads the
// opening or counts out a list; `many` ("thousands") wherever it stands.
const SPELLED_COUNTS = new PhraseRules<'count' | 'many'>([
  ['count', NUMBER_WORDS],
  ['many', QUANTITY_WORDS],
])
/** A list counted out right after its count: "Three reasons", "üç nedeni". */
const LIST_AFTER = new RegExp(`^\\s+(?:${LIST_WORDS})(?![\\p{L}\\p{N}])`, 'iu')
/** Only marks or emoji before it: the word leads the opening. */
const LEADS = /^[^\p{L}\p{N}]*$/u
/** A figure written with a leading zero is a code or a name's ("TOP 09"), never a count. */
const LEADING_ZERO = /^0\d/u

/** An opening on tomorrow counts down to a deadline (an election, the end of a sale). */
const TOMORROW_FIRST = new RegExp(`^[\\s\\p{P}\\p{S}]*((?:${TOMORROW}))(?![\\p{L}\\p{N}])`, 'iu')

/** How far into the hook text a figure may start and still carry the opening's claim. */
const NUMBER_REACH = 100

/**
 * A figure the hook leads with: a count or statistic ("15 young entrepreneurs", "20% more", "10,000+
 * customers", "Three reasons"), followed by a word. Not a date ("17 maart", "13.7.2021"), year, time,
 * rank ("#37", "1.", "plaats 7"), version, rating ("4.8/5"), nor how long something lasts ("two
 * weeks", "24 hours", "před 30 lety") unless it is an age as the claim ("92 years old", but not the
 * age in a name, "21-year-old Lane"); a price or discount is an offer, not a
 * number hook.
 */
const WORD_AFTER = new RegExp(
  `^(?:\\s+(?!(?:${TIME_UNITS})(?!\\p{L}))|-)\\p{L}|^\\s+(?:${TIME_UNITS})\\s(?:${AGE_AFTER})(?!\\p{L})`,
  'iu',
)
const DIGITS =
  /(?<![\p{L}\p{N}.,:/#№+=&?_$€£¥₺₦₹-])(?<!\d[\s\u00a0])(?:[$€£](?=\d))?(?!(?:19|20)\d\d(?!\d))(?:\d{1,3}(?:[.,\u00a0 ]\d{3})+|\d+)(?:[.,]\d+)?(?:\s?%|\+)?/gu
const AGE_NAMED = new RegExp(`^(?:${AGE_IN_NAME})(?!\\p{L})`, 'iu')
/** A name after the age: a capital letter, read without the case-blind flag. */
const NAME_AFTER = /^\s+\p{Lu}/u
const RANK_BEFORE = new RegExp(`(?<!\\p{L})(?:${RANK_WORDS})\\.?\\s*$`, 'iu')
/** Month names and their short forms, in every language the rules read. */
const MONTHS =
  'jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|januar|februar|märz|mai|juni|juli|oktober|dezember|janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|gennaio|febbraio|aprile|maggio|giugno|luglio|settembre|ottobre|dicembre|janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro|januari|februari|maart|mei|augustus|ledna|února|března|dubna|května|června|července|srpna|září|října|listopadu|prosince|stycznia|lutego|marca|kwietnia|maja|czerwca|lipca|sierpnia|września|października|listopada|grudnia|ocak|şubat|mart|nisan|mayıs|haziran|temmuz|ağustos|eylül|ekim|kasım|aralık|januari|februari|mars|april|juni|juli|augusti'
/** A figure after a whole month name ("March 17", "Nov. 8", "Mart 3"): a date. Whole, as "Mar" starts "Martin". */
const MONTH_BEFORE = new RegExp(
  `(?<!\\p{L})(?:january|february|march|april|june|july|august|sept|september|october|november|december|${MONTHS})\\.?\\s+$`,
  'iu',
)
/**
 * An address: a figure after a street ("Kalverstraat 92", "Via Roma 10") or before an English one
 * ("221 Baker Street"). Names are told by their capitals, so these read case by case.
 */
const STREET_BEFORE = new RegExp(`(?:${STREET_ENDS})\\s*$`, 'iu')
const STREET_NAMED_BEFORE = new RegExp(
  `(?<!\\p{L})(?:${STREET_FIRST})\\s(?:(?:de|del|della|di|da|do|dos|la|le|des|du)\\s|\\p{Lu}[\\p{L}'’-]*\\s){1,4}$`,
  'u',
)
const STREET_NAMED_AFTER = new RegExp(`^\\s(?:\\p{Lu}[\\p{L}'’.-]*\\s){1,3}(?:${STREET_LAST})(?!\\p{L})`, 'u')
/**
 * A model name: a figure after a word that starts small and has a capital inside ("iPhone 15",
 * "iPad 10"). Not a party's name with capitals inside ("PvdA-GroenLinks 18 vrouwelijke kandidaten").
 */
const MODEL_BEFORE = /(?<![\p{L}-])\p{Ll}+\p{Lu}\p{L}*\s+$/u

/** A problem word after a negation, or before "solved", names no problem: "No problem!", "Problem solved". */
const NO_PROBLEM = new RegExp(`(?<![\\p{L}\\p{N}])(?:${NO_PROBLEM_BEFORE})\\s+$`, 'iu')
const SOLVED_AFTER = new RegExp(`^\\s*(?:${PROBLEM_SOLVED})(?![\\p{L}\\p{N}])`, 'iu')
/** A crisis of the government or of politics is the politicians' trouble (hook-words.ts). */
const CRISIS = new RegExp(`^(?:${CRISIS_WORD})$`, 'iu')
const POLITICAL_CRISIS_BEFORE = new RegExp(`(?<!\\p{L})(?:${POLITICAL_BEFORE})[\\s-]*$`, 'iu')
const POLITICAL_CRISIS_AFTER = new RegExp(`^\\s+(?:${POLITICAL_AFTER})(?!\\p{L})`, 'iu')
const POLITICAL_CRISIS_COMPOUND = new RegExp(`^(?:${POLITICAL_COMPOUND})`, 'iu')
/**
 * A problem word up to three words after a demand or a fight ("Stop the housing crisis", "gegen
 * Armut"), or up to four after the topic word of a report or a talk ("o rostoucích cenách a inflaci"), is not
 * presented as a pain endured.
 */
const DEMANDED_AFTER = new RegExp(`^(?:\\s+[\\p{L}'’-]+){0,2}\\s+(?:${DEMAND_AFTER})(?!\\p{L})`, 'iu')
const DEMANDED = new RegExp(`(?<!\\p{L})(?:${DEMAND_BEFORE})\\s+(?:[\\p{L}'’-]+\\s+){0,3}$`, 'iu')
// Czech "o" (about) needs a word between it and the problem: Portuguese "o" is "the" ("o desemprego").
const TOPIC = new RegExp(
  `(?<!\\p{L})(?:(?:${TOPIC_BEFORE})\\s+(?:[\\p{L}'’-]+,?\\s+){0,4}|o\\s+(?:[\\p{L}'’-]+,?\\s+){1,4})$`,
  'iu',
)
/** A threat word right after a word of protecting, or one word on, names whom to protect. */
const PROTECTED = new RegExp(`(?<!\\p{L})(?:${PROTECT_BEFORE})\\s+(?:\\p{L}+\\s+)?$`, 'iu')

/**
 * An opening quotation of at least three words: a person speaking, not a quoted term. It may follow
 * who says it or where it was said, as names are written, capitalised, with a verb of saying or
 * not, before ":" or a dash ("Tomio Okamura: „…“", "Petr Fiala říká: „…“", "XTV.cz - „…“"); a
 * lead in lower case is a sentence of its own ("Say it loud - "…"").
 */
const NAME_WORD = "[\\p{Lu}\\p{N}][\\p{L}\\p{N}.’'-]*"
const QUOTE_OPEN = new RegExp(
  `^\\s*(?:(?:${NAME_WORD}\\s+){0,3}${NAME_WORD}(?:\\s+(?:${SAYS}))?(?::|\\s+[-–—])\\s*)?(["“„«‘])`,
  'u',
)
const QUOTE_MARK = /["“„«‘]/u
/** The marks that close each opening mark (German opens „ and closes “). */
const QUOTE_CLOSE: Record<string, string> = { '"': '"', '“': '”“', '„': '“”', '«': '»', '‘': '’' }
const QUOTE_WORDS = 3
/** A sentence's end inside the quotation, or punctuation or an attribution dash right after it. */
const SAID_INSIDE = /[.!?…]\s*$/u
const SAID_AFTER = new RegExp(`^\\s*(?:[-–—,:.!?…]|(?:${SAYS})(?!\\p{L}))`, 'iu')
/**
 * A quotation that is the whole hook text is said when a person speaks in it ("I wish you were still
 * alive…"); a line about a thing ("It still has a few more miles left") may be a caption. "I" is
 * read in its case: lower-case "i" is "and" in Czech and Polish.
 */
const SPEAKER_I = /(?<!\p{L})I(?!\p{L})/u
const SPEAKER = new RegExp(`(?<!\\p{L})(?:${PERSON_WORDS})(?!\\p{L})`, 'iu')
const speaks = (words: string) => SPEAKER_I.test(words) || SPEAKER.test(words)

/** Every hook the opening words use, in the order of HOOKS, each with the words that show it. */
export function findHooks(hookText: string): { hook: Hook; evidence: string }[] {
  if (hookText.trim() === '') return []
  const found = new Map<Hook, string>()
  const question = questionIn(hookText)
  if (question !== null) found.set('question', question)
  const phrases: Match<Hook>[] = []
  for (const match of PHRASE_RULES.matches(hookText)) {
    if (match.value === 'endorsement') {
      if (endorsed(hookText, match)) phrases.push({ ...match, value: 'social-proof' })
    } else if (match.value !== 'problem' || namesAProblem(hookText, match)) phrases.push(match as Match<Hook>)
  }
  const number = numberHook(hookText, SPELLED_COUNTS.matches(hookText), phrases)
  if (number !== null) found.set('number', number)
  for (const match of phrases) if (!found.has(match.value)) found.set(match.value, match.evidence)
  if (!found.has('call-out')) {
    const audience = audienceIn(hookText)
    if (audience !== null && !harmedGroup(hookText, audience, phrases)) found.set('call-out', audience)
  }
  if (!found.has('urgency')) {
    const tomorrow = TOMORROW_FIRST.exec(hookText)
    if (tomorrow) found.set('urgency', tomorrow[1]!)
  }
  if (!found.has('testimonial')) {
    const quotation = quotationIn(hookText)
    if (quotation !== null) found.set('testimonial', quotation)
  }
  return HOOKS.filter((hook) => found.has(hook)).map((hook) => ({ hook, evidence: found.get(hook)! }))
}

/**
 * "For" and a group right after a problem ("Dražší benzín pro řidiče", "pricier petrol for
 * drivers") names whom the harm lands on, not whom the ad is for.
 */
function harmedGroup(text: string, audience: string, phrases: readonly Match<Hook>[]): boolean {
  if (!AUDIENCE_FOR_FIRST.test(audience)) return false
  const start = text.indexOf(audience)
  return phrases.some(
    (match) => match.value === 'problem' && match.end <= start && start - match.end < HARM_REACH,
  )
}
const AUDIENCE_FOR_FIRST = new RegExp(`^(?:${AUDIENCE_FOR})\\s`, 'iu')
/** How far after the problem word "for" may stand: the thing that costs more between ("benzín"). */
const HARM_REACH = 30

function endorsed(text: string, match: Match<string>): boolean {
  // The ALSO words are lower case in the list; the name's capitals are read as written.
  const before = text.slice(0, match.start)
  return (
    ENDORSER.test(before.replace(ALSO_FIRST, (word) => word.toLowerCase())) &&
    ENDORSED.test(text.slice(match.end, match.end + 12))
  )
}
const ALSO_FIRST = new RegExp(`^[^\\p{L}]*(?:${ALSO})(?=\\s)`, 'iu')

function namesAProblem(text: string, match: Match<string>): boolean {
  const before = text.slice(Math.max(0, match.start - 30), match.start)
  if (NO_PROBLEM.test(before.slice(-12)) || SOLVED_AFTER.test(text.slice(match.end, match.end + 16)))
    return false
  if (PROTECTED.test(before)) return false
  const lead = text.slice(Math.max(0, match.start - 50), match.start)
  if (DEMANDED.test(lead) || TOPIC.test(lead)) return false
  if (DEMANDED_AFTER.test(text.slice(match.end, match.end + 40))) return false
  if (!CRISIS.test(match.evidence)) return true
  return !(
    POLITICAL_CRISIS_BEFORE.test(before) ||
    POLITICAL_CRISIS_AFTER.test(text.slice(match.end, match.end + 20)) ||
    POLITICAL_CRISIS_COMPOUND.test(match.evidence)
  )
}

/**
 * A person's words opening the hook: a quotation of at least three words that is said, so ends a
 * sentence inside its marks, runs past the hook text, or is followed by punctuation or a dash to
 * whom said it ("…", says Anna; "…" – Jan Novák). A quoted title or caption running into the
 * sentence ("RUNNING INTO DADDY'S ARMS A LOT EASIER" Meet …) is no one's words. The evidence is the
 * opening mark and the quoted words.
 */
function quotationIn(text: string): string | null {
  // Most openings hold no quotation mark: looked for first, cheaper than reading a lead of names.
  if (!QUOTE_MARK.test(text)) return null
  const open = QUOTE_OPEN.exec(text)
  if (!open) return null
  const mark = open[1]!
  const closers = QUOTE_CLOSE[mark]!
  let close = open[0].length
  while (close < text.length && !closers.includes(text[close]!)) close++
  const words = text.slice(open[0].length, close)
  if (words.trim().split(/\s+/u).length < QUOTE_WORDS) return null
  const after = text.slice(close + 1)
  const said =
    close === text.length ||
    SAID_INSIDE.test(words) ||
    SAID_AFTER.test(after) ||
    (after.trim() === '' && speaks(words))
  return said ? text.slice(open.index + open[0].length - mark.length, close) : null
}

/**
 * A question: the sentence up to a question mark that ends a word (not the "?" of a link's query),
 * from the start of that sentence. Read by hand: an expression that looks for the sentence's start
 * at every position costs more than the rest of the hook rules together.
 */
function questionIn(text: string): string | null {
  for (let mark = nextQuestionMark(text, 0); mark >= 0; mark = nextQuestionMark(text, mark + 1)) {
    if (mark + 1 < text.length && /[\p{L}\p{N}=&/_-]/u.test(text[mark + 1]!)) continue
    let start = mark
    while (start > 0 && !SENTENCE_END.has(text[start - 1]!)) start--
    const sentence = text.slice(start, mark + 1).trimStart()
    if (sentence.length > 1) return sentence
  }
  return null
}
const SENTENCE_END = new Set(['.', '!', '?', '。', '！', '？', '؟', '\n'])
/** Question marks: Latin, full-width (Japanese) and Arabic. */
const QUESTION_MARKS = ['?', '？', '؟']

function nextQuestionMark(text: string, from: number): number {
  let next = -1
  for (const mark of QUESTION_MARKS) {
    const at = text.indexOf(mark, from)
    if (at >= 0 && (next < 0 || at < next)) next = at
  }
  return next
}

/**
 * The first figure in `text` (digits, or one of the spelled-out counts found) that is a number hook,
 * leaving out one inside a call-out among the phrases found.
 */
function numberHook(
  text: string,
  spelled: readonly Match<'count' | 'many'>[],
  phrases: readonly Match<Hook>[],
): string | null {
  const candidates: { start: number; end: number; evidence: string }[] = []
  DIGITS.lastIndex = 0
  for (let match = DIGITS.exec(text); match; match = DIGITS.exec(text))
    if (!LEADING_ZERO.test(match[0]))
      candidates.push({ start: match.index, end: match.index + match[0].length, evidence: match[0] })
  for (const match of spelled)
    if (
      match.value === 'many' ||
      LEADS.test(text.slice(0, match.start)) ||
      LIST_AFTER.test(text.slice(match.end, match.end + 30))
    )
      candidates.push(match)
  // Where the opening sentence ends is read only for a figure that passes the other checks.
  let sentenceEnd = -1
  for (const { start, end, evidence } of candidates) {
    if (start > NUMBER_REACH) continue
    // A figure inside the words of a call-out names an age group ("65-plussers", "70+ers"), not a count.
    if (phrases.some((phrase) => phrase.value === 'call-out' && phrase.start <= start && start < phrase.end))
      continue
    if (HTTP_STATUS.test(evidence) && HTTP_REASON.test(text.slice(end, end + 30))) continue
    if (!WORD_AFTER.test(text.slice(end, end + 40))) continue
    if (MONTH_AFTER.test(text.slice(end, end + 40))) continue
    const age = AGE_NAMED.exec(text.slice(end, end + 40))
    if (age && NAME_AFTER.test(text.slice(end + age[0].length, end + age[0].length + 3))) continue
    // French "à dos" is a back ("sacs à dos"), not the Spanish "two".
    if (/^dos$/iu.test(evidence) && /(?<!\p{L})à\s+$/iu.test(text.slice(Math.max(0, start - 3), start)))
      continue
    const before = text.slice(Math.max(0, start - 40), start)
    if (RANK_BEFORE.test(before.slice(-16)) || MONTH_BEFORE.test(before.slice(-16))) continue
    if (MODEL_BEFORE.test(before.slice(-24))) continue
    if (STREET_BEFORE.test(before.slice(-16)) || STREET_NAMED_BEFORE.test(before)) continue
    if (STREET_NAMED_AFTER.test(text.slice(end, end + 60))) continue
    // Only the words around the figure can make it a discount or a price.
    const from = Math.max(0, start - FIGURE_REACH)
    const around = figureOffers(text.slice(from, end + FIGURE_REACH))
    if (around.some((figure) => start - from < figure.end && figure.start < end - from)) continue
    if (sentenceEnd < 0) sentenceEnd = openingSentenceEnd(text)
    if (start >= sentenceEnd) continue
    return evidence
  }
  return null
}
const FIGURE_REACH = 24

/**
 * Where the opening's first sentence ends: a headline is its whole text, and a figure in a later
 * sentence of it carries no opening claim. A sentence of one or two words ("Stem!!!") is a call
 * before the claim, so the next one is read with it.
 */
function openingSentenceEnd(text: string): number {
  let end = 0
  while (end < text.length) {
    const rest = text.slice(end)
    const sentence = firstSentence(rest)
    if (sentence === '') return text.length
    end += rest.indexOf(sentence) + sentence.length
    if (wordsIn(text.slice(0, end)) >= OPENING_WORDS) return end
  }
  return end
}
const OPENING_WORDS = 3
const wordsIn = (text: string) => text.split(/\s+/u).filter((word) => /[\p{L}\p{N}]/u.test(word)).length

/**
 * An HTTP status line ("301 Moved Permanently", "404 Not Found"): a link's title copied from an
 * error page, not a figure of the ad. Its reason as a page writes it, in title case (or shouted):
 * "500 unauthorized immigrants" is a count.
 */
const HTTP_STATUS = /^[1-5]\d\d$/u
const HTTP_REASONS = [
  'Moved Permanently',
  'Temporary Redirect',
  'Permanent Redirect',
  'Bad Request',
  'Unauthorized',
  'Forbidden',
  'Not Found',
  'Too Many Requests',
  'Internal Server Error',
  'Bad Gateway',
  'Service Unavailable',
  'Gateway Timeout',
]
const HTTP_REASON = new RegExp(
  `^\\s(?:${HTTP_REASONS.flatMap((reason) => [reason, reason.toUpperCase()]).join('|')})(?!\\p{L})`,
  'u',
)

// A day, or a list of days ("15, 16 en 17 maart", "3 and 4 May", "16 de mayo"), before a month.
const MONTH_AFTER = new RegExp(
  `^(?:\\s*(?:,|&|-|–|and|en|und|et|y|e|i|a|ve|och)\\s*\\d{1,2}\\.?)*\\s+(?:de\\s+)?(?:${MONTHS})\\p{L}*(?![\\p{L}])`,
  'iu',
)
