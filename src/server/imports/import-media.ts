import type { Ad } from '../../contract/ad'
import type { ImageSize } from '../media/image-size'
import {
  type KeptCopy,
  keepFetched,
  type MediaField,
  remoteMedia,
  savedMediaPath,
  withMeasuredSize,
} from '../media/media-keeper'
import type { MediaStore } from '../media/media-store'
import { type FetchedMedia, MediaFetchError } from '../media/safe-fetch'
import type { StoredAd } from '../records/ad-records'

/** What `--fetch-media` did: media fetched and kept now, kept by an earlier import, and not kept. */
export interface MediaFigures {
  kept: number
  reused: number
  failed: number
}

export interface MediaImport {
  /**
   * Keeps each ad's remote image, video and thumbnail in the media store and points the ad at this
   * server's copy. A link that cannot be kept stays as it was, and `failed` says why.
   */
  keep(ads: readonly Ad[], failed: (index: number, reason: string) => void): Promise<Ad[]>
  figures(): MediaFigures
}

export interface MediaImportDeps {
  store: MediaStore
  /** A safe fetch (safe-fetch.ts): http(s) only, no private addresses, size, type and time limits. */
  fetch: (link: string) => Promise<FetchedMedia>
  /** The ad as stored now, if it is: media an earlier import kept are not fetched again. */
  stored: (id: string) => Promise<StoredAd | undefined>
  /** Fetches at once: enough to hide each one's latency, few enough not to flood a CDN. */
  atOnce?: number
}

/** Links fetched lately, remembered so that media shared by many ads are fetched once. */
const REMEMBERED_LINKS = 10_000

/**
 * Media for an import (`--fetch-media`): the links Meta's and TikTok's CDNs give expire within a day
 * or two, so the bytes are copied while they can be. Resumable: an ad whose stored version already
 * points at kept media keeps them, so importing the file again after a stop fetches only the rest.
 */
export function mediaImport({ store, fetch, stored, atOnce = 4 }: MediaImportDeps): MediaImport {
  const figures: MediaFigures = { kept: 0, reused: 0, failed: 0 }
  const hashes = new Map<string, Promise<KeptCopy>>()
  const keptMedia = (link: string) => {
    let kept = hashes.get(link)
    if (!kept) {
      if (hashes.size >= REMEMBERED_LINKS) hashes.clear()
      kept = fetch(link).then((media) => keepFetched(store, media))
      // A failure is not remembered: the next ad with the link tries again.
      kept.catch(() => hashes.delete(link))
      hashes.set(link, kept)
    }
    return kept
  }

  const keepOne = async (ad: Ad, index: number, failed: (index: number, reason: string) => void) => {
    const links = remoteMedia(ad, '')
    if (links.size === 0) return ad
    const before = await stored(ad.id)
    const media = { ...ad.media }
    const sizes: Partial<Record<MediaField, ImageSize>> = {}
    const problems: string[] = []
    for (const [link, fields] of links) {
      const earlier = keptBefore(before, fields)
      if (earlier) {
        // Measured when the earlier import kept them.
        const { width, height } = before!.media
        for (const field of fields) {
          media[field] = earlier
          if (width && height) sizes[field] = { width, height }
        }
        figures.reused += 1
        continue
      }
      try {
        const kept = await keptMedia(link)
        for (const field of fields) {
          media[field] = savedMediaPath(kept.hash)
          if (kept.size) sizes[field] = kept.size
        }
        figures.kept += 1
      } catch (error) {
        figures.failed += 1
        problems.push(
          `${fields.join(' and ')}: ${error instanceof MediaFetchError ? error.message : 'could not be stored'}`,
        )
      }
    }
    if (problems.length > 0) failed(index, problems.join('; '))
    return { ...ad, media: withMeasuredSize(media, sizes) }
  }

  return {
    async keep(ads, failed) {
      const out: Ad[] = [...ads]
      let next = 0
      const worker = async () => {
        while (next < ads.length) {
          const index = next++
          out[index] = await keepOne(ads[index]!, index, failed)
        }
      }
      await Promise.all(Array.from({ length: Math.min(atOnce, ads.length) }, worker))
      return out
    },
    figures: () => ({ ...figures }),
  }
}

/** The kept copy an earlier import made for these fields, when they all point at the same one. */
function keptBefore(before: StoredAd | undefined, fields: readonly MediaField[]): string | undefined {
  if (!before) return undefined
  const paths = new Set(fields.map((field) => before.media[field]))
  const [path] = paths
  return paths.size === 1 && typeof path === 'string' && path.startsWith(savedMediaPath(''))
    ? path
    : undefined
}
