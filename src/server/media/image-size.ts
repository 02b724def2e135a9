/**
 * The pixel size an image's own bytes declare, read from its header: PNG, JPEG, GIF and WebP, the
 * images media are kept as (media-type.ts). Kept media carry their shape this way when the source
 * did not say it, so the app lays them out without cropping. Never throws: damaged or unknown bytes
 * give undefined. A JPEG's EXIF rotation is not applied.
 */
export interface ImageSize {
  width: number
  height: number
}

export function imageSizeOf(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  try {
    if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG' && ascii(12, 16) === 'IHDR')
      return positive(view.getUint32(16), view.getUint32(20))
    if (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')
      return positive(view.getUint16(6, true), view.getUint16(8, true))
    if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return webpSize(bytes, view, ascii(12, 16))
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return jpegSize(bytes, view)
  } catch (error) {
    // Bytes that end before the header does: no size, as for any damaged file.
    if (!(error instanceof RangeError)) throw error
  }
  return undefined
}

function webpSize(bytes: Uint8Array, view: DataView, chunk: string): ImageSize | undefined {
  const u24 = (at: number) => bytes[at]! | (bytes[at + 1]! << 8) | (bytes[at + 2]! << 16)
  if (chunk === 'VP8 ' && view.getUint32(23) >>> 8 === 0x9d012a)
    return positive(view.getUint16(26, true) & 0x3fff, view.getUint16(28, true) & 0x3fff)
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X') return { width: u24(24) + 1, height: u24(27) + 1 }
  return undefined
}

/** The first frame header (SOF0 to SOF15, not DHT, JPG or DAC, which share the range) names the size. */
function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  let at = 2
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined
    const marker = bytes[at + 1]!
    // Fill bytes, and markers without a length: TEM, RST0-7.
    if (marker === 0xff) {
      at += 1
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return positive(view.getUint16(at + 7), view.getUint16(at + 5))
    // Start of scan or end of image before any frame header: no size to be had.
    if (marker === 0xda || marker === 0xd9) return undefined
    at += 2 + view.getUint16(at + 2)
  }
  return undefined
}

const positive = (width: number, height: number) => (width > 0 && height > 0 ? { width, height } : undefined)
