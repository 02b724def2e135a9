import type { Ad } from '../../contract/ad'
import { QUERY_MAX_CHARS, tokenize } from '../../contract/keywords'
import { parseSearchBody } from '../../contract/search-request'
import { sameTextKey } from '../../contract/versions'
import type { AdService, Call } from './ad-service'

/** The most copies listed: side by side, more would not be read. */
export const VERSIONS_MAX = 50
/** The advertiser's ads holding the text's words read at most, to find the copies among them. */
const READ_MAX = 200
/** Enough of the text's words to narrow the advertiser's ads to a few. */
const QUERY_WORDS = 8
const PAGE = 50

/**
 * The copies of `ad` (contract/versions.ts: same advertiser, same text), newest first, as an
 * ordinary search finds them: the advertiser's ads holding the first words of its text, each
 * compared in full. Built on search, so both engines and upstream mode answer alike.
 */
export async function adVersions(service: AdService, ad: Ad, call?: Call): Promise<Ad[]> {
  const key = sameTextKey(ad)
  const parsed = parseSearchBody({
    advertiser_id: ad.advertiser.id,
    query: searchWords(ad),
    sort: 'newest',
    limit: PAGE,
  })
  if (!parsed.ok) throw new Error(`A versions search was refused: ${parsed.issues[0]?.detail}`)
  const copies: Ad[] = []
  let cursor: string | undefined
  for (let read = 0; read < READ_MAX && copies.length < VERSIONS_MAX; read += PAGE) {
    const params = { ...parsed.value, ...(cursor && { cursor }) }
    const page = (await service.search({ params, endpoint: 'ads' }, call)).data
    for (const found of page.ads) {
      if (found.id !== ad.id && sameTextKey(found) === key) copies.push(found)
    }
    cursor = page.nextCursor ?? undefined
    if (!cursor) break
  }
  return copies.slice(0, VERSIONS_MAX)
}

/** The first distinct words of the headline (or copy, or transcript, for an ad without one). */
function searchWords(ad: Ad): string {
  const text = [ad.headline, ad.body, ad.transcript].find((part) => tokenize(part).length > 0) ?? ''
  const words = [...new Set(tokenize(text))].slice(0, QUERY_WORDS)
  let query = ''
  for (const word of words) {
    if (query.length + word.length + 1 > QUERY_MAX_CHARS) break
    query = query ? `${query} ${word}` : word
  }
  return query
}
