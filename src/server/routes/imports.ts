import { Hono } from 'hono'
import type { ImportReport } from '../../contract/imports'
import type { AppConfig } from '../config'
import { type ApiEnv, allow } from '../http/caller'
import { ProblemError, parameterProblem } from '../http/problem'
import { storeProblem } from '../http/store-trouble'
import { ColumnMap } from '../imports/formats/column-map'
import { ImportFormatError, ImportWriteError } from '../imports/import-ads'
import { IMPORT_FORMATS, type ImportFormat } from '../imports/import-report'
import type { Importer } from '../imports/store-importer'
import { storeFailureOf } from '../records/store-failure'

export const DEFAULT_IMPORT_MAX_BYTES = 1024 * 1024 * 1024

/** Content types a body may be sent as, and which container each means. */
const JSON_TYPES = new Set([
  'application/json',
  'application/x-ndjson',
  'application/ndjson',
  'application/jsonl',
])
const CSV_TYPES = new Set(['text/csv', 'application/csv'])
const PARAMETERS = new Set(['format', 'map', 'fetch_media'])

/**
 * `POST /imports`: ads streamed in as a body in any format `npm run import` reads (docs/importing.md),
 * answered with the import's report. It takes the member role and, from a key, the write scope: an
 * import changes what the whole team searches. A body over the limit, or one the client stops
 * sending, stops the import where it got to; the answer (413 or, for a client gone, the log) says
 * exactly what went in. A body that cannot be read as asked stores nothing.
 */
export function importRoutes({ importer, config }: { importer: Importer | undefined; config: AppConfig }) {
  const maxBytes = config.importMaxBytes ?? DEFAULT_IMPORT_MAX_BYTES
  return new Hono<ApiEnv>().post('/imports', allow('member', { scope: 'write' }), async (c) => {
    if (!importer) {
      throw new ProblemError(
        404,
        'not_found',
        'This server forwards searches to another service and keeps no index of its own to import into',
      )
    }
    const params = new URL(c.req.url).searchParams
    const { format, columnMap, container } = importQuery(params, c.req.header('Content-Type'))
    const fetchMedia = fetchMediaOf(params.get('fetch_media'), config)
    const declared = Number(c.req.header('Content-Length') ?? 0)
    if (declared > maxBytes) throw overLimit(maxBytes)
    let over = false
    const body = capped(c.req.raw.body, maxBytes, () => {
      over = true
    })
    let report: ImportReport
    try {
      report = await importer(body, { format, container, fetchMedia, ...(columnMap ? { columnMap } : {}) })
    } catch (error) {
      if (error instanceof ImportFormatError) {
        throw new ProblemError(400, 'invalid_parameter', error.message, [
          { parameter: 'format', detail: error.message },
        ])
      }
      if (error instanceof ImportWriteError) throw stoppedByStore(error)
      throw error
    }
    if (over) {
      const problem = overLimit(maxBytes)
      problem.extensions = { report }
      throw problem
    }
    return c.json(report)
  })
}

function fetchMediaOf(value: string | null, config: AppConfig): boolean {
  if (value === null || value === 'false') return false
  if (value !== 'true') {
    throw parameterProblem([{ parameter: 'fetch_media', detail: 'true or false', unknown: false }])
  }
  if (!config.savedMedia) {
    throw parameterProblem([
      {
        parameter: 'fetch_media',
        detail: 'this server keeps no media (ADS_MEDIA_MAX_MB is 0)',
        unknown: false,
      },
    ])
  }
  return true
}

/** 507 (or 503) with the report of what went in before the store failed; not a store failure, thrown on as it is. */
function stoppedByStore({ report, cause }: ImportWriteError): unknown {
  const failure = storeFailureOf(cause)
  if (!failure) return cause
  console.error(`[ads] POST /api/v1/imports stopped: ${failure.reason}`)
  const went = report.inserted + report.updated + report.unchanged
  const problem = storeProblem(
    failure,
    `The import stopped; ${went} ads went in before it did, as its report says`,
  )
  problem.extensions = { report }
  return problem
}

const overLimit = (maxBytes: number) =>
  new ProblemError(
    413,
    'payload_too_large',
    `The body is over ${Math.round(maxBytes / 1024 / 1024)} MiB (ADS_IMPORT_MAX_MB); split the file, or import it with npm run import`,
  )

function importQuery(params: URLSearchParams, contentType: string | undefined) {
  const unknown = [...new Set(params.keys())].filter((name) => !PARAMETERS.has(name))
  if (unknown.length > 0) {
    throw parameterProblem(
      unknown.map((parameter) => ({ parameter, detail: 'not a parameter of this endpoint', unknown: true })),
    )
  }
  const mediaType = (contentType ?? '').split(';')[0]!.trim().toLowerCase()
  const container = JSON_TYPES.has(mediaType)
    ? ('json' as const)
    : CSV_TYPES.has(mediaType)
      ? ('csv' as const)
      : null
  if (!container) {
    throw new ProblemError(
      415,
      'unsupported_media_type',
      'Send the ads as application/x-ndjson or application/json (our ads, Meta or TikTok JSON), or text/csv',
    )
  }
  const asked = params.get('format') ?? 'auto'
  if (asked !== 'auto' && !IMPORT_FORMATS.includes(asked as ImportFormat)) {
    throw parameterProblem([
      { parameter: 'format', detail: `one of auto, ${IMPORT_FORMATS.join(', ')}`, unknown: false },
    ])
  }
  const format = asked as ImportFormat | 'auto'
  const fits = container === 'csv' ? ['auto', 'csv', 'meta'] : ['auto', 'ndjson', 'meta', 'tiktok']
  if (!fits.includes(format)) {
    throw parameterProblem([
      { parameter: 'format', detail: `${format} is not sent as ${mediaType}`, unknown: false },
    ])
  }
  const mapText = params.get('map')
  if (mapText === null) return { format, container, columnMap: undefined }
  if (container !== 'csv') {
    throw parameterProblem([
      { parameter: 'map', detail: 'a column map reads a CSV body (text/csv)', unknown: false },
    ])
  }
  let json: unknown
  try {
    json = JSON.parse(mapText)
  } catch {
    throw parameterProblem([
      { parameter: 'map', detail: 'a column map as JSON (docs/importing.md)', unknown: false },
    ])
  }
  const parsed = ColumnMap.safeParse(json)
  if (!parsed.success) {
    throw parameterProblem(
      parsed.error.issues.map((issue) => ({
        parameter: `map.${issue.path.join('.')}`,
        detail: issue.message,
        unknown: false,
      })),
    )
  }
  return { format: 'csv' as const, container, columnMap: parsed.data }
}

/** The body, ending (as a failed read, so the import stops where it got to) once it passes the limit. */
async function* capped(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  onOver: () => void,
): AsyncGenerator<Uint8Array> {
  if (!body) return
  let size = 0
  const reader = body.getReader()
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      size += value.byteLength
      if (size > maxBytes) {
        onOver()
        throw new Error(`the body passed the limit of ${Math.round(maxBytes / 1024 / 1024)} MiB`)
      }
      yield value
    }
  } finally {
    await reader.cancel().catch(() => {})
  }
}
