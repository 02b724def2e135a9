import { createReadStream, statSync } from 'node:fs'
import { loadConfig } from '../config'
import { importAds, type Rejection } from '../seed/import'
import { openRecords } from './open-store'
import { parseCommand, UsageError } from './usage'

/**
 * `import FILE|-`: NDJSON or a JSON array of ads into the index. Rejected records go to stderr, one
 * a line with where they stand; the exit code is 1 when any was rejected, so scripts notice.
 */
export async function importCommand(args: string[]): Promise<number> {
  const { positionals } = parseCommand(args, {})
  if (positionals.length !== 1) throw new UsageError('import takes one FILE, or - to read standard input')
  const file = positionals[0]!
  if (file !== '-' && !statSync(file, { throwIfNoEntry: false })?.isFile()) {
    throw new UsageError(`import: there is no file '${file}'`)
  }
  // A large cache and batches of 5,000 a transaction: a third faster than 1,000 into a million-ad store.
  const records = await openRecords(loadConfig(), 'import', { cacheMb: 128 })
  try {
    const input = file === '-' ? process.stdin : createReadStream(file)
    const report = await importAds(records, input, {
      batchSize: 5_000,
      onProgress: (so) =>
        process.stderr.write(
          `  ${(so.inserted + so.updated + so.unchanged).toLocaleString('en')} ads stored\n`,
        ),
    })
    for (const rejection of report.rejected) console.error(placeOf(rejection))
    const name = file === '-' ? 'standard input' : file
    console.log(
      `Imported ${name}: ${report.inserted} inserted, ${report.updated} updated, ${report.unchanged} unchanged, ` +
        `${report.rejected.length} rejected.`,
    )
    return report.rejected.length > 0 ? 1 : 0
  } finally {
    await records.close()
  }
}

function placeOf(rejection: Rejection): string {
  const place = 'line' in rejection ? `line ${rejection.line}` : `item ${rejection.index}`
  return `${place}${rejection.id ? ` (${rejection.id})` : ''}: ${rejection.reason}`
}
