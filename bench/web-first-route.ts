import { gzipSync } from 'node:zlib'
import type { Browser } from '@playwright/test'
import { newBenchContext } from './web-browser'

export interface ScriptFile {
  path: string
  raw_bytes: number
  gzip_bytes: number
  /** How the server sent it: `gzip`, `br`, or `identity` when uncompressed. */
  content_encoding: string
}

export interface FirstRouteJs {
  kb_gzip: number
  kb_raw: number
  files: ScriptFile[]
}

/**
 * The JavaScript a first visit to `/` loads before its first ads show: every script response in a
 * fresh context's network log, each gzipped here (level 9, as bundle reports count it) whatever the
 * server sent, so the figure measures the code, not the server's compression.
 */
export async function measureFirstRouteJs(browser: Browser, baseUrl: string): Promise<FirstRouteJs> {
  const context = await newBenchContext(browser, { width: 412, height: 823 })
  const page = await context.newPage()
  const pending: Promise<ScriptFile>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    pending.push(
      response.body().then((body) => ({
        path: new URL(response.url()).pathname,
        raw_bytes: body.length,
        gzip_bytes: gzipSync(body, { level: 9 }).length,
        content_encoding: response.headers()['content-encoding'] ?? 'identity',
      })),
    )
  })
  await page.goto(`${baseUrl}/`, { waitUntil: 'networkidle' })
  await page.getByRole('article').first().waitFor()
  const files = (await Promise.all(pending)).sort((a, b) => b.gzip_bytes - a.gzip_bytes)
  await context.close()
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
  return {
    kb_gzip: kb(files.reduce((sum, file) => sum + file.gzip_bytes, 0)),
    kb_raw: kb(files.reduce((sum, file) => sum + file.raw_bytes, 0)),
    files,
  }
}
