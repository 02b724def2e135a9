import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import type { ApiKeyRecords } from '../workspace/api-keys'
import type { Team } from '../workspace/team'
import { shownPath } from './usage'

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

/** How long a welcome link works: a start left running overnight still lets its operator in. */
export const WELCOME_VALID_MS = 24 * 60 * 60 * 1000

/**
 * On a start with nobody in the team there is no way in yet: a welcome link lets whoever started
 * the server make the first admin account. Earlier welcome links are withdrawn, so only the one
 * this start shows works; once anyone has an account, none is made.
 */
export async function makeWelcomeToken(team: Team): Promise<string | undefined> {
  if ((await team.count()) > 0) return undefined
  for (const open of await team.invitations.open()) {
    if (open.kind === 'welcome') await team.invitations.withdraw(open.id)
  }
  const made = await team.invitations.create({ kind: 'welcome', role: 'admin', validForMs: WELCOME_VALID_MS })
  return made.token
}
