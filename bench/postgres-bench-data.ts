import { join } from 'node:path'
import { batchWriter } from '../src/server/records/batch-writer'
import { openPostgresStore, openSqliteStore } from '../src/server/schema/store-schema'

/**
 * Fills a PostgreSQL database with the very ads of the bench's SQLite data directory (read in
 * position order, written in batches as an import would), unless it holds them already. Returns the
 * rate of the copy when it ran: writing a million ads into PostgreSQL, as `import` does.
 */
export async function ensurePostgresBenchData(sqliteDir: string, url: string, count: number) {
  const target = await openPostgresStore({ url })
  try {
    if ((await target.count()) === count) return { copied: false as const }
    if ((await target.count()) > 0)
      throw new Error(`${target.location} holds other ads: give the load benchmark an empty database`)
    const source = await openSqliteStore({ file: join(sqliteDir, 'ads.sqlite'), readOnly: true })
    const started = performance.now()
    let done = 0
    const writer = batchWriter(target, (_, ads) => {
      done += ads.length
      if (done % 200_000 < ads.length) process.stderr.write(`  copied ${done.toLocaleString('en')} ads\n`)
    })
    for await (const batch of source.scan(await source.head(), 20_000)) {
      await writer.write(batch.map((version) => version.ad))
    }
    await writer.finish()
    await target.replaceCatalogue(await source.catalogue())
    await source.close()
    const seconds = (performance.now() - started) / 1000
    // As a fill should end (after the copy's rate is taken): statistics and the visibility map
    // before the first searches, not whenever autovacuum comes (the search tables get theirs when
    // a node fills them).
    await target.pool.query('VACUUM (ANALYZE) ads')
    return { copied: true as const, ads_per_second: Math.round(done / seconds) }
  } finally {
    await target.close()
  }
}
