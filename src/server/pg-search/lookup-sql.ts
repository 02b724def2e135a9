import { foldText } from '../../contract/keywords'
import type { AdvertiserMatch } from '../../contract/lookup'
import type { Query } from './sql-params'

/**
 * Advertisers whose name starts with the query (rank 0), then those with a name word that does
 * (1), then those with a landing domain that does (2); the busiest first within each, then by
 * name. As the in-memory index's lookup (advertisers.ts), over the writers' kept advertisers.
 */
export async function lookupAdvertisers(
  query: Query,
  text: string,
  limit: number,
): Promise<AdvertiserMatch[]> {
  const folded = foldText(text.trim())
  const words = folded.split(/[^\p{L}\p{N}]+/u).filter(Boolean)
  const domain = folded.replace(/^[a-z]+:\/\//, '').replace(/^www\./, '')
  // Whole groups of equal rank and count come back (WITH TIES): names order within them here,
  // as JavaScript compares them.
  const found = await query<{ id: string; name: string; rank: number; ads: number }>(
    `WITH ranked AS (
       SELECT a.advertiser_id, CASE WHEN starts_with(a.folded_name, $1) THEN 0 ELSE 1 END AS rank
       FROM search_advertisers a
       WHERE a.live_ads > 0 AND (starts_with(a.folded_name, $1) OR (cardinality($2::text[]) > 0 AND
         (SELECT bool_and(strpos(a.name_words, ' ' || w) > 0) FROM unnest($2::text[]) AS w)))
       UNION ALL
       SELECT DISTINCT v.advertiser_id, 2 FROM search_current v WHERE starts_with(v.host, $3)
     ), best AS (SELECT advertiser_id, min(rank) AS rank FROM ranked GROUP BY advertiser_id)
     SELECT a.advertiser_id AS id, a.name, b.rank, a.live_ads AS ads
     FROM best b JOIN search_advertisers a USING (advertiser_id)
     WHERE a.live_ads > 0
     ORDER BY b.rank, a.live_ads DESC FETCH FIRST $4 ROWS WITH TIES`,
    [folded, words, domain, limit],
  )
  const chosen = found
    .sort((a, b) => a.rank - b.rank || b.ads - a.ads || a.name.localeCompare(b.name))
    .slice(0, limit)
  const domains = await query<{ id: string; host: string }>(
    `SELECT advertiser_id AS id, host FROM search_current
     WHERE advertiser_id = ANY($1) AND host <> ''
     GROUP BY advertiser_id, host ORDER BY count(*) DESC, min(position)`,
    [chosen.map((a) => a.id)],
  )
  return chosen.map((a) => ({
    id: a.id,
    name: a.name,
    ads_count: a.ads,
    domains: domains.filter((d) => d.id === a.id).map((d) => d.host),
  }))
}
