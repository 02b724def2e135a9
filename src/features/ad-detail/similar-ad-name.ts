import type { Ad } from '../../contract/ad'
import { adTitle } from '../ad-card/ad-links'

const NAME_MAX = 140

/**
 * What a small similar-ad card calls the ad: its headline, else the start of its copy. adTitle's
 * "Ad by …" would repeat the advertiser shown under it; and many real ads (most political ones) have
 * no headline, or the page's name as one: their copy is what tells them apart.
 */
export function similarAdName(ad: Pick<Ad, 'headline' | 'body' | 'transcript' | 'advertiser'>): string {
  const headline = ad.headline.trim()
  const named = headline.toLowerCase() === ad.advertiser.name.trim().toLowerCase()
  const text = (named ? '' : headline) || ad.body.trim() || ad.transcript.trim()
  if (!text) return adTitle(ad)
  return text.length > NAME_MAX ? `${text.slice(0, NAME_MAX).trimEnd()}…` : text
}

/** 0.823 -> "82% alike". The API lists only ads at 0.1 or more, so no listed ad reads "0% alike". */
export const alikeLabel = (similarity: number) => `${Math.round(similarity * 100)}% alike`
