import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { OneAd } from '../contract/ad'
import { adCard } from './ad-summary'
import { strictArguments } from './search-arguments'
import { type ApiFetch, requestJson } from './service-api'
import { toolResult } from './tool-result'

const adArguments = {
  id: z.string().min(1).describe('The ad id exactly as search_ads returned it, such as meta_123.'),
}

/** `get_ad`: GET /api/v1/ads/{id}, the whole ad (body, transcript, every market, links). */
export function registerAdTool(server: McpServer, api: ApiFetch) {
  server.registerTool(
    'get_ad',
    {
      title: 'Get one ad',
      description: 'One ad by its id, with its full copy, transcript, markets, media and links.',
      inputSchema: strictArguments('get_ad', adArguments),
      outputSchema: OneAd,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ id }) =>
      toolResult(async () => {
        const ad = await requestJson(api, `/api/v1/ads/${encodeURIComponent(id)}`, OneAd)
        return { structured: ad, text: adCard(ad.data) }
      }),
  )
}
