import type { Ad } from './ad'
import { tokenize } from './keywords'

/** Headline words weigh double: a brand or product named in the headline is what the ad is about. */
const HEADLINE_WEIGHT = 2

/** The searchable words of an ad (spec 4.1: copy, headline, transcript, brand) with their weights. */
export function adWords(ad: Pick<Ad, 'headline' | 'body' | 'transcript' | 'advertiser'>): {
  words: Map<string, number>
  length: number
} {
  return wordsOf([
    [ad.headline, HEADLINE_WEIGHT],
    [ad.body, 1],
    [ad.transcript, 1],
    [ad.advertiser.name, 1],
  ])
}

/** The words of what an ad says (headline, copy, transcript), weighed as the index weighs them. */
export function copyWords(ad: Pick<Ad, 'headline' | 'body' | 'transcript'>): {
  words: Map<string, number>
  length: number
} {
  return wordsOf([
    [ad.headline, HEADLINE_WEIGHT],
    [ad.body, 1],
    [ad.transcript, 1],
  ])
}

function wordsOf(texts: [string, number][]): { words: Map<string, number>; length: number } {
  const words = new Map<string, number>()
  let length = 0
  for (const [text, weight] of texts) {
    if (text === '') continue
    for (const word of tokenize(text)) {
      words.set(word, (words.get(word) ?? 0) + weight)
      length += weight
    }
  }
  return { words, length }
}

/** The landing page's host without `www.`, which the domain filter and /lookup match. */
export function landingDomain(landingUrl: string): string {
  if (landingUrl === '') return ''
  try {
    return new URL(landingUrl).hostname.replace(/^www\./, '')
  } catch {
    return ''
  }
}
