import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { writePrivateFile } from './private-file'

/**
 * Bearer keys kept in the data directory, one per line, when ADS_API_KEYS is not set. Plain text so
 * that an operator can read and edit it; readable by its owner only.
 */
export function apiKeyFile(dataDir: string): string {
  return join(dataDir, 'api-keys.txt')
}

/** What `newApiKey` makes: `ads_` and 32 base64url characters (24 random bytes). */
const MADE_KEY = /^ads_[A-Za-z0-9_-]{32}$/
/** A key brought from elsewhere: at least 16 printable ASCII characters, no spaces. */
const BROUGHT_KEY = /^[\x21-\x7e]{16,}$/

/**
 * Which lines of the file are keys. A line starting `ads_` must be a whole made key: a shorter one is
 * a made key cut short (a truncated write, a bad paste), which no client holds. Any other key must be
 * long enough not to be guessed: a stray word, a half-written line of NUL bytes or a sentence is not a
 * key, and accepting it would let in whoever types it.
 */
export function isApiKey(line: string): boolean {
  return line.startsWith('ads_') ? MADE_KEY.test(line) : BROUGHT_KEY.test(line)
}

/** The rule above, for messages about lines it refuses. */
export const API_KEY_RULE =
  'a key is ads_ and 32 letters, digits, - or _, or 16 or more printable characters without spaces'

export interface ApiKeyLines {
  keys: string[]
  /** Line numbers (from 1) of lines that are neither keys, comments nor blank. */
  ignored: number[]
}

export function readApiKeyFile(dataDir: string): ApiKeyLines {
  const file = apiKeyFile(dataDir)
  const found: ApiKeyLines = { keys: [], ignored: [] }
  if (!existsSync(file)) return found
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, i) => {
      const line = text.trim()
      if (line === '' || line.startsWith('#')) return
      if (isApiKey(line)) found.keys.push(line)
      else found.ignored.push(i + 1)
    })
  return found
}

export function readApiKeys(dataDir: string): string[] {
  return readApiKeyFile(dataDir).keys
}

/** Replaces the file whole (a full disk leaves the old one, never a truncated one). */
export function writeApiKeys(dataDir: string, keys: readonly string[]): void {
  const header =
    '# Bearer keys accepted by /api/v1, one per line. Manage with: npm run keys -- create|list|revoke\n'
  writePrivateFile(apiKeyFile(dataDir), header + keys.map((key) => `${key}\n`).join(''))
}

export function newApiKey(): string {
  return `ads_${randomBytes(24).toString('base64url')}`
}
