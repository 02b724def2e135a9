import type { Context } from 'hono'
import { stream } from 'hono/streaming'
import { EXPORT_MAX } from '../../contract/exports'

/** Lines written to the client at a time: fewer, larger writes. */
const WRITE_LINES = 200

export type ExportFormat = 'csv' | 'ndjson' | 'zip'

const CONTENT_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  ndjson: 'application/x-ndjson',
  zip: 'application/zip',
}

/**
 * The headers every export starts with: a file to save (`name-YYYY-MM-DD.csv`), how many ads will
 * come (`X-Export-Total`, for a progress bar) and the cap. Names are ASCII slugs, so the header
 * needs no encoding.
 */
export function exportHeaders(c: Context, file: { name: string; format: ExportFormat; total: number }) {
  const day = new Date().toISOString().slice(0, 10)
  c.header('Content-Type', CONTENT_TYPES[file.format])
  c.header('Content-Disposition', `attachment; filename="${file.name}-${day}.${file.format}"`)
  c.header('X-Export-Total', String(Math.min(file.total, EXPORT_MAX)))
  c.header('X-Export-Cap', String(EXPORT_MAX))
  c.header('Cache-Control', 'no-store')
}

/** Lines streamed as they are made, in runs: fewer, larger writes, and the making waits for a slow client. */
export function streamLines(c: Context, lines: AsyncIterable<string>): Response {
  return stream(c, async (out) => {
    let run: string[] = []
    for await (const line of lines) {
      run.push(line)
      if (run.length >= WRITE_LINES) {
        await out.write(run.join(''))
        run = []
      }
    }
    if (run.length > 0) await out.write(run.join(''))
  })
}

/** "Acme & Co. Ünited" -> "acme-co-united": a name fit for a file, or the fallback when none is left. */
export function slugOf(name: string, fallback: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '')
  return slug || fallback
}

/**
 * The last segment of an export's path, decoded (`brd_1.csv`). Hono takes a parameter up to the next
 * slash, so `/exports/boards/:id.csv` has one parameter, named `id.csv`: it is read by position.
 */
export const fileParameter = (c: Context): string => Object.values(c.req.param() as object).at(-1) ?? ''

/** The file name an export path asks for (`brd_1.csv`): its id and format, when the format is one of these. */
export function exportFileOf<F extends ExportFormat>(
  file: string,
  formats: readonly F[],
): { id: string; format: F } | undefined {
  const dot = file.lastIndexOf('.')
  const format = file.slice(dot + 1) as F
  return dot > 0 && formats.includes(format) ? { id: file.slice(0, dot), format } : undefined
}
