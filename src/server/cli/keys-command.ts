import { mkdirSync } from 'node:fs'
import { dataDirOf } from '../config'
import { API_KEY_RULE, apiKeyFile, newApiKey, readApiKeyFile, writeApiKeys } from '../http/api-key-file'
import { parseCommand, shownPath, UsageError } from './usage'

/** `keys create | list | revoke KEY`: the bearer keys kept in the data directory. */
export async function keysCommand(args: string[]): Promise<number> {
  const { positionals } = parseCommand(args, {})
  const [action, key, ...rest] = positionals
  const dataDir = dataDirOf()
  mkdirSync(dataDir, { recursive: true })
  const { keys, ignored } = readApiKeyFile(dataDir)
  const file = shownPath(apiKeyFile(dataDir))
  if (ignored.length > 0) {
    // `create` and `revoke` write the keys back without them.
    console.error(`Note: line ${ignored.join(', ')} of ${file} is not a key (${API_KEY_RULE}); ignored.`)
  }
  if (process.env.ADS_API_KEYS) {
    console.error(`Note: ADS_API_KEYS is set, so the server accepts those keys and ignores ${file}.`)
  }
  if (action === 'list' && key === undefined) {
    if (keys.length === 0) console.log(`No keys in ${file} yet; create one with: npm run keys -- create`)
    for (const k of keys) console.log(k)
    return 0
  }
  if (action === 'create' && key === undefined) {
    const created = newApiKey()
    writeApiKeys(dataDir, [...keys, created])
    console.log(created)
    console.error(`Added to ${file}; restart the server to accept it.`)
    return 0
  }
  if (action === 'revoke' && key !== undefined && rest.length === 0) {
    if (!keys.includes(key)) {
      console.error(`There is no key '${key}' in ${file}.`)
      return 1
    }
    writeApiKeys(
      dataDir,
      keys.filter((k) => k !== key),
    )
    console.log(`Revoked. Restart the server for this to take effect.`)
    return 0
  }
  throw new UsageError('keys takes: create | list | revoke KEY')
}
