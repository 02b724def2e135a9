import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { makeAd } from '../../testing/ad-fixture'
import type { StoredAd } from '../records/ad-records'
import { type MediaOutcome, mediaKeeper, remoteMedia } from './media-keeper'
import type { MediaStore } from './media-store'
import { workQueue } from './work-queue'

// A 36 × 20 PNG, and a 360 × 640 JPEG (a clip's poster).
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAACQAAAAUCAIAAABqGAhiAAAACXBIWXMAAAABAAAAAQBPJcTWAAAAI0lEQVR4nGP4y8BAN0Q/m0YtG7Vs1LJRy0YtG7Vs1LJBbhkANOvHr1FlDtEAAAAASUVORK5CYII=',
  'base64',
)
const JPEG = readFileSync(join(import.meta.dirname, '../../../public/media/clips/1.jpg'))
const WEBM = readFileSync(join(import.meta.dirname, '../../../public/media/clips/1.webm'))
const FILES: Record<string, Buffer> = {
  'https://cdn.example/a.png': PNG,
  'https://cdn.example/poster.jpg': JPEG,
  'https://cdn.example/clip.webm': WEBM,
}

/** Keeps the ad's media with the files above and answers the saved copy as recorded. */
async function kept(ad: StoredAd): Promise<StoredAd> {
  const store: MediaStore = {
    put: async (bytes) => `hash${bytes.length}`,
    find: async () => undefined,
    read: async () => new Uint8Array(),
  }
  const queue = workQueue(1)
  const outcomes: MediaOutcome[] = []
  const keeper = mediaKeeper({
    store,
    queue,
    fetch: async (link) => ({ bytes: FILES[link]!, contentType: 'application/octet-stream', url: link }),
    record: async (_saved, outcome) => void outcomes.push(outcome),
  })
  keeper.keep({ boardId: 'b', adId: ad.id, adJson: JSON.stringify(ad) }, remoteMedia(ad, 'http://localhost'))
  await queue.idle()
  expect(outcomes.map((outcome) => outcome.state)).toEqual(['kept'])
  return JSON.parse(outcomes[0]!.adJson) as StoredAd
}

describe('kept media carry their size', () => {
  it('measures a kept image the ad gave no size for', async () => {
    const image = 'https://cdn.example/a.png'
    const ad = makeAd({ id: 'a', media: { image, video: null, thumbnail: image, video_duration: 0 } })
    const { media } = await kept(ad)
    expect(media).toMatchObject({ image: `/media/saved/hash${PNG.length}`, width: 36, height: 20 })
  })

  it('takes a video’s shape from its kept poster', async () => {
    const ad = makeAd({
      id: 'v',
      format: 'video',
      media: {
        image: null,
        video: 'https://cdn.example/clip.webm',
        thumbnail: 'https://cdn.example/poster.jpg',
        video_duration: 6,
      },
    })
    expect((await kept(ad)).media).toMatchObject({ width: 360, height: 640 })
  })

  it('keeps the size the source gave', async () => {
    const image = 'https://cdn.example/a.png'
    const ad = makeAd({
      id: 's',
      media: { image, video: null, thumbnail: image, video_duration: 0, width: 1080, height: 1350 },
    })
    expect((await kept(ad)).media).toMatchObject({ width: 1080, height: 1350 })
  })
})
