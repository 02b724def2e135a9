import type { StoredAd } from '../records/ad-records'
import { type ImageSize, imageSizeOf } from './image-size'
import type { MediaStore } from './media-store'
import { type FetchedMedia, MediaFetchError } from './safe-fetch'
import type { WorkQueue } from './work-queue'

export type MediaField = 'image' | 'video' | 'thumbnail'
const FIELDS: readonly MediaField[] = ['image', 'video', 'thumbnail']

/** Where kept media are served; `publicAd` makes the path absolute for whoever reads the ad. */
export const savedMediaPath = (hash: string) => `/media/saved/${hash}`

/**
 * The ad's media that another host serves, and may let expire: each link with the fields that use
 * it (an image is often its own thumbnail). This server's own `/media/...` paths are made on demand
 * and always there, so they are not fetched.
 */
export function remoteMedia(ad: StoredAd, ownOrigin: string): Map<string, MediaField[]> {
  const links = new Map<string, MediaField[]>()
  for (const field of FIELDS) {
    const link = ad.media[field]
    if (!link || !/^https?:\/\//i.test(link) || !URL.canParse(link)) continue
    if (new URL(link).origin === ownOrigin) continue
    links.set(link, [...(links.get(link) ?? []), field])
  }
  return links
}

/** A copy in the media store, with the pixel size its bytes declare when it is an image. */
export interface KeptCopy {
  hash: string
  size: ImageSize | undefined
}

export async function keepFetched(store: MediaStore, media: FetchedMedia): Promise<KeptCopy> {
  return { hash: await store.put(media.bytes), size: imageSizeOf(media.bytes) }
}

/**
 * The media with the size of the kept image (else of the kept thumbnail, a video's poster) where
 * they lack one, so the app shows the creative at its shape. A size the source gave is kept.
 */
export function withMeasuredSize(
  media: StoredAd['media'],
  sizes: Partial<Record<MediaField, ImageSize>>,
): StoredAd['media'] {
  if (media.width !== undefined && media.height !== undefined) return media
  const size = sizes.image ?? sizes.thumbnail
  return size ? { ...media, width: size.width, height: size.height } : media
}

/** A saved copy as written: the outcome is recorded only while the copy is still this one. */
export interface SavedCopy {
  boardId: string
  adId: string
  adJson: string
}

/** `kept`: every remote link now points here; else which could not be kept, and why. */
export type MediaOutcome = { adJson: string; state: 'kept' | `failed: ${string}` }

export interface MediaKeeperDeps {
  store: MediaStore
  fetch: (link: string) => Promise<FetchedMedia>
  queue: WorkQueue
  record: (saved: SavedCopy, outcome: MediaOutcome) => Promise<void>
}

/** The longest reason kept on a saved ad: enough for three links' reasons. */
const REASON_MAX = 300

/**
 * Keeps the media of saved ads, in the background: fetched (safe-fetch.ts), stored by content, and
 * the saved copy's links rewritten to this server's. A link that cannot be kept stays as it was, and
 * the reason is recorded; nothing here ever undoes the save.
 */
export function mediaKeeper({ store, fetch, queue, record }: MediaKeeperDeps) {
  // The same link asked for at the same time (one ad saved on several boards) is fetched once.
  const fetching = new Map<string, Promise<KeptCopy>>()
  const keptMedia = (link: string) => {
    let kept = fetching.get(link)
    if (!kept) {
      kept = fetch(link)
        .then((media) => keepFetched(store, media))
        .finally(() => fetching.delete(link))
      fetching.set(link, kept)
    }
    return kept
  }

  const keep = async (saved: SavedCopy, links: Map<string, MediaField[]>) => {
    const ad = JSON.parse(saved.adJson) as StoredAd
    const media = { ...ad.media }
    const sizes: Partial<Record<MediaField, ImageSize>> = {}
    const problems: string[] = []
    for (const [link, fields] of links) {
      try {
        const kept = await keptMedia(link)
        for (const field of fields) {
          media[field] = savedMediaPath(kept.hash)
          if (kept.size) sizes[field] = kept.size
        }
      } catch (error) {
        problems.push(`${fields.join(' and ')}: ${reasonOf(error)}`)
      }
    }
    const reasons = problems.join('; ')
    await record(saved, {
      adJson: JSON.stringify({ ...ad, media: withMeasuredSize(media, sizes) }),
      state:
        problems.length === 0
          ? 'kept'
          : `failed: ${reasons.length > REASON_MAX ? `${reasons.slice(0, REASON_MAX - 1)}…` : reasons}`,
    })
  }

  const failed = (saved: SavedCopy, reason: string) =>
    record(saved, { adJson: saved.adJson, state: `failed: ${reason}` }).catch(() => {})

  return {
    /** Starts keeping the copy's remote media (`remoteMedia`); the save does not wait for it. */
    keep(saved: SavedCopy, links: Map<string, MediaField[]>): void {
      const taken = queue.add(() => keep(saved, links).catch(() => failed(saved, 'could not be kept')))
      if (!taken) void failed(saved, 'the server had too many media to fetch at once')
    },
  }
}

export type MediaKeeper = ReturnType<typeof mediaKeeper>

/** A fetch's own reason; anything else (a full disk) is said without the server's details. */
const reasonOf = (error: unknown) =>
  error instanceof MediaFetchError ? error.message : 'could not be stored'
