import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildServer, startServer } from './bench-server'
import { ensureBenchData } from './seed-bench-data'

const KEY = 'bench-key-for-loopback-only-0123456789'
const ADS = 120_000

/**
 * `npm run bench -- export`: a CSV export of 100,000 ads (the cap) from a server over 120,000, read
 * as fast as the client can; ads a second, and the server's resident memory before, at its peak
 * during, and after (flat: the export streams a page at a time).
 */
export async function benchExport(): Promise<void> {
  console.log('export')
  buildServer()
  const dataDir = mkdtempSync(join(tmpdir(), 'ads-export-bench-'))
  await ensureBenchData(dataDir, ADS)
  const server = await startServer(dataDir, KEY)
  try {
    const before = server.memory().rss_mb
    const results: Record<string, unknown> = { date: new Date().toISOString(), ads_in_index: ADS }
    for (const format of ['csv', 'ndjson'] as const) {
      let peak = server.memory().rss_mb
      const sampler = setInterval(() => {
        peak = Math.max(peak, server.memory().rss_mb)
      }, 50)
      const started = performance.now()
      const response = await fetch(`${server.url}/api/v1/exports/ads.${format}`, {
        headers: { Authorization: `Bearer ${KEY}` },
      })
      let bytes = 0
      let lines = 0
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        bytes += chunk.byteLength
        for (const byte of chunk) if (byte === 10) lines++
      }
      const seconds = (performance.now() - started) / 1000
      clearInterval(sampler)
      const ads = Number(response.headers.get('X-Export-Total'))
      results[format] = {
        ads,
        // CSV lines: a header, and cells may hold line breaks; NDJSON: one line an ad.
        lines,
        mb: Math.round(bytes / 1e5) / 10,
        seconds: Math.round(seconds * 100) / 100,
        ads_per_second: Math.round(ads / seconds),
        server_rss_mb: { before, peak_during: peak, after: server.memory().rss_mb },
      }
      console.log(`  ${format}: ${JSON.stringify(results[format])}`)
    }
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/export.json', `${JSON.stringify(results, null, 2)}\n`)
  } finally {
    await server.stop()
  }
}
