import { Hono } from 'hono'
import { ProblemError } from '../http/problem'
import { MEDIA_HASH } from '../media/content-hash'
import type { MediaStore } from '../media/media-store'

/**
 * `/media/saved/<sha256>`: the media kept for saved ads, for anyone who has the link, account or not:
 * a shared board is opened by people without one, and the name is the hash of the content, so knowing
 * it means having had the content. The bytes never change under a name, so they are cached for good;
 * they are served as what their bytes are (checked when kept), never sniffed, and sandboxed should a
 * browser open one as a page. Videos are read in ranges.
 */
export function savedMediaRoutes({ store }: { store: MediaStore | undefined }) {
  return new Hono().get('/media/saved/:hash', async (c) => {
    const hash = c.req.param('hash')
    if (!MEDIA_HASH.test(hash)) {
      throw new ProblemError(400, 'invalid_parameter', 'A saved media address ends in a SHA-256', [
        { parameter: 'hash', detail: 'expected 64 lowercase hexadecimal digits' },
      ])
    }
    const kept = await store?.find(hash)
    if (!kept) throw new ProblemError(404, 'not_found', 'No media are kept under this name')
    const etag = `"${hash}"`
    const headers: Record<string, string> = {
      'Content-Type': kept.contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
      'Cache-Control': 'public, max-age=31536000, immutable',
      // API clients on other origins show them from the absolute links the API gives them.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Accept-Ranges': 'bytes',
      ETag: etag,
    }
    if (c.req.header('If-None-Match')?.includes(etag)) return c.body(null, 304, headers)
    // If-Range names another version: there is none, but then the whole is what was asked for.
    const ifRange = c.req.header('If-Range')
    const range = ifRange && ifRange !== etag ? 'whole' : byteRange(c.req.header('Range'), kept.size)
    if (range === 'unsatisfiable') {
      throw new ProblemError(
        416,
        'invalid_parameter',
        `The range asks for bytes past the end (${kept.size})`,
        [{ parameter: 'Range', detail: `the media has ${kept.size} bytes` }],
        { 'Content-Range': `bytes */${kept.size}` },
      )
    }
    if (range === 'whole') {
      const body = await store!.read(hash, 0, kept.size - 1)
      return c.body(body, 200, { ...headers, 'Content-Length': String(kept.size) })
    }
    const body = await store!.read(hash, range.start, range.end)
    return c.body(body, 206, {
      ...headers,
      'Content-Length': String(range.end - range.start + 1),
      'Content-Range': `bytes ${range.start}-${range.end}/${kept.size}`,
    })
  })
}

/**
 * The one byte range a `Range` header asks for. Several ranges, or a header that is not a byte
 * range, get the whole (RFC 9110 lets a server ignore Range); a range past the end cannot be had.
 */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'whole' | 'unsatisfiable' {
  const match = header && /^bytes=(\d*)-(\d*)$/.exec(header.trim())
  if (!match || (match[1] === '' && match[2] === '')) return 'whole'
  if (match[1] === '') {
    const last = Number(match[2])
    return last === 0 ? 'unsatisfiable' : { start: Math.max(0, size - last), end: size - 1 }
  }
  const start = Number(match[1])
  const end = match[2] === '' ? Number.POSITIVE_INFINITY : Number(match[2])
  if (end < start) return 'whole'
  if (start >= size) return 'unsatisfiable'
  return { start, end: Math.min(end, size - 1) }
}
