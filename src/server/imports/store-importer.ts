import type { ImportReport } from '../../contract/imports'
import type { SavedMediaConfig } from '../config'
import { mediaStoreOver } from '../media/media-store'
import { fetchMedia } from '../media/safe-fetch'
import type { AdRecords } from '../records/ad-records'
import type { SearchStore } from '../service/search-store'
import { type ImportOptions, ImportWriteError, importAds } from './import-ads'
import { type MediaImport, mediaImport } from './import-media'

export type ImporterOptions = Omit<ImportOptions, 'media'> & {
  /** Keep each ad's remote media in the media store (`fetch_media`); needs `savedMedia` configured. */
  fetchMedia?: boolean
}

/** Imports into this server's index, and resolves once this node's searches see what was stored. */
export type Importer = (input: AsyncIterable<Uint8Array>, options: ImporterOptions) => Promise<ImportReport>

/**
 * Imports through the store of record. Every node follows the store's change feed (every 100 ms),
 * so the ads are searchable everywhere well within a second; this node catches up before it
 * answers, so the client that imported finds them at once.
 */
export function storeImporter(
  records: AdRecords,
  store: SearchStore,
  savedMedia?: SavedMediaConfig,
): Importer {
  return async (input, { fetchMedia: keepMedia, ...options }) => {
    const media = keepMedia && savedMedia ? mediaImportOf(records, savedMedia) : undefined
    try {
      const report = await importAds(records, input, {
        batchSize: 2_000,
        ...options,
        ...(media && { media }),
      })
      await store.catchUp()
      return report
    } catch (error) {
      // Stopped by the store: what went in before is searched for at once all the same, if it can be.
      if (error instanceof ImportWriteError) await store.catchUp().catch(() => {})
      throw error
    }
  }
}

/** Media kept the way saved ads' are (safe fetches, the same store and limits), for an import. */
export function mediaImportOf(records: AdRecords, settings: SavedMediaConfig): MediaImport {
  return mediaImport({
    store: mediaStoreOver(records.connection.db, settings.dir),
    fetch: (link) =>
      fetchMedia(link, {
        maxBytes: settings.maxBytes,
        ...(settings.allowPrivateAddresses && { allowPrivateAddresses: settings.allowPrivateAddresses }),
      }),
    stored: async (id) => (await records.adById(id)) ?? undefined,
  })
}
