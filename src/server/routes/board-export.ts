import { Hono } from 'hono'
import type { AppConfig } from '../config'
import { type ApiEnv, allow } from '../http/caller'
import { noQuery } from '../http/checked-input'
import { ProblemError } from '../http/problem'
import { requestOrigin } from '../http/request-origin'
import type { Team } from '../workspace/team'
import { boardPerson, visibleBoard } from './board-access'
import { savedMediaReader, zipMedia } from './board-media'
import { type BoardEntry, boardEntries, type SavedKey } from './board-saved-ads'
import { boardZipResponse } from './board-zip'
import { savedCsvHeader, savedCsvRow } from './export-csv'
import { exportFileOf, exportHeaders, fileParameter, slugOf, streamLines } from './export-response'

const FORMATS = ['csv', 'ndjson', 'zip'] as const

interface BoardExportDeps {
  config: Pick<AppConfig, 'publicUrl' | 'clipsDir' | 'savedMedia'>
  team: Team
}

/**
 * `GET /exports/boards/{id}.csv|.ndjson|.zip`: every ad of a board the caller sees (up to
 * EXPORT_MAX), as it was saved, with the team's note and tags and when and by whom it was saved;
 * streamed page by page. NDJSON lines are the saved ads of `GET /boards/{id}/ads`; the ZIP holds
 * `board.csv` and the media this server makes or keeps (see board-zip.ts).
 */
export function boardExportRoutes({ config, team }: BoardExportDeps) {
  // Kept copies of remote media go into the ZIP too, when this server keeps them.
  const savedMedia = config.savedMedia && savedMediaReader(team.boards.mediaStore(config.savedMedia.dir))
  return new Hono<ApiEnv>().on(
    'GET',
    // One route to Hono, which takes a parameter up to the next slash: the handler reads the format.
    ['/exports/boards/:id.csv', '/exports/boards/:id.ndjson', '/exports/boards/:id.zip'],
    noQuery,
    allow('viewer'),
    async (c) => {
      const file = exportFileOf(fileParameter(c), FORMATS)
      if (!file) throw new ProblemError(404, 'not_found', 'A board exports as .csv, .ndjson or .zip')
      const caller = c.get('caller')
      boardPerson(caller)
      const board = await visibleBoard(team.boards, caller, file.id)
      const origin = requestOrigin(c, config.publicUrl)
      const entries = (from?: SavedKey) =>
        boardEntries(team, board.id, { origin, signal: c.req.raw.signal, ...(from && { from }) })
      exportHeaders(c, {
        name: `board-${slugOf(board.name, 'ads')}`,
        format: file.format,
        total: board.count,
      })
      if (file.format === 'zip') {
        const media = zipMedia({ clipsDir: config.clipsDir, ...(savedMedia && { savedMedia }) })
        return boardZipResponse(c, { entries, media })
      }
      return streamLines(c, lines(entries(), file.format))
    },
  )
}

async function* lines(entries: AsyncIterable<BoardEntry>, format: 'csv' | 'ndjson') {
  if (format === 'csv') yield savedCsvHeader()
  for await (const { shown } of entries)
    yield format === 'csv' ? savedCsvRow(shown) : `${JSON.stringify(shown)}\n`
}
