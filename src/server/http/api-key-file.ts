import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * Bearer keys kept in the data directory, one per line, when ADS_API_KEYS is not set. Plain text so
 * that an operator can read and edit it; readable by its owner only.
 */
export function apiKeyFile(dataDir: string): string {
  return join(dataDir, 'api-keys.txt')
}

export function readApiKeys(dataDir: string): string[] {
  const file = apiKeyFile(dataDir)
  if (!existsSync(file)) return []
  return readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
}

export function writeApiKeys(dataDir: string, keys: readonly string[]): void {
  const header =
    '# Bearer keys accepted by /api/v1, one per line. Manage with: npm run keys -- create|list|revoke\n'
  writeFileSync(apiKeyFile(dataDir), header + keys.map((key) => `${key}\n`).join(''), { mode: 0o600 })
}

export function newApiKey(): string {
  return `ads_${randomBytes(24).toString('base64url')}`
}
