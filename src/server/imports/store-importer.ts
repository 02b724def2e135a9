import type { ImportReport } from '../../contract/imports'
import type { AdRecords } from '../records/ad-records'
import type { IndexedStore } from '../service/indexed-store'
import { type ImportOptions, importAds } from './import-ads'

/** Imports into this server's index, and resolves once this node's searches see what was stored. */
export type Importer = (input: AsyncIterable<Uint8Array>, options: ImportOptions) => Promise<ImportReport>

/**
 * Imports through the store of record. Every node follows the store's change feed (every 100 ms),
 * so the ads are searchable everywhere well within a second; this node catches up before it
 * answers, so the client that imported finds them at once.
 */
export function storeImporter(records: AdRecords, store: IndexedStore): Importer {
  return async (input, options) => {
    const report = await importAds(records, input, { batchSize: 2_000, ...options })
    await store.catchUp()
    return report
  }
}
