import { createReadStream, readFileSync, statSync } from 'node:fs'
import { loadConfig } from '../config'
import { ColumnMap } from '../imports/formats/column-map'
import { ImportFormatError, ImportWriteError, importAds } from '../imports/import-ads'
import { IMPORT_FORMATS, type ImportFormat, type ImportReport } from '../imports/import-report'
import { mediaImportOf } from '../imports/store-importer'
import { importProgress } from './import-progress'
import { openRecords } from './open-store'
import { parseCommand, UsageError } from './usage'

/**
 * `import [--format F] [--map map.json] [--fetch-media] FILE|-`: ads from the formats the ad libraries publish
 * (docs/importing.md). Prints what it detected, a progress line, and the report: what it stored,
 * the quirks it mended by kind with example lines, and each rejected record with its line. Exit
 * code 1 when any record was rejected, so scripts notice; 2 when the file cannot be read as asked.
 */
export async function importCommand(args: string[]): Promise<number> {
  const { positionals, values } = parseCommand(args, {
    format: { type: 'string', default: 'auto' },
    map: { type: 'string' },
    'fetch-media': { type: 'boolean', default: false },
  })
  if (positionals.length !== 1) throw new UsageError('import takes one FILE, or - to read standard input')
  const file = positionals[0]!
  const format = formatOf(values.format)
  const columnMap = values.map === undefined ? undefined : readMap(values.map)
  const size = file === '-' ? null : statSync(file, { throwIfNoEntry: false })
  if (file !== '-' && !size?.isFile()) throw new UsageError(`import: there is no file '${file}'`)
  const name = file === '-' ? 'standard input' : file

  const config = loadConfig()
  if (values['fetch-media'] && !config.savedMedia) {
    throw new UsageError('--fetch-media keeps media in the media store, which ADS_MEDIA_MAX_MB=0 turns off')
  }
  // Batches of 5,000 a transaction: a third faster than 1,000 into a million-ad store. A 40 MB cache
  // (of SQLite's pages) keeps the process under 300 MB with npm run import's heap limit.
  const records = await openRecords(config, 'import', { cacheMb: 40 })
  const media =
    values['fetch-media'] && config.savedMedia ? mediaImportOf(records, config.savedMedia) : undefined
  const progress = importProgress(size ? size.size : null)
  try {
    const input = file === '-' ? process.stdin : createReadStream(file, { highWaterMark: 256 * 1024 })
    const report = await importAds(records, input, {
      format,
      ...(columnMap ? { columnMap } : {}),
      ...(media ? { media } : {}),
      // Fetching media, a batch waits for its fetches: smaller batches show progress sooner.
      batchSize: media ? 500 : 5_000,
      onStart: (found, detected) =>
        process.stderr.write(`Importing ${name} as ${found}${detected ? ' (detected)' : ''}…\n`),
      onProgress: progress.update,
    })
    progress.done()
    console.log(summaryOf(name, report))
    return report.rejected_count > 0 ? 1 : 0
  } catch (error) {
    progress.done()
    // What went in before the store failed, then why it failed (a full disk: what to do about it).
    if (error instanceof ImportWriteError) {
      console.log(summaryOf(name, error.report))
      throw error.cause
    }
    if (!(error instanceof ImportFormatError)) throw error
    console.error(`import: ${error.message}`)
    return 2
  } finally {
    await records.close()
  }
}

function formatOf(text: string | undefined): ImportFormat | 'auto' {
  if (text === 'auto' || IMPORT_FORMATS.includes(text as ImportFormat)) return text as ImportFormat | 'auto'
  throw new UsageError(`--format must be one of auto, ${IMPORT_FORMATS.join(', ')}; not '${text}'`)
}

function readMap(path: string): ColumnMap {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    throw new UsageError(`--map: there is no file '${path}'`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new UsageError(`--map: ${path} is not JSON: ${(error as Error).message}`)
  }
  const parsed = ColumnMap.safeParse(json)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.') || 'map'}: ${issue.message}`)
    throw new UsageError(`--map: ${path} is not a column map (docs/importing.md): ${problems.join('; ')}`)
  }
  return parsed.data
}

/** The report as a person reads it. */
export function summaryOf(name: string, report: ImportReport): string {
  const n = (count: number) => count.toLocaleString('en')
  const lines = [
    `Imported ${name} (${report.format}${report.detected ? ', detected' : ''}): ${n(report.records)} records read, ` +
      `${n(report.inserted)} inserted, ${n(report.updated)} updated, ${n(report.unchanged)} unchanged, ` +
      `${n(report.rejected_count)} rejected.`,
  ]
  if (report.stopped) lines.push(`Stopped early: ${report.stopped}`)
  if (report.media) {
    const { kept, reused, failed } = report.media
    lines.push(
      `Media: ${n(kept)} kept, ${n(reused)} kept by an earlier import, ${n(failed)} could not be kept.`,
    )
  }
  if (report.warnings.length > 0) {
    lines.push('Mended on import:')
    for (const warning of [...report.warnings].sort((a, b) => b.count - a.count)) {
      const more = warning.count > warning.lines.length ? ', …' : ''
      lines.push(`  ${n(warning.count)} × ${warning.message} (lines ${warning.lines.join(', ')}${more})`)
      if (warning.example) lines.push(`      for example: ${warning.example}`)
    }
  }
  if (report.rejected_count > 0) {
    lines.push('Rejected:')
    for (const rejection of report.rejected) {
      lines.push(`  line ${rejection.line}${rejection.id ? ` (${rejection.id})` : ''}: ${rejection.reason}`)
    }
    const rest = report.rejected_count - report.rejected.length
    if (rest > 0) lines.push(`  … and ${n(rest)} more`)
  }
  return lines.join('\n')
}
