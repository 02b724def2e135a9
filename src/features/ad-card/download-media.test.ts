import { describe, expect, it } from 'vitest'
import type { Ad } from '../../contract/ad'
import { makeAd } from '../../testing/ad-fixture'
import { mediaDownload } from './download-media'

const ORIGIN = 'https://search.example'
const adWith = (media: Partial<Ad['media']>, id = 'meta_1'): Ad =>
  ({
    ...makeAd({ id }),
    media: { image: null, video: null, thumbnail: '', video_duration: 0, ...media },
  }) as Ad

describe('mediaDownload', () => {
  it('downloads a kept copy or a generated creative here, named by the ad and its type', () => {
    expect(mediaDownload(adWith({ image: `${ORIGIN}/media/saved/${'a'.repeat(64)}.png` }), ORIGIN)).toEqual({
      href: `${ORIGIN}/media/saved/${'a'.repeat(64)}.png`,
      kind: 'image',
      sameOrigin: true,
      fileName: 'meta_1-image.png',
    })
  })

  it('takes the video before its poster, and opens another origin’s file instead of saving it', () => {
    const download = mediaDownload(
      adWith({ video: 'https://cdn.example/v/clip.MP4?sig=1', thumbnail: 'https://cdn.example/t.jpg' }),
      ORIGIN,
    )
    expect(download).toMatchObject({ kind: 'video', sameOrigin: false, fileName: 'meta_1-video.mp4' })
  })

  it('never offers a link that is not http(s), and keeps an odd id out of the file name', () => {
    expect(
      mediaDownload(adWith({ video: 'javascript:alert(1)', image: 'data:image/png;base64,AA' }), ORIGIN),
    ).toBeNull()
    expect(mediaDownload(adWith({}), ORIGIN)).toBeNull()
    const odd = mediaDownload(adWith({ image: `${ORIGIN}/media/images/1.svg` }, '../../etc/passwd'), ORIGIN)
    expect(odd?.fileName).toBe('_etc_passwd-image.svg')
  })
})
