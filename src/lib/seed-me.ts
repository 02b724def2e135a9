import type { QueryClient } from '@tanstack/react-query'
import { Me } from '../contract/me'
import { ME_ID } from '../search/embedded-me'
import { parseJsonOrUndefined } from '../search/parse-json'
import { ME_QUERY_KEY } from './me-query'

/**
 * Puts who is signed in, as the server sent it with the HTML, into the cache: the root route then
 * opens the first screen without asking `/api/v1/me` first. Checked against the contract like any
 * answer; anything else leaves the cache alone, and the route asks.
 */
export function seedMe(queryClient: QueryClient, doc: Document = document): void {
  const block = doc.getElementById(ME_ID)
  if (!block) return
  block.remove()
  const me = Me.safeParse(parseJsonOrUndefined(block.textContent ?? ''))
  if (me.success) queryClient.setQueryData(ME_QUERY_KEY, me.data)
}
