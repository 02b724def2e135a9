import type { QueryClient } from '@tanstack/react-query'
import { AdvertiserAnswer } from '../../contract/stats'
import { ADVERTISER_FIGURES_ID, advertiserFiguresRequest } from '../../search/advertiser-figures'
import { parseJsonOrUndefined } from '../../search/parse-json'
import { advertiserQueryKey } from './advertiser-query'

/**
 * Puts the dashboard figures the server sent with an advertiser's page into the cache, where the
 * dashboard's query finds them fresh: only when they answer this very page, and only after they pass
 * the contract like any API answer; otherwise the query asks the API as usual.
 */
export function seedAdvertiserFigures(queryClient: QueryClient, doc: Document = document): void {
  const block = doc.getElementById(ADVERTISER_FIGURES_ID)
  if (!block) return
  // Read once: it describes the address the page was loaded at, not any later one.
  block.remove()
  const embedded = parseJsonOrUndefined(block.textContent ?? '') as
    | { request?: unknown; answer?: unknown }
    | undefined
  const expected = advertiserFiguresRequest(doc.location.pathname, doc.location.search)
  if (!expected || JSON.stringify(embedded?.request) !== JSON.stringify(expected)) return
  const answer = AdvertiserAnswer.safeParse(embedded?.answer)
  if (!answer.success) return
  queryClient.setQueryData(advertiserQueryKey(expected.id, expected), answer.data)
}
