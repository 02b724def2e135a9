import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { imageSizeOf } from './image-size'

// 36 × 20 images as ffmpeg writes them (ffprobe agrees on the size).
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAACQAAAAUCAIAAABqGAhiAAAACXBIWXMAAAABAAAAAQBPJcTWAAAAI0lEQVR4nGP4y8BAN0Q/m0YtG7Vs1LJRy0YtG7Vs1LJBbhkANOvHr1FlDtEAAAAASUVORK5CYII='
const GIF_HEAD =
  'R0lGODlhJAAUAPcfMQAAACQAAEgAAGwAAJAAALQAANgAAPwAAAAkACQkAEgkAGwkAJAkALQkANgkAPwkAABIACRIAEhI'
const WEBP_LOSSY =
  'UklGRk4AAABXRUJQVlA4IEIAAABQAwCdASokABQAPpFGnkslo6KhpWgAsBIJZwDO3oAAK/fDcAD+7tPf/2LOWwLx//7nA/7nA/7nA/jbB+29aoAAAAA='
const WEBP_LOSSLESS = 'UklGRhwAAABXRUJQVlA4TA8AAAAvI8AEAAcQ9Y/+ByKi/wEA'
const base64 = (text: string) => Buffer.from(text, 'base64')

/** An extended WebP header (animation, alpha): the canvas size is stored minus one, in 24 bits. */
function webpExtended(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(30)
  bytes.write('RIFF', 0, 'latin1')
  bytes.writeUInt32LE(22, 4)
  bytes.write('WEBPVP8X', 8, 'latin1')
  bytes.writeUInt32LE(10, 16)
  bytes.writeUIntLE(width - 1, 24, 3)
  bytes.writeUIntLE(height - 1, 27, 3)
  return bytes
}

describe('imageSizeOf', () => {
  it('reads the size from PNG, GIF and WebP headers', () => {
    for (const image of [PNG, GIF_HEAD, WEBP_LOSSY, WEBP_LOSSLESS])
      expect(imageSizeOf(base64(image))).toEqual({ width: 36, height: 20 })
    expect(imageSizeOf(webpExtended(1080, 1920))).toEqual({ width: 1080, height: 1920 })
  })

  it('reads a JPEG’s frame header past the segments before it', () => {
    const poster = readFileSync(join(import.meta.dirname, '../../../public/media/clips/1.jpg'))
    expect(imageSizeOf(poster)).toEqual({ width: 360, height: 640 })
    // An APP segment and fill bytes before the frame header are skipped.
    const padded = Buffer.concat([
      poster.subarray(0, 2),
      Buffer.from([0xff, 0xe1, 0x00, 0x06, 1, 2, 3, 4, 0xff]),
      poster.subarray(2),
    ])
    expect(imageSizeOf(padded)).toEqual({ width: 360, height: 640 })
  })

  it('gives no size for cut, damaged or other bytes, and never throws', () => {
    for (const bytes of [
      Buffer.alloc(0),
      base64(PNG).subarray(0, 20),
      base64(WEBP_LOSSY).subarray(0, 26),
      Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2]),
      Buffer.from('<svg width="10" height="10"/>'),
      webpExtended(1, 1).fill(0, 12, 16),
    ])
      expect(imageSizeOf(bytes)).toBeUndefined()
    fc.assert(
      fc.property(
        fc.uint8Array({ maxLength: 64 }),
        fc.constantFrom(...[PNG, GIF_HEAD, WEBP_LOSSY].map(base64)),
        (tail, head) => {
          const size = imageSizeOf(Buffer.concat([head.subarray(0, 14), tail]))
          if (size) expect(size.width > 0 && size.height > 0).toBe(true)
        },
      ),
    )
  })
})
