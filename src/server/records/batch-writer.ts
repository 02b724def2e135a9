import type { AdRecords, StoredAd, WriteResult } from './ad-records'

/**
 * Writes batches with one in flight: `write` hands a batch over and returns once the one before it
 * is stored, so a caller makes its next batch while the store (PostgreSQL, in another process)
 * writes this one. A batch may be handed over before it is ready (an import's, until the tag worker
 * has tagged it): it is written once it is. Batches are stored in the order given; one that fails to
 * be made is a failed write. A failed write surfaces at the next `write` or at `finish`, never as an
 * unhandled rejection in between.
 */
export function batchWriter(records: AdRecords, stored: (result: WriteResult, ads: StoredAd[]) => void) {
  let writing: Promise<void> = Promise.resolve()
  /** The last batch handed over, made or failed: the next one starts its write after it. */
  let made: Promise<unknown> = Promise.resolve()
  return {
    async write(ads: StoredAd[] | Promise<StoredAd[]>): Promise<void> {
      const previous = writing
      const ready = made.then(() => ads)
      made = ready.catch(() => {})
      writing = ready.then((batch) => records.write(batch).then((result) => stored(result, batch)))
      writing.catch(() => {})
      await previous
    },
    finish: (): Promise<void> => writing,
  }
}
