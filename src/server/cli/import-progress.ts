import type { ImportReport } from '../imports/import-report'

/**
 * How far an import has got, on standard error: on a terminal one line redrawn in place with the
 * rate and the time left (when the size is known); otherwise a plain line every few seconds, for
 * logs.
 */
export function importProgress(totalBytes: number | null, stream: NodeJS.WriteStream = process.stderr) {
  const started = Date.now()
  const onTerminal = Boolean(stream.isTTY)
  let shownAt = 0
  let drawn = false
  return {
    update(report: ImportReport, bytesRead: number): void {
      const now = Date.now()
      if (now - shownAt < (onTerminal ? 200 : 5_000)) return
      shownAt = now
      const text = progressLine(report, bytesRead, totalBytes, (now - started) / 1000)
      if (onTerminal) {
        stream.write(`\r\x1b[2K${text}`)
        drawn = true
      } else stream.write(`  ${text}\n`)
    },
    /** Clears the redrawn line before the summary is printed. */
    done(): void {
      if (drawn) stream.write('\r\x1b[2K')
    },
  }
}

/** "412,000 ads read · 38% of 1.0 GB · 21,300 ads/s · 0:45 left" */
export function progressLine(
  report: ImportReport,
  bytesRead: number,
  totalBytes: number | null,
  seconds: number,
): string {
  const parts = [`${report.records.toLocaleString('en')} ${report.records === 1 ? 'ad' : 'ads'} read`]
  if (totalBytes) {
    const share = Math.min(1, bytesRead / totalBytes)
    parts.push(`${bar(share)} ${Math.floor(share * 100)}% of ${sizeOf(totalBytes)}`)
    const rate = seconds > 0 ? bytesRead / seconds : 0
    if (rate > 0 && share < 1) parts.push(`${clock((totalBytes - bytesRead) / rate)} left`)
  } else {
    parts.push(`${sizeOf(bytesRead)} read`)
  }
  if (seconds > 0) parts.push(`${Math.round(report.records / seconds).toLocaleString('en')} ads/s`)
  if (report.media) {
    const { kept, reused, failed } = report.media
    parts.push(`media ${(kept + reused).toLocaleString('en')} kept, ${failed.toLocaleString('en')} not`)
  }
  return parts.join(' · ')
}

function bar(share: number, width = 20): string {
  const filled = Math.round(share * width)
  return `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`
}

export function sizeOf(bytes: number): string {
  if (bytes >= 1e9) return `${(bytes / 1e9).toFixed(1)} GB`
  if (bytes >= 1e6) return `${(bytes / 1e6).toFixed(1)} MB`
  return `${Math.ceil(bytes / 1e3)} KB`
}

function clock(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds))
  const hours = Math.floor(whole / 3600)
  const minutes = Math.floor((whole % 3600) / 60)
  const rest = String(whole % 60).padStart(2, '0')
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`
}
