import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { AdvertiserAnswer } from '../contract/stats'
import { advertiserSummary } from './advertiser-summary'
import { strictArguments } from './search-arguments'
import { type ApiFetch, requestJson } from './service-api'
import { toolResult } from './tool-result'

const advertiserArguments = {
  advertiser_id: z
    .string()
    .min(1)
    .describe(
      "The advertiser's id as an ad's advertiser.id gives it (search_ads, get_ad), such as meta_123.",
    ),
  started_after: z
    .string()
    .optional()
    .describe(
      "Count only the advertiser's ads that started on or after this day (an ISO date such as 2026-03-01, UTC).",
    ),
  started_before: z
    .string()
    .optional()
    .describe(
      "Count only the advertiser's ads that started on or before this day (an ISO date such as 2026-03-31, UTC); with started_after, a range with both days included.",
    ),
}

/** `get_advertiser`: GET /api/v1/advertisers/{id}, the figures of the advertiser's dashboard. */
export function registerAdvertiserTool(server: McpServer, api: ApiFetch) {
  server.registerTool(
    'get_advertiser',
    {
      title: 'Get an advertiser',
      description:
        "One advertiser's figures over its ads in the index: name, landing domains, how many ads and how many active, when the first and latest started, counts by platform, format, country, language and call to action, every week's launches (by format) and running ads, and its ten longest-running ads (winners). started_after and started_before narrow every figure to the ads started in that range. The text lists only the last weeks with ads; structuredContent has them all.",
      inputSchema: strictArguments('get_advertiser', advertiserArguments),
      outputSchema: AdvertiserAnswer,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ advertiser_id, ...range }) =>
      toolResult(async () => {
        const query = new URLSearchParams(Object.entries(range).filter(([, value]) => value !== undefined))
        const path = `/api/v1/advertisers/${encodeURIComponent(advertiser_id)}${query.size > 0 ? `?${query}` : ''}`
        const answer = await requestJson(api, path, AdvertiserAnswer)
        return { structured: answer, text: advertiserSummary(answer.data, rangeText(range)) }
      }),
  )
}

function rangeText({ started_after, started_before }: { started_after?: string; started_before?: string }) {
  if (started_after && started_before) return ` (ads started ${started_after} to ${started_before})`
  if (started_after) return ` (ads started on or after ${started_after})`
  if (started_before) return ` (ads started on or before ${started_before})`
  return ''
}
