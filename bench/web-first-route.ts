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
  /** Scripts requested before the first ads were on screen: the first route's code. */
  kb_gzip: number
  kb_raw: number
  files: ScriptFile[]
  /** Every script the visit loaded by the time the network went quiet: with what came after the first ads. */
  kb_gzip_by_network_idle: number
  later_files: ScriptFile[]
}

/**
 * The JavaScript a first visit to `/` loads before its first ads show: every script requested before
 * the first ad card was on screen, each gzipped here (level 9, as bundle reports count it) whatever
 * the server sent, so the figure measures the code, not the server's compression. What the page
 * fetches after them (the timeline chart) is counted apart, with the total by the time the network
 * went quiet.
 */
export async function measureFirstRouteJs(browser: Browser, baseUrl: string): Promise<FirstRouteJs> {
  const context = await newBenchContext(browser, { width: 412, height: 823 })
  const page = await context.newPage()
  const pending: Promise<ScriptFile & { askedAt: number }>[] = []
  // Set by the page itself when the first card is in the DOM, so no round trip of the test's blurs it.
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (!document.querySelector('article')) return
      ;(window as { firstAdsAt?: number }).firstAdsAt = performance.timeOrigin + performance.now()
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true })
  })
  const requestedAt = new Map<string, number>()
  page.on('request', (request) => {
    if (request.resourceType() === 'script') requestedAt.set(request.url(), Date.now())
  })
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return
    const askedAt = requestedAt.get(response.url()) ?? 0
    pending.push(
      response.body().then((body) => ({
        askedAt,
        path: new URL(response.url()).pathname,
        raw_bytes: body.length,
        gzip_bytes: gzipSync(body, { level: 9 }).length,
        content_encoding: response.headers()['content-encoding'] ?? 'identity',
      })),
    )
  })
  await page.goto(`${baseUrl}/`, { waitUntil: 'commit' })
  await page.getByRole('article').first().waitFor()
  const firstAdsAt = await page.evaluate(() => (window as { firstAdsAt?: number }).firstAdsAt ?? Date.now())
  await page.waitForLoadState('networkidle')
  const all = (await Promise.all(pending)).sort((a, b) => b.gzip_bytes - a.gzip_bytes)
  await context.close()
  const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10
  const sum = (files: ScriptFile[], field: 'gzip_bytes' | 'raw_bytes') =>
    files.reduce((total, file) => total + file[field], 0)
  const first = all.filter((file) => file.askedAt <= firstAdsAt).map(({ askedAt: _, ...file }) => file)
  const later = all.filter((file) => file.askedAt > firstAdsAt).map(({ askedAt: _, ...file }) => file)
  return {
    kb_gzip: kb(sum(first, 'gzip_bytes')),
    kb_raw: kb(sum(first, 'raw_bytes')),
    files: first,
    kb_gzip_by_network_idle: kb(sum([...first, ...later], 'gzip_bytes')),
    later_files: later,
  }
}
