import type { InfiniteData, QueryClient } from '@tanstack/react-query'
import { AdList } from '../../contract/ad'
import { adsQueryKey } from '../../lib/ads-query'
import { FIRST_PAGE_ID, firstPageRequest } from '../../search/first-page'
import { parseJsonOrUndefined } from '../../search/parse-json'

/**
 * Puts the first page the server sent with the HTML into the cache, where the screen's list query
 * finds it fresh. Only when it answers the very list this address opens on, and only after it
 * passes the contract like any API answer; otherwise the query asks the API as usual.
 */
export function seedFirstPage(queryClient: QueryClient, doc: Document = document): void {
  const block = doc.getElementById(FIRST_PAGE_ID)
  if (!block) return
  // Read once: it describes the address the page was loaded at, not any later one.
  block.remove()
  const embedded = parseJsonOrUndefined(block.textContent ?? '')
  const expected = firstPageRequest(doc.location.pathname, doc.location.search)
  if (!expected || !isRecord(embedded) || JSON.stringify(embedded.request) !== JSON.stringify(expected))
    return
  const page = AdList.safeParse(embedded.page)
  if (!page.success) return
  queryClient.setQueryData<InfiniteData<AdList, string | undefined>>(
    adsQueryKey(expected.scope, expected.body),
    {
      pages: [page.data],
      pageParams: [undefined],
    },
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
