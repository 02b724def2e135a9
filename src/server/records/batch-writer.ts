import type { AdRecords, StoredAd, WriteResult } from './ad-records'

/**
 * Writes batches with one in flight: `write` hands a batch over and returns once the one before it
 * is stored, so a caller makes its next batch while the store (PostgreSQL, in another process)
 * writes this one. Batches are stored in the order given. A failed write surfaces at the next
 * `write` or at `finish`, never as an unhandled rejection in between.
 */
export function batchWriter(records: AdRecords, stored: (result: WriteResult, ads: StoredAd[]) => void) {
  let writing: Promise<void> = Promise.resolve()
  return {
    async write(ads: StoredAd[]): Promise<void> {
      const previous = writing
      writing = records.write(ads).then((result) => stored(result, ads))
      writing.catch(() => {})
      await previous
    },
    finish: (): Promise<void> => writing,
  }
}
