import type { Ad } from '../contract/ad'
import type { CreativeTag } from '../contract/creative-tags'
import { FORMAT_LABELS, PLATFORM_LABELS } from '../contract/enums'
import { adText } from './ad-text'

const HEADLINE_MAX = 100

export const formatCount = (n: number) => n.toLocaleString('en')

/**
 * One line per ad, enough for a model to pick ads and call get_ad: who, what, where, how long. The
 * advertiser's name and the ad's words are the ad's own, marked so (ad-text.ts).
 */
export function adLine(ad: Ad): string {
  const platforms = ad.platforms.map((platform) => PLATFORM_LABELS[platform]).join(', ')
  const days = `${formatCount(ad.running_days)} ${ad.running_days === 1 ? 'day' : 'days'}`
  const status = ad.is_active ? `active ${days}` : `stopped after ${days}`
  return `${adText(`${ad.advertiser.name} — ${adName(ad)}`)} (${platforms}; ${FORMAT_LABELS[ad.format]}; ${status}) [id ${ad.id}]`
}

/** The whole ad as a short readable card, each of its own words in a block of ad text. */
export function adCard(ad: Ad): string {
  return [
    adLine(ad),
    ad.body && `Copy: ${adText(ad.body)}`,
    `Call to action: ${adText(ad.cta)}`,
    `Started ${ad.started_at.slice(0, 10)}${ad.ended_at ? `, ended ${ad.ended_at.slice(0, 10)}` : ''}`,
    `Countries: ${ad.countries.join(', ') || 'none'}; languages: ${ad.languages.join(', ') || 'none'}`,
    `Reach: ${formatCount(ad.reach)}`,
    ad.transcript && `Transcript: ${adText(ad.transcript)}`,
    ad.hook_text && `Hook: ${adText(ad.hook_text)}`,
    ad.tags?.length && `Creative tags (each with the words that earned it): ${tagsLine(ad.tags)}`,
    ad.landing_url && `Landing page: ${adText(ad.landing_url)}`,
    `In Ad Search: ${ad.service_url}`,
  ]
    .filter(Boolean)
    .join('\n')
}

/** `hooks question <ad-text>Why wait?</ad-text>; offers percent-off …`: the slugs search_ads takes. */
const tagsLine = (tags: CreativeTag[]) =>
  tags.map((tag) => `${tag.family} ${tag.value} ${adText(tag.evidence)}`).join('; ')

/**
 * The ad's headline, or the start of its copy when it has none or only the page's name (as many
 * real ads, most political ones), cut to a line's worth.
 */
export function adName(ad: Pick<Ad, 'headline' | 'body' | 'advertiser'>): string {
  const headline = ad.headline.trim()
  const named = headline.toLowerCase() === ad.advertiser.name.trim().toLowerCase()
  return clip(((named ? '' : headline) || ad.body.trim() || headline).replace(/\s+/g, ' ')) || '(no text)'
}

function clip(text: string): string {
  return text.length > HEADLINE_MAX ? `${text.slice(0, HEADLINE_MAX)}…` : text
}
