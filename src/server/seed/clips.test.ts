import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CLIPS } from './clips'

const DIR = join(import.meta.dirname, '../../../public/media/clips')
const FFPROBE = ['/usr/bin/ffprobe', '/usr/local/bin/ffprobe'].find(existsSync)
const FFMPEG = ['/usr/bin/ffmpeg', '/usr/local/bin/ffmpeg'].find(existsSync)

/** Pictures as 32 × 32 grey levels, to compare them: a JPEG, or the given frames of a video. */
function thumbprints(file: string, frames?: number[]): Buffer[] {
  const select = frames ? [`select='${frames.map((n) => `eq(n,${n})`).join('+')}'`] : []
  const out = execFileSync(FFMPEG!, [
    ...['-v', 'error', '-i', file, '-vf', [...select, 'scale=32:32'].join(','), '-fps_mode', 'passthrough'],
    ...['-frames:v', String(frames?.length ?? 1), '-f', 'rawvideo', '-pix_fmt', 'gray', '-'],
  ])
  return Array.from({ length: out.length / 1024 }, (_, i) => out.subarray(i * 1024, (i + 1) * 1024))
}

/** The clips' frame rate (make-media-clips.sh). */
const FPS = 24

const distance = (a: Buffer, b: Buffer) => a.reduce((sum, value, i) => sum + Math.abs(value - b[i]!), 0)

describe('sample clips', () => {
  // The repository ships them: each small, and all of public/media about a megabyte and a half.
  it('ship as WebM videos with JPEG posters, each clip under 150 KB, under 1.5 MB in all', () => {
    let total = 0
    for (const clip of CLIPS) {
      const video = readFileSync(join(DIR, `${clip.n}.webm`))
      const thumbnail = readFileSync(join(DIR, `${clip.n}.jpg`))
      expect(video.subarray(0, 4).toString('hex'), `${clip.n}.webm`).toBe('1a45dfa3')
      expect(thumbnail.subarray(0, 2).toString('hex'), `${clip.n}.jpg`).toBe('ffd8')
      expect(video.length, `${clip.n}.webm`).toBeLessThanOrEqual(150 * 1024)
      total += statSync(join(DIR, `${clip.n}.webm`)).size + statSync(join(DIR, `${clip.n}.jpg`)).size
    }
    expect(total).toBeLessThan(1.5 * 1024 * 1024)
  })

  it('come in all three shapes, at least four of them vertical, 4 to 8 seconds long', () => {
    expect(new Set(CLIPS.map((clip) => clip.shape))).toEqual(new Set(['portrait', 'square', 'landscape']))
    expect(CLIPS.filter((clip) => clip.shape === 'portrait').length).toBeGreaterThanOrEqual(4)
    const ratio = { portrait: 9 / 16, square: 1, landscape: 16 / 9 }
    for (const clip of CLIPS)
      expect(clip.width / clip.height, `clip ${clip.n}`).toBeCloseTo(ratio[clip.shape], 2)
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

  // A poster from the first frame would show an empty background: the product slides in.
  it.skipIf(!FFMPEG)(
    'have posters from the middle of the clip, not its start',
    () => {
      for (const clip of CLIPS) {
        const [poster] = thumbprints(join(DIR, `${clip.n}.jpg`))
        const [first, middle] = thumbprints(join(DIR, `${clip.n}.webm`), [0, (clip.seconds / 2) * FPS])
        expect(middle, `clip ${clip.n}`).toBeDefined()
        expect(distance(poster!, middle!), `clip ${clip.n}`).toBeLessThan(distance(poster!, first!))
      }
    },
    60_000,
  )
})
