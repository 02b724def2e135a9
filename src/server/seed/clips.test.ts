import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLIPS } from './clips'

const DIR = join(import.meta.dirname, '../../../public/media/clips')
const FFPROBE = ['/usr/bin/ffprobe', '/usr/local/bin/ffprobe'].find(existsSync)

describe('sample clips', () => {
  it('ship as WebM videos with JPEG thumbnails, under 3 MB in all', () => {
    let total = 0
    for (const clip of CLIPS) {
      const video = readFileSync(join(DIR, `${clip.n}.webm`))
      const thumbnail = readFileSync(join(DIR, `${clip.n}.jpg`))
      expect(video.subarray(0, 4).toString('hex'), `${clip.n}.webm`).toBe('1a45dfa3')
      expect(thumbnail.subarray(0, 2).toString('hex'), `${clip.n}.jpg`).toBe('ffd8')
      total += statSync(join(DIR, `${clip.n}.webm`)).size + statSync(join(DIR, `${clip.n}.jpg`)).size
    }
    expect(total).toBeLessThan(3 * 1024 * 1024)
  })

  it('come in both shapes, 4 to 8 seconds long', () => {
    expect(new Set(CLIPS.map((clip) => clip.shape))).toEqual(new Set(['portrait', 'landscape']))
    for (const clip of CLIPS) {
      expect(clip.seconds).toBeGreaterThanOrEqual(4)
      expect(clip.seconds).toBeLessThanOrEqual(8)
    }
  })

  it.skipIf(!FFPROBE)('list the real size, codec and duration of each file', () => {
    for (const clip of CLIPS) {
      const out = execFileSync(FFPROBE!, [
        ...['-v', 'error', '-select_streams', 'v:0', '-of', 'csv=p=0'],
        ...['-show_entries', 'stream=codec_name,width,height:format=duration', join(DIR, `${clip.n}.webm`)],
      ]).toString()
      const [stream, duration] = out.trim().split('\n')
      expect(stream).toMatch(new RegExp(`^vp[89],${clip.width},${clip.height}$`))
      expect(Math.round(Number(duration))).toBe(clip.seconds)
    }
  })
})
