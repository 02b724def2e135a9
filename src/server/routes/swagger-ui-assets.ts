import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Context } from 'hono'
import { preferredEncoding } from './compressed-assets'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The few swagger-ui-dist files the reference page loads: nothing else in its folder is served. */
const FILES: Record<string, string> = {
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'swagger-ui.css': 'text/css; charset=utf-8',
  'favicon-32x32.png': 'image/png',
}
const TEXT = /^text\//

/**
 * swagger-ui's files, from its package in node_modules (resolved from this module, which also works
 * from the server's bundle). Its script is 1.7 MB: compressed once per encoding, at a fast setting,
 * and kept. Found on first use, so that the API starts (and answers) even without the package.
 */
export function swaggerUiAssets() {
  const bodies = new Map<string, Promise<Buffer>>()
  const body = (file: string, encoding: 'br' | 'gzip' | null) => {
    const key = `${file}:${encoding}`
    if (!bodies.has(key)) {
      const bytes = read(join(swaggerUiFolder(), file), encoding)
      // A failed read is tried again on the next request rather than kept.
      bytes.catch(() => bodies.delete(key))
      bodies.set(key, bytes)
    }
    return bodies.get(key)!
  }

  return {
    has: (file: string) => Object.hasOwn(FILES, file),
    async respond(c: Context, file: string): Promise<Response> {
      const type = FILES[file]!
      const encoding = TEXT.test(type) ? preferredEncoding(c.req.header('Accept-Encoding')) : null
      const bytes = await body(file, encoding)
      return c.body(new Uint8Array(bytes), 200, {
        'Content-Type': type,
        ...(encoding && { 'Content-Encoding': encoding }),
        Vary: 'Accept-Encoding',
      })
    },
  }
}

const swaggerUiFolder = () => dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

async function read(path: string, encoding: 'br' | 'gzip' | null): Promise<Buffer> {
  const raw = await readFile(path)
  if (encoding === 'br') return brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
  if (encoding === 'gzip') return gzipAsync(raw, { level: 6 })
  return raw
}
