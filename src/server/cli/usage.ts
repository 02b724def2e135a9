import { isAbsolute, relative } from 'node:path'
import { type ParseArgsConfig, parseArgs } from 'node:util'

/** A command line that cannot be run as given: printed with the usage, exit code 2. */
export class UsageError extends Error {}

export const USAGE = `Usage: tsx src/server/cli.ts <command>   (or npm run <command> -- ...)

  serve [--port N] [--host H]           serve the web app and /api/v1; seeds an empty index first
  seed --count N [--seed S] [--replace] generate N ads into the index (--replace: start from empty)
  import [--format F] [--map M] [--fetch-media] FILE|-
                                        import ads: F is auto (the default), ndjson, meta, tiktok or csv;
                                        M a column map for any other CSV (docs/importing.md); - reads
                                        stdin; --fetch-media keeps each ad's media while the links work
  keys create [--label L] [--scope read|write] [--owner EMAIL] | list | revoke ID|KEY
                                        manage the API keys kept in the store
  users create --email E [--name N] [--role R] | list | role --email E --role R
        | reset-link --email E | remove --email E
                                        manage the team (create reads the password from stdin)
  mcp                                   serve the agent tools over stdio; seeds an empty index first

Environment: PORT, HOST, ADS_DATA_DIR, ADS_SEED_COUNT, ADS_API_KEYS, ADS_PUBLIC_URL, ADS_RATE_LIMIT,
ADS_DATABASE_URL, ADS_WORKERS, ADS_SECRET, ADS_ACCESS, ADS_TRUSTED_PROXIES, ADS_ALLOWED_HOSTS,
ADS_UPSTREAM_URL, ADS_UPSTREAM_KEY, ADS_UPSTREAM_ALLOW_HTTP, ADS_UPSTREAM_TIMEOUT_MS, ADS_UPSTREAM_BUDGET
(see the README).`

/** node:util parseArgs, strict, with its errors turned into usage errors. */
export function parseCommand<O extends NonNullable<ParseArgsConfig['options']>>(args: string[], options: O) {
  try {
    return parseArgs({ args, options, allowPositionals: true, strict: true })
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
}

/** A whole number option in a range, or a usage error naming it. */
export function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = Number(text)
  if (!/^\d+$/.test(text) || value < min || value > max) {
    throw new UsageError(`--${name} must be a whole number from ${min} to ${max}, not '${text}'`)
  }
  return value
}

/** A path as the user would type it: relative when it is under the working directory, else absolute. */
export function shownPath(path: string): string {
  const near = relative(process.cwd(), path)
  return near === '' || near.startsWith('..') || isAbsolute(near) ? path : near
}
