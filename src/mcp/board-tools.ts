import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js'
import { z } from 'zod'
import { BOARD_PAGE_MAX, BoardList, Board as BoardSchema, OneSavedAd, SavedAdPage } from '../contract/boards'
import { adLine, formatCount } from './ad-summary'
import { teamText } from './ad-text'
import { strictArguments } from './search-arguments'
import { type ApiFetch, requestJson } from './service-api'
import { toolResult } from './tool-result'

/** What the board tools answer with: the board and a page of what is saved on it. */
const BoardWithAds = z.object({ board: BoardSchema, ads: SavedAdPage })

const boardId = z.string().min(1).describe('The board id, as list_boards returned it (brd_…).')

/**
 * `list_boards`, `get_board` and `save_ad`: the caller's boards through /api/v1/boards, with the
 * caller's own key, so what a person may see and do is decided by the API (a viewer or a read key
 * saves nothing).
 */
export function registerBoardTools(server: McpServer, api: ApiFetch) {
  server.registerTool(
    'list_boards',
    {
      title: 'List boards',
      description:
        "The boards (swipe files) of the key's owner and those shared with the team, last changed first, with how many ads each holds.",
      inputSchema: strictArguments('list_boards', {}),
      outputSchema: BoardList,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    () =>
      toolResult(async () => {
        const boards = await requestJson(api, '/api/v1/boards', BoardList)
        const lines = boards.data.map(
          (board) =>
            `- ${teamText(board.name)} (${formatCount(board.count)} ${board.count === 1 ? 'ad' : 'ads'}; ${board.visibility === 'team' ? 'shared with the team' : 'private'}) [id ${board.id}]`,
        )
        const text =
          lines.length === 0 ? 'There are no boards yet.' : [`${lines.length} boards:`, ...lines].join('\n')
        return { structured: boards, text }
      }),
  )

  server.registerTool(
    'get_board',
    {
      title: 'Get a board',
      description:
        'One board and a page of the ads saved on it, newest saved first, each as it was when saved, with its note and tags. Pass ads.pagination.next_cursor as cursor for the next page.',
      inputSchema: strictArguments('get_board', {
        board_id: boardId,
        limit: z
          .number()
          .int()
          .min(1)
          .max(BOARD_PAGE_MAX)
          .optional()
          .describe('Saved ads per page; default 30.'),
        cursor: z.string().optional().describe('The next_cursor of the previous page.'),
      }),
      outputSchema: BoardWithAds,
      annotations: { readOnlyHint: true, idempotentHint: true, openWorldHint: false },
    },
    ({ board_id, limit, cursor }) =>
      toolResult(async () => {
        const path = `/api/v1/boards/${encodeURIComponent(board_id)}`
        const query = new URLSearchParams({
          ...(limit !== undefined && { limit: String(limit) }),
          ...(cursor !== undefined && { cursor }),
        })
        const board = await requestJson(api, path, BoardSchema)
        const ads = await requestJson(api, `${path}/ads?${query}`, SavedAdPage)
        const lines = ads.data.map(
          (saved, i) =>
            `${i + 1}. ${adLine(saved.ad)}${saved.note ? ` — note: ${teamText(saved.note)}` : ''}`,
        )
        const next = ads.pagination.next_cursor
          ? `Next page: call get_board again with cursor "${ads.pagination.next_cursor}".`
          : 'This is the last page.'
        const text = [`${teamText(board.name)}: ${formatCount(board.count)} saved ads`, ...lines, next].join(
          '\n',
        )
        return { structured: { board, ads }, text }
      }),
  )

  server.registerTool(
    'save_ad',
    {
      title: 'Save an ad to a board',
      description:
        'Saves a copy of an ad, as it is now, on a board (saving it again changes nothing). Needs a key with the write scope of a member or admin.',
      inputSchema: strictArguments('save_ad', {
        board_id: boardId,
        ad_id: z.string().min(1).describe('The ad id exactly as search_ads returned it, such as meta_123.'),
      }),
      outputSchema: OneSavedAd,
      annotations: {
        readOnlyHint: false,
        destructiveHint: false,
        idempotentHint: true,
        openWorldHint: false,
      },
    },
    ({ board_id, ad_id }) =>
      toolResult(async () => {
        const path = `/api/v1/boards/${encodeURIComponent(board_id)}/ads/${encodeURIComponent(ad_id)}`
        const saved = await requestJson(api, path, OneSavedAd, { method: 'PUT' })
        return { structured: saved, text: `Saved: ${adLine(saved.data.ad)}` }
      }),
  )
}
