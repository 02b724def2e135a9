import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { SimilarAnswer } from '../contract/stats'
import { adLine } from './ad-summary'
import { strictArguments, wholeNumber } from './search-arguments'
import { type ApiFetch, requestJson } from './service-api'
import { toolResult } from './tool-result'

const SIMILAR_MAX = 50
const SIMILAR_DEFAULT = 12

const similarArguments = {
  ad_id: z
    .string()
    .min(1)
    .describe('The ad id exactly as search_ads or get_ad returned it, such as meta_123.'),
  limit: wholeNumber(1, SIMILAR_MAX)
    .optional()
    .describe(`How many similar ads, 1 to ${SIMILAR_MAX}; default ${SIMILAR_DEFAULT}.`),
  exclude_same_advertiser: z
    .boolean()
    .optional()
    .describe(
      "true (the default): only other advertisers' ads (competitors' takes on the same words); false: the ad's own advertiser's too.",
    ),
}

/** `find_similar_ads`: GET /api/v1/ads/{id}/similar, the ads whose text is most like one ad's. */
export function registerSimilarTool(server: McpServer, api: ApiFetch) {
  server.registerTool(
    'find_similar_ads',
    {
      title: 'Find similar ads',
      description:
        "Ads whose text is most like one ad's, most alike first, never the ad itself. The ad's 32 most telling words (from its headline, copy and transcript; words found in at least 2 and at most 5% of ads, bare numbers left out) score the other ads (BM25); similarity is that score over the ad's score against itself, from 0 to 1 (1: every word said as strongly). An ad of only common words is compared by those. Ads below 0.1 are not listed, so the list may be short or empty. Copies of one text by one advertiser are listed each.",
      inputSchema: strictArguments('find_similar_ads', similarArguments),
      outputSchema: SimilarAnswer,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ ad_id, limit, exclude_same_advertiser }) =>
      toolResult(async () => {
        const query = new URLSearchParams()
        if (limit !== undefined) query.set('limit', String(limit))
        if (exclude_same_advertiser !== undefined)
          query.set('exclude_same_advertiser', String(exclude_same_advertiser))
        const path = `/api/v1/ads/${encodeURIComponent(ad_id)}/similar${query.size > 0 ? `?${query}` : ''}`
        const answer = await requestJson(api, path, SimilarAnswer)
        return { structured: answer, text: similarSummary(ad_id, answer, exclude_same_advertiser !== false) }
      }),
  )
}

function similarSummary(adId: string, { data }: SimilarAnswer, othersOnly: boolean): string {
  const whose = othersOnly ? "other advertisers' ads" : 'ads'
  if (data.length === 0) return `No ${whose} share enough words with ${adId} (a similarity of 0.1 at least).`
  const lines = data.map(
    ({ similarity, ad }, i) => `${i + 1}. ${Math.round(similarity * 100)}% alike: ${adLine(ad)}`,
  )
  return [`${data.length} ${whose} like ${adId}, most alike first:`, ...lines].join('\n')
}
