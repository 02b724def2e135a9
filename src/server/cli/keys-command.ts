import { loadConfig } from '../config'
import { type ApiKey, apiKeyRecords, KEY_SCOPES, type KeyScope } from '../workspace/api-keys'
import { teamOf } from '../workspace/team'
import { openKeyStore } from './open-store'
import { moveKeyFile } from './store-keys'
import { parseCommand, UsageError } from './usage'

const USAGE = 'keys takes: create [--label L] [--scope read|write] [--owner EMAIL] | list | revoke ID|KEY'

/**
 * `keys create | list | revoke`: the API keys kept in the store (the SQLite file, or PostgreSQL with
 * ADS_DATABASE_URL), which every server using it checks on each request: a key made or revoked here
 * works, or stops working, at once, without a restart. Only `create` ever prints a key.
 */
export async function keysCommand(args: string[]): Promise<number> {
  const { positionals, values } = parseCommand(args, {
    label: { type: 'string' },
    scope: { type: 'string' },
    owner: { type: 'string' },
  })
  const [action, target, ...rest] = positionals
  const valid =
    (action === 'create' && target === undefined) ||
    (action === 'list' && target === undefined && onlyCreateTakes(values)) ||
    (action === 'revoke' && target !== undefined && rest.length === 0 && onlyCreateTakes(values))
  if (!valid) throw new UsageError(USAGE)
  const scope = scopeOf(values.scope)
  const config = loadConfig()
  const records = await openKeyStore(config)
  const keys = apiKeyRecords(records.connection.db)
  try {
    await moveKeyFile(config.dataDir, keys, (line) => console.error(line))
    if (process.env.ADS_API_KEYS)
      console.error('Note: the keys in ADS_API_KEYS are accepted too; they are not listed here.')
    if (action === 'create') {
      const label = values.label?.trim() || 'command line'
      // A person's key acts with their role and dies with them; without --owner it is the operator's.
      const owner =
        values.owner === undefined ? null : await teamOf(records, config).findByEmail(values.owner)
      if (owner === undefined) {
        console.error(
          `Nobody in the team has the email address ${values.owner}; npm run users -- list shows them.`,
        )
        return 1
      }
      const { key, apiKey } = await keys.create({ label, scope, owner: owner?.id ?? null })
      console.log(key)
      console.error(
        `Made ${apiKey.id} (${scope}, "${label}"). Keep the key now: it is not shown again. It works at once.`,
      )
      return 0
    }
    if (action === 'list') {
      const listed = await keys.list()
      if (listed.length === 0) console.log('No keys yet; make one with: npm run keys -- create')
      for (const key of listed) console.log(listLine(key))
      return 0
    }
    const revoked = await keys.revoke(target!)
    if (!revoked) {
      console.error(`There is no key '${shortened(target!)}'; npm run keys -- list shows them.`)
      return 1
    }
    console.log(
      `Revoked ${revoked.id} (${revoked.shownAs}, "${revoked.label}"): it no longer works, on any server.`,
    )
    return 0
  } finally {
    await records.close()
  }
}

const onlyCreateTakes = (values: { label?: string; scope?: string; owner?: string }) =>
  values.label === undefined && values.scope === undefined && values.owner === undefined

function scopeOf(text: string | undefined): KeyScope {
  if (text === undefined) return 'read'
  if ((KEY_SCOPES as readonly string[]).includes(text)) return text as KeyScope
  throw new UsageError(`--scope must be read or write, not '${text}'`)
}

/** `key_…  ads_AbCd…  read   2026-11-23  label  (revoked 2026-11-24)` */
function listLine(key: ApiKey): string {
  const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  const state = key.revokedMs === null ? '' : `  (revoked ${day(key.revokedMs)})`
  return `${key.id}  ${key.shownAs}  ${key.scope.padEnd(5)}  ${day(key.createdMs)}  ${key.label}${state}`
}

/** A mistyped key is not printed whole: it may be a real key with one character wrong. */
const shortened = (text: string) => (text.length > 12 ? `${text.slice(0, 8)}…` : text)
