import { z } from 'zod/mini'

// The creative breakdown (an extension): how an ad opens, what it offers and what it asks the viewer to
// do, each tag with the exact words of the ad that earned it. The slugs are the API's; the labels the app's.

export const HOOKS = [
  'question',
  'number',
  'call-out',
  'social-proof',
  'urgency',
  'curiosity',
  'how-to',
  'before-after',
  'testimonial',
  'problem',
] as const
export const OFFERS = [
  'percent-off',
  'amount-off',
  'free-shipping',
  'bogo',
  'free-trial',
  'bundle',
  'gift',
  'price',
  'installments',
  'guarantee',
] as const
export const CTA_TYPES = [
  'shop',
  'learn',
  'sign-up',
  'download',
  'book',
  'contact',
  'watch',
  'get-offer',
  'other',
] as const

export const TAG_FAMILIES = ['hooks', 'offers', 'cta_types'] as const
export type TagFamily = (typeof TAG_FAMILIES)[number]
export type Hook = (typeof HOOKS)[number]
export type Offer = (typeof OFFERS)[number]
export type CtaType = (typeof CTA_TYPES)[number]

export const TAG_VALUES = { hooks: HOOKS, offers: OFFERS, cta_types: CTA_TYPES } as const satisfies Record<
  TagFamily,
  readonly string[]
>

export const HOOK_LABELS: Record<Hook, string> = {
  question: 'Question',
  number: 'Number',
  'call-out': 'Call-out',
  'social-proof': 'Social proof',
  urgency: 'Urgency',
  curiosity: 'Curiosity',
  'how-to': 'How-to',
  'before-after': 'Before and after',
  testimonial: 'Testimonial',
  problem: 'Problem',
}
export const OFFER_LABELS: Record<Offer, string> = {
  'percent-off': 'Percent off',
  'amount-off': 'Amount off',
  'free-shipping': 'Free shipping',
  bogo: 'Buy one, get one',
  'free-trial': 'Free trial',
  bundle: 'Bundle',
  gift: 'Free gift',
  price: 'Price shown',
  installments: 'Pay in instalments',
  guarantee: 'Guarantee',
}
export const CTA_TYPE_LABELS: Record<CtaType, string> = {
  shop: 'Shop',
  learn: 'Learn more',
  'sign-up': 'Sign up',
  download: 'Download',
  book: 'Book',
  contact: 'Contact',
  watch: 'Watch',
  'get-offer': 'Get offer',
  other: 'Other',
}

/** One tag of an ad: its family, its slug, and the exact words of the ad that made the rule fire. */
export const CreativeTag = z.object({
  family: z.enum(TAG_FAMILIES),
  value: z.string().check(z.minLength(1), z.maxLength(40)),
  evidence: z.string().check(z.maxLength(500)),
})
export type CreativeTag = z.infer<typeof CreativeTag>
