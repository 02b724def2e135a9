import { readFile, stat } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
import { getMimeType } from 'hono/utils/mime'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Text formats worth compressing; images and clips are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.map', '.txt', '.xml', '.html'])
/** Below this a compressed body saves less than the header costs. */
const MIN_BYTES = 1024

type Encoding = 'br' | 'gzip'

interface Compressed {
  mtimeMs: number
  size: number
  bodies: Partial<Record<Encoding, Promise<Buffer>>>
}

/**
 * Serves the built app's text files brotli- or gzip-compressed when the browser accepts it: each file
 * is compressed once (at the highest level: its bytes never change) and kept until it does change.
 * Anything else (no such file, a range request, an encoding the browser refuses) falls through to
 * the plain static handler.
 */
export function compressedAssets(root: string): MiddlewareHandler {
  const base = resolve(root)
  const cache = new Map<string, Compressed>()

  return async (c, next) => {
    // Hono answers HEAD by running GET and dropping the body.
    if (c.req.method !== 'GET' || c.req.header('Range')) return next()
    const encoding = preferredEncoding(c.req.header('Accept-Encoding'))
    const file = fileUnder(base, c.req.path)
    if (!encoding || !file || !COMPRESSIBLE.has(extname(file))) return next()
    const info = await stat(file).catch(() => null)
    if (!info?.isFile() || info.size < MIN_BYTES) return next()

    let entry = cache.get(file)
    if (!entry || entry.mtimeMs !== info.mtimeMs || entry.size !== info.size) {
      entry = { mtimeMs: info.mtimeMs, size: info.size, bodies: {} }
      cache.set(file, entry)
    }
    entry.bodies[encoding] ??= compress(file, encoding)
    const body = await entry.bodies[encoding]
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': getMimeType(file) ?? 'application/octet-stream',
      'Content-Encoding': encoding,
      'Content-Length': String(body.length),
      Vary: 'Accept-Encoding',
    })
  }
}

async function compress(file: string, encoding: Encoding): Promise<Buffer> {
  const raw = await readFile(file)
  return encoding === 'br'
    ? brotli(raw, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
      })
    : gzipAsync(raw, { level: 9 })
}

/** The file a URL path names inside `base`, or null when it would leave it or cannot be decoded. */
function fileUnder(base: string, urlPath: string): string | null {
  let path: string
  try {
    path = decodeURIComponent(urlPath)
  } catch {
    return null
  }
  if (path.includes('\0')) return null
  const file = resolve(join(base, path))
  return file.startsWith(base + sep) ? file : null
}

/** br when the browser takes it, else gzip, else null; `q=0` refuses an encoding (RFC 9110 12.5.3). */
export function preferredEncoding(header: string | undefined): Encoding | null {
  const accepted = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name.trim(), q ? Number(q.slice(2)) || 0 : 1)
  }
  const weight = (name: Encoding) => accepted.get(name) ?? (accepted.has('*') ? accepted.get('*')! : 0)
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br'
  if (weight('gzip') > 0) return 'gzip'
  return null
}
