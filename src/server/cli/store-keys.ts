import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../config'
import type { ApiKeyRecords } from '../workspace/api-keys'
import { shownPath } from './usage'

/** What a key made for the operator on first start is called in `npm run keys -- list`. */
const FIRST_KEY_LABEL = 'first start'
const MOVED_KEY_LABEL = 'from api-keys.txt'

/** Where an earlier version kept its keys, in plain text, one a line. */
const oldKeyFile = (dataDir: string) => join(dataDir, 'api-keys.txt')

/**
 * Which lines of the old file were keys: a whole made key (`ads_` and 32 base64url characters), or
 * one brought from elsewhere of 16 or more printable characters. Anything else (a stray word, a made
 * key cut short) was refused by that version too, so no client holds it.
 */
const isOldKey = (line: string) =>
  line.startsWith('ads_') ? /^ads_[A-Za-z0-9_-]{32}$/.test(line) : /^[\x21-\x7e]{16,}$/.test(line)

/**
 * Keys of an earlier version's key file go into the store as digests (so they keep working, on every
 * node) and the file is removed: no key stays readable on disk.
 */
export async function moveKeyFile(dataDir: string, keys: ApiKeyRecords, log: (line: string) => void) {
  const file = oldKeyFile(dataDir)
  if (!existsSync(file)) return
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
  const found = lines.filter(isOldKey)
  let moved = 0
  for (const key of found) if (await keys.adopt(key, MOVED_KEY_LABEL)) moved++
  rmSync(file, { force: true })
  const skipped = lines.length - found.length
  log(
    `Moved ${moved} API key${moved === 1 ? '' : 's'} from ${shownPath(file)} into the store, which keeps only ` +
      `their digests, and removed the file${skipped > 0 ? ` (${skipped} line${skipped === 1 ? ' was' : 's were'} no key)` : ''}. ` +
      'They work as before: npm run keys -- list',
  )
}

/**
 * On the first start there is no way in yet: unless ADS_API_KEYS gives keys, a store without a valid
 * key gets one, returned to be shown this once (the store cannot show it again).
 */
export async function makeFirstKey(config: Config, keys: ApiKeyRecords): Promise<string | undefined> {
  if (config.apiKeys.length > 0) return undefined
  if ((await keys.list()).some((key) => key.revokedMs === null)) return undefined
  return (await keys.create({ label: FIRST_KEY_LABEL, scope: 'read' })).key
}
