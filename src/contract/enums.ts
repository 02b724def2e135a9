import { z } from 'zod/mini'

/** Values of spec section 2.3. Order here is the order the app lists them in when counts tie. */
export const PLATFORMS = [
  'facebook',
  'instagram',
  'tiktok',
  'google',
  'youtube',
  'messenger',
  'audience_network',
  'threads',
] as const
export const FORMATS = ['video', 'image', 'carousel', 'dco', 'dpa'] as const
export const NICHES = [
  'fashion',
  'beauty-care',
  'health-supplements',
  'home-garden',
  'food-drink',
  'electronics-tech',
  'sports-outdoors',
  'pet-supplies',
  'baby-parenting',
  'toys-games',
  'arts-hobbies',
  'gifts-events',
  'books-education',
  'travel-luggage',
  'automotive',
  'business-industrial',
  'apps',
  'other',
] as const
export const SORTS = ['newest', 'oldest', 'longest_running', 'most_relevant'] as const

/**
 * Facets of spec 4.6. The first five count ads, and so do the creative breakdown's three (an
 * extension, contract/creative-tags.ts); the rest count the shop and email catalogue.
 */
export const AD_FACETS = [
  'niches',
  'platforms',
  'formats',
  'countries',
  'languages',
  'hooks',
  'offers',
  'cta-types',
] as const
export const CATALOGUE_FACETS = [
  'shop-platforms',
  'shop-apps',
  'technologies',
  'themes',
  'email-campaign-types',
  'email-promotion-types',
] as const
export const FACETS = [...AD_FACETS, ...CATALOGUE_FACETS] as const

export const Platform = z.enum(PLATFORMS)
export const Format = z.enum(FORMATS)
export const Niche = z.enum(NICHES)
export const Sort = z.enum(SORTS)
export const FacetName = z.enum(FACETS)

export type Platform = z.infer<typeof Platform>
export type Format = z.infer<typeof Format>
export type Niche = z.infer<typeof Niche>
export type Sort = z.infer<typeof Sort>
export type FacetName = z.infer<typeof FacetName>
export type AdFacetName = (typeof AD_FACETS)[number]

export const PLATFORM_LABELS: Record<Platform, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  google: 'Google',
  youtube: 'YouTube',
  messenger: 'Messenger',
  audience_network: 'Audience Network',
  threads: 'Threads',
}

export const FORMAT_LABELS: Record<Format, string> = {
  video: 'Video',
  image: 'Image',
  carousel: 'Carousel',
  dco: 'Dynamic creative',
  dpa: 'Dynamic product ad',
}

export const NICHE_LABELS: Record<Niche, string> = {
  fashion: 'Fashion',
  'beauty-care': 'Beauty & care',
  'health-supplements': 'Health & supplements',
  'home-garden': 'Home & garden',
  'food-drink': 'Food & drink',
  'electronics-tech': 'Electronics & tech',
  'sports-outdoors': 'Sports & outdoors',
  'pet-supplies': 'Pet supplies',
  'baby-parenting': 'Baby & parenting',
  'toys-games': 'Toys & games',
  'arts-hobbies': 'Arts & hobbies',
  'gifts-events': 'Gifts & events',
  'books-education': 'Books & education',
  'travel-luggage': 'Travel & luggage',
  automotive: 'Automotive',
  'business-industrial': 'Business & industrial',
  apps: 'Apps',
  other: 'Other',
}

export const SORT_LABELS: Record<Sort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  longest_running: 'Longest running',
  most_relevant: 'Most relevant',
}
