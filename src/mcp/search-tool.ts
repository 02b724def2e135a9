import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { AdList } from '../contract/ad'
import type { SearchBodyInput } from '../contract/search-params'
import { adLine, formatCount } from './ad-summary'
import { searchArguments, strictArguments } from './search-arguments'
import { type ApiFetch, requestJson } from './service-api'
import { toolResult } from './tool-result'

/** `search_ads`: spec 4.2 as a tool, answered by POST /api/v1/ads/query. */
export function registerSearchTool(server: McpServer, api: ApiFetch) {
  server.registerTool(
    'search_ads',
    {
      title: 'Search ads',
      description:
        'Search ads that brands run on Facebook, Instagram, TikTok, YouTube, Google and more, by keywords and filters. Values within one list are alternatives; different filters must all match. started_after and started_before (ISO dates such as 2026-03-01, UTC, both days included) keep ads that started within a range; first_seen_after keeps ads this index first saw after an instant, whenever they started. Returns a page of ads with pagination.total (all matches) and pagination.next_cursor (pass it as cursor, with the same other arguments, for the next page; null on the last page). Use list_filter_values for valid niche slugs, country and language codes, and get_ad for one ad by id.',
      inputSchema: strictArguments('search_ads', searchArguments),
      outputSchema: AdList,
      annotations: {
        readOnlyHint: true,
        idempotentHint: true,
        // The tool reads one known index (local or the configured upstream), not the open web.
        openWorldHint: false,
      },
    },
    (args) =>
      toolResult(async () => {
        const body: SearchBodyInput = args
        const page = await requestJson(api, '/api/v1/ads/query', AdList, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
        return { structured: page, text: pageSummary(page) }
      }),
  )
}

function pageSummary({ data, pagination }: AdList): string {
  const matches = `${formatCount(pagination.total)} ${pagination.total === 1 ? 'ad matches' : 'ads match'}`
  if (data.length === 0) return `${matches}; this page is empty.`
  const lines = data.map((ad, i) => `${i + 1}. ${adLine(ad)}`)
  const next = pagination.next_cursor
    ? `Next page: call search_ads again with the same arguments and cursor "${pagination.next_cursor}".`
    : 'This is the last page.'
  return [`${matches}; showing ${data.length}:`, ...lines, next].join('\n')
}
