import type { Niche } from '../../../contract/enums'

/** Languages the generator writes ad copy in; `ar` is written right to left. */
export const COPY_LANGUAGES = ['en', 'de', 'fr', 'es', 'it', 'pt', 'nl', 'pl', 'sv', 'tr', 'ar'] as const
export type CopyLanguage = (typeof COPY_LANGUAGES)[number]

/** Which family of buttons an ad shows: shops sell, apps install, courses sign up, trips book. */
export type CtaKind = 'shop' | 'app' | 'learn' | 'book'

/**
 * Hand-written ad copy of one language. Text fields are templates with the slots of
 * copy-template.ts. Product phrases are plural (or mass) noun phrases without an article, and
 * templates only place them where that reads naturally, so gender and case agreement hold.
 */
export interface LanguageCopy {
  /** Button labels as the platforms show them; repeats make a label more common. */
  cta: Record<CtaKind, readonly string[]>
  headlines: readonly string[]
  /** First sentence of the body. */
  openers: readonly string[]
  /** Selling points without slots ("Free shipping on every order."). */
  benefits: readonly string[]
  offers: readonly string[]
  closers: readonly string[]
  /** Spoken lines of a video: an opening hook, a middle, and a sign-off with the offer. */
  hooks: readonly string[]
  spoken: readonly string[]
  signoffs: readonly string[]
  /** The local "for you page" hashtag of TikTok captions. */
  forYou: string
  products: Record<Niche, readonly string[]>
}
