/**
 * What a file's first bytes say it is. Saved media are kept and served only as what their bytes show,
 * whatever the remote server called them: a page labelled image/jpeg is still a page, and an SVG is
 * text that can carry script, so neither is kept.
 */

/** How many first bytes are enough to tell. */
export const SNIFF_BYTES = 64

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, Math.min(to, bytes.length)))
const startsWith = (bytes: Uint8Array, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte)

/** ISO media files (MP4, MOV, AVIF, HEIC) name their kind in the `ftyp` box's brand. */
function isoMediaType(brand: string): string | undefined {
  if (brand === 'avif' || brand === 'avis') return 'image/avif'
  if (['heic', 'heix', 'heim', 'heis'].includes(brand)) return 'image/heic'
  if (brand === 'mif1' || brand === 'msf1') return 'image/heif'
  if (brand === 'qt  ') return 'video/quicktime'
  if (brand.startsWith('3g')) return 'video/3gpp'
  // Audio only: not an ad's picture or film.
  if (brand.startsWith('M4A') || brand.startsWith('M4B')) return undefined
  return 'video/mp4'
}

/** The image or video type of these first bytes, or undefined when they are not one kept. */
export function mediaTypeOf(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg'
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png'
  const six = ascii(bytes, 0, 6)
  if (six === 'GIF87a' || six === 'GIF89a') return 'image/gif'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp'
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return isoMediaType(ascii(bytes, 8, 12))
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) {
    return ascii(bytes, 0, SNIFF_BYTES).includes('webm') ? 'video/webm' : 'video/x-matroska'
  }
  if (ascii(bytes, 0, 4) === 'OggS') return 'video/ogg'
  return undefined
}

/** The type kept bytes are served as (they were checked when kept; a damaged file is plain bytes). */
export const keptTypeOf = (head: Uint8Array) => mediaTypeOf(head) ?? 'application/octet-stream'

/** What bytes that are no image or video look like, for the reason a fetch is refused. */
export function lookOf(bytes: Uint8Array): string {
  if (bytes.length === 0) return 'empty'
  // A UTF-8 byte order mark, read byte by byte.
  const text = ascii(bytes, 0, SNIFF_BYTES)
    .replace(/^\xEF\xBB\xBF/, '')
    .trimStart()
  if (/^<(\?xml|svg)/i.test(text)) return 'image/svg+xml or XML'
  if (text.startsWith('<')) return 'text/html'
  if (text.startsWith('{') || text.startsWith('[')) return 'application/json'
  // Printable text, tabs and line breaks: 0x20 to 0x7e, or UTF-8's high bytes.
  if ([...bytes.subarray(0, SNIFF_BYTES)].every((b) => b >= 0x20 || b === 9 || b === 10 || b === 13))
    return 'text/plain'
  return 'unknown bytes'
}
