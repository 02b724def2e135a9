import { z } from 'zod/mini'
import { Ad } from './ad'

/**
 * An ad's versions: the ad and its copies. The one count the app shows on a card, in the detail and
 * among an advertiser's Winners: the ad itself and the `duplicates` its library counted.
 */
export function versionCount(ad: Pick<Ad, 'duplicates'>): number {
  return 1 + ad.duplicates
}

const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase()

/**
 * What two copies of one ad share: the advertiser and the very same headline, copy and transcript
 * (spacing and case aside). An advertiser runs one text to many audiences, on other dates, with
 * another creative, call to action or landing page: those are its versions.
 */
export function sameTextKey(ad: Pick<Ad, 'advertiser' | 'headline' | 'body' | 'transcript'>): string {
  return [ad.advertiser.id, plain(ad.headline), plain(ad.body), plain(ad.transcript)].join('\n')
}

/** Extension `GET /api/v1/ads/{id}/versions`: the ad's copies in this index, newest first, the ad itself left out. */
export const VersionsAnswer = z.object({ data: z.array(Ad) })
export type VersionsAnswer = z.infer<typeof VersionsAnswer>
