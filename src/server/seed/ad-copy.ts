import type { Niche } from '../../contract/enums'
import type { Random } from '../seeded-random'
import type { CopyBook } from './copy/copy-book'
import type { CtaKind } from './copy/language-copy'
import type { Slots } from './copy-template'
import { NICHE_TRAITS } from './niche-traits'

export interface AdCopy {
  headline: string
  body: string
  cta: string
  transcript: string
}

export interface CopyRequest {
  book: CopyBook
  niche: Niche
  slots: Slots
  ctaKind: CtaKind
  /** TikTok captions: short, with hashtags. */
  tiktok: boolean
  /** Google search and display ads: short, no emoji. */
  google: boolean
  video: boolean
  brandHashtag: string
}

/**
 * Writes an ad's text from its language's copy book: a headline, a body of opener, selling points
 * (sometimes as a checklist), offer and closer, the button label, and for videos what is said.
 */
export function writeAdCopy(random: Random, request: CopyRequest): AdCopy {
  const { book, slots } = request
  const emoji = NICHE_TRAITS[request.niche].emoji
  let headline = random.pick(book.headlines)(slots)
  if (!request.google && random.chance(0.25)) headline += ` ${random.pick(emoji)}`
  return {
    headline,
    body: request.tiktok ? tiktokCaption(random, request) : body(random, request),
    cta: random.pick(book.cta[request.ctaKind]),
    transcript: request.video ? transcript(random, request) : '',
  }
}

function body(random: Random, { book, slots, niche, google }: CopyRequest): string {
  let text = random.pick(book.openers)(slots)
  if (!google && random.chance(0.3)) text = `${random.pick(NICHE_TRAITS[niche].emoji)} ${text}`
  if (google) return `${text} ${random.pick(book.benefits)}`
  const first = random.pick(book.benefits)
  const second = random.pick(book.benefits)
  if (random.chance(0.35)) {
    text += `\n\n✅ ${first}`
    if (second !== first) text += `\n✅ ${second}`
  } else {
    text += ` ${first}`
  }
  if (random.chance(0.7)) text += `\n\n${random.pick(book.offers)(slots)}`
  if (random.chance(0.6)) text += ` ${random.pick(book.closers)(slots)}`
  return text
}

function tiktokCaption(random: Random, { book, slots, niche, brandHashtag }: CopyRequest): string {
  const offer = random.chance(0.6) ? ` ${random.pick(book.offers)(slots)}` : ''
  const tags = NICHE_TRAITS[niche].hashtags
  // Creators add the global #fyp next to their language's own "for you" tag.
  const forYou = book.forYou === '#fyp' ? '#fyp #foryou' : `${book.forYou} #fyp`
  return `${random.pick(book.openers)(slots)}${offer} ${brandHashtag} #${random.pick(tags)} ${forYou}`
}

function transcript(random: Random, { book, slots }: CopyRequest): string {
  let text = `${random.pick(book.hooks)(slots)} ${random.pick(book.spoken)}`
  if (random.chance(0.5)) {
    const more = random.pick(book.spoken)
    if (!text.endsWith(more)) text += ` ${more}`
  }
  return `${text} ${random.pick(book.signoffs)(slots)}`
}
