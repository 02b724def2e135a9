import { setImmediate as nextTurn } from 'node:timers/promises'
import { SearchIndex } from '../index/search-index'
import type { AdRecords } from '../records/ad-records'

/** The index built from every current ad up to `head`, a batch at a time, letting requests in between. */
export async function buildIndex(records: AdRecords, head: number, log: (line: string) => void) {
  const index = new SearchIndex()
  const started = performance.now()
  let count = 0
  for await (const added of records.scan(head, 2_000)) {
    index.apply({ added, retired: [], upTo: added[added.length - 1]!.position })
    count += added.length
    if (count % 100_000 < added.length) log(`  indexed ${count.toLocaleString('en')} ads`)
    await nextTurn()
  }
  index.apply({ added: [], retired: [], upTo: head })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  log(`Index built from ${count.toLocaleString('en')} ads in ${seconds} s.`)
  return index
}
