import { readSearch, readSearchString } from './search-state'

/**
 * An advertiser's dashboard figures travel inside its page's HTML, in a JSON data block with this id,
 * like the first page of ads: the figures draw as soon as the code has run.
 */
export const ADVERTISER_FIGURES_ID = 'advertiser-figures'

/** Whose figures, over which days (the page's `from` and `to`). */
export interface AdvertiserFiguresRequest {
  id: string
  from?: string | undefined
  to?: string | undefined
}

/** The data block: the request the server answered, so the app can tell it is the one it needs. */
export interface EmbeddedAdvertiserFigures {
  request: AdvertiserFiguresRequest
  answer: unknown
}

/** The figures the page at this address shows: an advertiser's page, or none. */
export function advertiserFiguresRequest(
  pathname: string,
  searchString: string,
): AdvertiserFiguresRequest | null {
  const encoded = /^\/advertisers\/([^/]+)$/.exec(pathname)?.[1]
  if (encoded === undefined) return null
  try {
    const { search } = readSearch(readSearchString(searchString))
    return { id: decodeURIComponent(encoded), from: search.from, to: search.to }
  } catch {
    return null
  }
}

/** `/advertisers/meta_1?started_after=2026-01-01`: only the ends of the range that are set. */
export function advertiserPath({ id, from, to }: AdvertiserFiguresRequest): string {
  const query = new URLSearchParams()
  if (from) query.set('started_after', from)
  if (to) query.set('started_before', to)
  const text = query.toString()
  return `/advertisers/${encodeURIComponent(id)}${text ? `?${text}` : ''}`
}
