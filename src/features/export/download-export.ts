import { Problem } from '../../contract/problem'
import { ApiError } from '../../lib/api-client'
import type { ExportFormat } from './export-target'

/** How far a download is: ads counted by their lines (CSV, NDJSON), or bytes (ZIP). */
export interface ExportProgress {
  received: number
  /** Ads the server said will come (`X-Export-Total`); for a ZIP, its ads, while `received` counts bytes. */
  total: number | null
  unit: 'ads' | 'bytes'
}

export interface DownloadedExport {
  blob: Blob
  fileName: string
  ads: number | null
}

const LF = 10
const CR = 13
/** Progress is reported at most this often: a re-render per chunk would slow the download down. */
const REPORT_MS = 100

/**
 * Downloads an export, reading the body as it streams to report progress; the file is whole once the
 * promise settles. A refused export throws an ApiError with the server's problem detail; an aborted
 * one, the AbortError of `signal`.
 */
export async function downloadExport(
  path: string,
  format: ExportFormat,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (progress: ExportProgress) => void },
): Promise<DownloadedExport> {
  const response = await fetch(`/api/v1${path}`, { credentials: 'same-origin', signal })
  if (!response.ok || !response.body) {
    const problem = Problem.safeParse(await response.json().catch(() => null))
    throw new ApiError(response.status, problem.success ? problem.data : null, `HTTP ${response.status}`)
  }
  const header = response.headers.get('X-Export-Total')
  const total = header === null || Number.isNaN(Number(header)) ? null : Number(header)
  const count = format === 'zip' ? null : lineCounter(format)
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let bytes = 0
  let reported = 0
  const progress = (): ExportProgress =>
    count ? { received: count.ads(), total, unit: 'ads' } : { received: bytes, total, unit: 'bytes' }
  const reader = response.body.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value)
    bytes += read.value.length
    count?.add(read.value)
    if (Date.now() - reported >= REPORT_MS) {
      reported = Date.now()
      onProgress(progress())
    }
  }
  onProgress(progress())
  const type = response.headers.get('Content-Type') ?? 'application/octet-stream'
  return {
    blob: new Blob(chunks, { type }),
    fileName: fileNameOf(response.headers.get('Content-Disposition'), `export.${format}`),
    ads: count ? count.ads() : total,
  }
}

/**
 * Ads so far, by their line ends: every NDJSON line is an ad; a CSV row ends with CRLF after a
 * header row (a line break inside an ad's copy is a bare LF, which spreadsheets keep in the cell).
 */
export function lineCounter(format: 'csv' | 'ndjson') {
  let lines = 0
  let lastWasCr = false
  return {
    add(chunk: Uint8Array) {
      for (const byte of chunk) {
        if (byte === LF && (format === 'ndjson' || lastWasCr)) lines++
        lastWasCr = byte === CR
      }
    },
    ads: () => (format === 'csv' ? Math.max(0, lines - 1) : lines),
  }
}

/** The file name of `Content-Disposition: attachment; filename="ads-2025-06-01.csv"` (or `filename*`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*\s*=\s*UTF-8''([^;]+)/i)?.[1]
  if (encoded) {
    try {
      return decodeURIComponent(encoded)
    } catch {}
  }
  return disposition?.match(/filename\s*=\s*"([^"]+)"/i)?.[1] ?? fallback
}

/** Hands the file to the browser to save, as a link with `download` would. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click is handled; the URL holds the blob until revoked.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
