import type { SearchBodyInput } from '../contract/search-params'
import { type SearchScope, searchBody } from './search-request'
import { readSearch, readSearchString } from './search-state'

/**
 * The first page of results travels inside the app's HTML, in a JSON data block with this id, so
 * the grid can draw as soon as the code has run instead of asking the API and waiting once more.
 */
export const FIRST_PAGE_ID = 'first-page'

/** The list a screen opens on: which endpoint, with which search parameters (no page size or cursor). */
export interface FirstPageRequest {
  scope: SearchScope
  body: SearchBodyInput
}

/** The data block: the request the server answered, so the app can tell it is the one it needs. */
export interface EmbeddedFirstPage {
  request: FirstPageRequest
  page: unknown
}

/**
 * The list the screen at this address opens on, by the app's routes: `/` lists every platform,
 * `/tiktok` TikTok's list, `/advertisers/<id>` every platform locked to that advertiser. Other
 * screens (an ad's page, an unknown path) open on no list.
 */
export function firstPageRequest(pathname: string, searchString: string): FirstPageRequest | null {
  const { search } = readSearch(readSearchString(searchString))
  if (pathname === '/') return { scope: 'all', body: searchBody(search, 'all') }
  if (pathname === '/tiktok') return { scope: 'tiktok', body: searchBody(search, 'tiktok') }
  const advertiser = /^\/advertisers\/([^/]+)$/.exec(pathname)?.[1]
  if (advertiser === undefined) return null
  let advertiserId: string
  try {
    advertiserId = decodeURIComponent(advertiser)
  } catch {
    return null
  }
  return { scope: 'all', body: searchBody({ ...search, advertiser: advertiserId }, 'all') }
}
