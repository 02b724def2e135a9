import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { isHttpUrl } from '../contract/ad'
import { defaultAllowedHosts, hostEntry } from './http/allowed-hosts'
import { machineConnections } from './http/connection-limits'
import { privateDataDir, writePrivateFile } from './http/private-file'
import { proxyEntry } from './http/trusted-proxies'

export interface RateLimit {
  /** Tokens added per second for each client (API key or browser session). */
  perSecond: number
  /** Requests a client may make at once after being idle. */
  burst: number
}

/** What `createApp` needs. Tests build it directly; nothing here is read from the environment. */
export interface AppConfig {
  /** Keys accepted besides those kept in the store: ADS_API_KEYS, for automation (read keys). */
  apiKeys: readonly string[]
  /** Keys that act as a local admin: the stdio MCP server's own, made in memory for its process. */
  localAdminKeys?: readonly string[]
  /** Signs cursors and session cookies. */
  secret: string
  /** The built web app; when it is missing, GET / says to run `npm run build`. */
  distDir: string
  /** Sample video clips and posters, served at /media/clips with range requests. */
  clipsDir: string
  /** Origin that clients reach the server at, when a proxy changes it (ADS_PUBLIC_URL). */
  publicUrl?: string
  /**
   * Host names (`name` for any port, or `name:port`) whose Host header links may be made from
   * (ADS_ALLOWED_HOSTS); the first one is used for a request naming another. Absent: localhost,
   * 127.0.0.1 and [::1] on any port.
   */
  allowedHosts?: readonly string[]
  /** Addresses and CIDR ranges of proxies whose X-Forwarded-* headers are believed (ADS_TRUSTED_PROXIES). */
  trustedProxies?: readonly string[]
  /** Requests per client (a key, a session, an anonymous visitor's address); no limit when absent. */
  rateLimit?: RateLimit
  /**
   * Requests per key or session when `rateLimit` is absent (anonymous visitors have their own): the
   * search inside PostgreSQL's default, as one client's searches there can hold everyone's up.
   */
  keyRateLimit?: RateLimit
  /**
   * `private` (the default, ADS_ACCESS): only people signed in and API keys get answers. `public`:
   * anonymous visitors may also search and read, limited per address.
   */
  access?: 'private' | 'public'
  /** Upstream calls a minute that anonymous visitors may spend, all processes together (ADS_UPSTREAM_BUDGET). */
  upstreamBudget?: number
  /** Upstream mode: /api/v1 is answered by this remote Ad Search Service instead of the local index. */
  upstream?: UpstreamConfig
  /** Keeping the media of saved ads (decision 0009); absent, saved ads keep their media links only. */
  savedMedia?: SavedMediaConfig
  /** The largest body `POST /api/v1/imports` reads (ADS_IMPORT_MAX_MB); 1 GiB when absent. */
  importMaxBytes?: number
}

export interface SavedMediaConfig {
  /** Where the media are kept as files when the store is SQLite (PostgreSQL keeps them in a table). */
  dir: string
  /** A media file larger than this is not kept (ADS_MEDIA_MAX_MB). */
  maxBytes: number
  /**
   * Tests only, and set by no environment variable: private addresses that may be fetched anyway (the
   * tests' media server on 127.0.0.1). A deployment never fetches from its own network.
   */
  allowPrivateAddresses?: readonly string[]
}

export interface UpstreamConfig {
  /** The service's base address; `/api/v1/...` paths are appended to it. */
  url: string
  /** Sent as `Authorization: Bearer <key>` on every forwarded request, never shown to clients. */
  key: string
  /** Everything one client request may take, retries included. */
  timeoutMs: number
  /** One attempt's limit, so that a hung connection leaves time for a retry. */
  attemptTimeoutMs: number
}

export interface Config extends AppConfig {
  port: number
  host: string
  dataDir: string
  seedCount: number
  /** How long replaced ads stay in the index for traversals that began before they were replaced. */
  historyMs: number
  /** A JSON line per request on standard output (ADS_REQUEST_LOG=off: none). */
  requestLog: boolean
  databaseUrl?: string
  /**
   * Where searches run (ADS_SEARCH): `memory`, an index every node holds, or `postgres`, inside the
   * database (ADS_DATABASE_URL), for data beyond a node's memory.
   */
  search: 'memory' | 'postgres'
  /** How the search inside PostgreSQL is bounded in each process (ADS_SEARCH=postgres only). */
  searchBounds: SearchBounds
  /** Server processes on this machine, sharing the port (ADS_WORKERS). */
  workers: number
  /** Connections each process holds at most (ADS_MAX_CONNECTIONS); past it, new ones are closed. */
  maxConnections: number
  /**
   * The same from one client address (ADS_MAX_CONNECTIONS_PER_ADDRESS); trusted proxies' addresses
   * have none of their own, as every client behind them shares it.
   */
  maxConnectionsPerAddress: number
  /** How long `POST /api/v1/imports` may take to send its body (ADS_IMPORT_TIMEOUT_S); other requests get 30 s. */
  importTimeoutMs: number
  /**
   * Where the signing secret came from. Several nodes must sign alike: from ADS_SECRET, or else, with
   * PostgreSQL, from the database (the service replaces the data directory's secret when it opens it).
   */
  secretFrom: 'ADS_SECRET' | 'data directory'
}

/** What a search inside PostgreSQL may take, and how many run at once in a process; past it, 503. */
export interface SearchBounds {
  /** How long one may run (ADS_SEARCH_TIMEOUT_MS). */
  timeoutMs: number
  /** Searches running at once (ADS_SEARCH_CONCURRENCY): the store's connections but one. */
  running: number
  /** Searches waiting for those (ADS_SEARCH_QUEUE). */
  waiting: number
  /** How long one waits at most (ADS_SEARCH_QUEUE_MS). */
  waitMs: number
}

/**
 * ADS_RATE_LIMIT's default for keys and sessions when searching inside PostgreSQL: 20 a second,
 * bursts of 40, more than a person paging and typing asks for.
 */
export const POSTGRES_SEARCH_KEY_LIMIT: RateLimit = { perSecond: 20, burst: 40 }

export class ConfigError extends Error {}

function searchEngine(value: string | undefined): Config['search'] {
  if (value === undefined || value === '' || value === 'memory') return 'memory'
  if (value === 'postgres') return 'postgres'
  throw new ConfigError(`ADS_SEARCH must be memory or postgres, not ${JSON.stringify(value.slice(0, 40))}`)
}

/**
 * Reads the environment (docs/architecture.md "Runtime shape"; every variable in the README). On
 * first start it creates the data directory and the signing secret, so `npm start` needs no set-up
 * (API keys live in the store: see open-store.ts). A secret that cannot be written (a full disk) is
 * used for this run only; `warn` says so.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd = process.cwd(),
  warn: (line: string) => void = (line) => console.error(line),
): Config {
  const dataDir = dataDirOf(env, cwd)
  privateDataDir(dataDir, warn)
  const envKeys = automationKeys(env.ADS_API_KEYS)
  const port = integer(env, 'PORT', 3000, 0, 65_535)
  const host = env.HOST || '127.0.0.1'
  const allowedHosts = list(env, 'ADS_ALLOWED_HOSTS', hostEntry, 'host names, each with an optional :port')
  const workers = integer(env, 'ADS_WORKERS', 1, 1, 64)
  const maxConnections = integer(env, 'ADS_MAX_CONNECTIONS', machineConnections(workers), 1, 1_000_000)
  const importMaxMb = integer(env, 'ADS_IMPORT_MAX_MB', 1024, 1, 1_048_576)
  const config: Config = {
    port,
    host,
    dataDir,
    seedCount: integer(env, 'ADS_SEED_COUNT', 20_000, 0, 10_000_000),
    historyMs: integer(env, 'ADS_HISTORY_SECONDS', 600, 0, 86_400) * 1000,
    apiKeys: envKeys,
    secret: env.ADS_SECRET ? givenSecret(env.ADS_SECRET) : secret(dataDir, warn),
    secretFrom: env.ADS_SECRET ? 'ADS_SECRET' : 'data directory',
    workers,
    maxConnections,
    maxConnectionsPerAddress: integer(
      env,
      'ADS_MAX_CONNECTIONS_PER_ADDRESS',
      Math.min(64, maxConnections),
      1,
      1_000_000,
    ),
    // The body of the largest import allowed, at 1 MiB/s (a 10 Mbit/s uplink; the search inside
    // PostgreSQL takes NDJSON in at about 2 MB/s), and never less than the 10 minutes it had before.
    importTimeoutMs: integer(env, 'ADS_IMPORT_TIMEOUT_S', Math.max(600, importMaxMb), 30, 86_400) * 1000,
    distDir: resolve(cwd, 'dist'),
    clipsDir: resolve(cwd, 'public/media/clips'),
    allowedHosts: allowedHosts.length > 0 ? allowedHosts : defaultAllowedHosts(host, port),
    trustedProxies: list(env, 'ADS_TRUSTED_PROXIES', proxyEntry, 'IP addresses or CIDR ranges'),
    requestLog: onOff(env, 'ADS_REQUEST_LOG'),
    access: accessOf(env.ADS_ACCESS),
    upstreamBudget: integer(env, 'ADS_UPSTREAM_BUDGET', 60, 1, 1_000_000),
    search: searchEngine(env.ADS_SEARCH),
    searchBounds: {
      timeoutMs: integer(env, 'ADS_SEARCH_TIMEOUT_MS', 5_000, 1, 3_600_000),
      running: integer(env, 'ADS_SEARCH_CONCURRENCY', 3, 1, 256),
      waiting: integer(env, 'ADS_SEARCH_QUEUE', 16, 0, 10_000),
      waitMs: integer(env, 'ADS_SEARCH_QUEUE_MS', 1_000, 0, 60_000),
    },
  }
  const mediaMaxMb = integer(env, 'ADS_MEDIA_MAX_MB', 50, 0, 1024)
  // Created when the first media file is kept, not here: the data directory holds only the secret.
  if (mediaMaxMb > 0) config.savedMedia = { dir: join(dataDir, 'media'), maxBytes: mediaMaxMb * 1024 * 1024 }
  config.importMaxBytes = importMaxMb * 1024 * 1024
  if (env.ADS_PUBLIC_URL) config.publicUrl = url(env, 'ADS_PUBLIC_URL')
  const rateLimit = parseRateLimit(env.ADS_RATE_LIMIT)
  if (rateLimit) config.rateLimit = rateLimit
  else if (!env.ADS_RATE_LIMIT && config.search === 'postgres')
    config.keyRateLimit = POSTGRES_SEARCH_KEY_LIMIT
  if (env.ADS_DATABASE_URL) config.databaseUrl = env.ADS_DATABASE_URL
  const upstream = upstreamOf(env)
  if (upstream) config.upstream = upstream
  // better-auth would send usage data out when this is set, whatever its own options say; no node may.
  if (env.BETTER_AUTH_TELEMETRY && !/^(0|false|)$/i.test(env.BETTER_AUTH_TELEMETRY)) {
    throw new ConfigError('BETTER_AUTH_TELEMETRY is set: unset it; this server sends nothing anywhere')
  }
  if (config.search === 'postgres' && !config.databaseUrl) {
    throw new ConfigError('ADS_SEARCH=postgres searches inside PostgreSQL: set ADS_DATABASE_URL too')
  }
  if (upstream && config.databaseUrl) {
    throw new ConfigError('ADS_UPSTREAM_URL and ADS_DATABASE_URL are both set; set one of them')
  }
  return config
}

/** A key shorter than this can be guessed or was typed by hand; `openssl rand -hex 24` makes a good one. */
export const MIN_KEY_LENGTH = 32

/**
 * ADS_API_KEYS: read keys for automation, comma-separated. A weak one is refused, naming its place in
 * the list and its length, never the key.
 */
function automationKeys(text: string | undefined): string[] {
  const keys = (text ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean)
  keys.forEach((key, i) => {
    if (key.length < MIN_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
      throw new ConfigError(
        `ADS_API_KEYS: key ${i + 1} is ${key.length} characters; each key must be at least ${MIN_KEY_LENGTH} ` +
          'printable characters without spaces (for example: openssl rand -hex 24), or made with npm run keys',
      )
    }
  })
  return keys
}

function accessOf(text: string | undefined): 'private' | 'public' {
  const value = (text || 'private').toLowerCase()
  if (value !== 'private' && value !== 'public') {
    throw new ConfigError(`ADS_ACCESS must be private or public, not '${text}'`)
  }
  return value
}

/** ADS_UPSTREAM_URL and ADS_UPSTREAM_KEY go together; ADS_UPSTREAM_TIMEOUT_MS bounds each client request. */
function upstreamOf(env: NodeJS.ProcessEnv): UpstreamConfig | undefined {
  if (!env.ADS_UPSTREAM_URL) {
    if (env.ADS_UPSTREAM_KEY) throw new ConfigError('ADS_UPSTREAM_KEY is set but ADS_UPSTREAM_URL is not')
    return undefined
  }
  const address = url(env, 'ADS_UPSTREAM_URL')
  if (new URL(address).username !== '' || new URL(address).password !== '') {
    throw new ConfigError(
      'ADS_UPSTREAM_URL must not hold a user or password; put the key in ADS_UPSTREAM_KEY',
    )
  }
  // The key goes with every request: over http anyone on the way reads it, so it takes saying so.
  if (new URL(address).protocol === 'http:' && !allowsHttp(env.ADS_UPSTREAM_ALLOW_HTTP)) {
    throw new ConfigError(
      'ADS_UPSTREAM_URL is http://, so ADS_UPSTREAM_KEY would travel in clear: use https://, or set ' +
        'ADS_UPSTREAM_ALLOW_HTTP=true if the way to it is private (a service on this machine, say)',
    )
  }
  const key = env.ADS_UPSTREAM_KEY
  if (!key) throw new ConfigError('ADS_UPSTREAM_URL is set but ADS_UPSTREAM_KEY is not')
  // It goes into a header: no spaces or control characters (the value itself is never printed).
  if (!/^[\x21-\x7e]+$/.test(key))
    throw new ConfigError('ADS_UPSTREAM_KEY must be one word of printable ASCII')
  const timeoutMs = integer(env, 'ADS_UPSTREAM_TIMEOUT_MS', 10_000, 100, 600_000)
  return { url: address, key, timeoutMs, attemptTimeoutMs: Math.ceil(timeoutMs / 2) }
}

function allowsHttp(text: string | undefined): boolean {
  if (text === undefined || text === '' || text === 'false') return false
  if (text === 'true') return true
  throw new ConfigError(`ADS_UPSTREAM_ALLOW_HTTP must be true or false, not '${text.slice(0, 40)}'`)
}

/** Where the SQLite file, the key file and the secret live (ADS_DATA_DIR, default ./.data). */
export function dataDirOf(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string {
  return resolve(cwd, env.ADS_DATA_DIR || '.data')
}

/** A secret given in the environment: long enough that nobody guesses it (printed never, not even in part). */
function givenSecret(value: string): string {
  if (value.trim().length < 32) {
    throw new ConfigError('ADS_SECRET must be at least 32 characters (for example: openssl rand -hex 32)')
  }
  return value.trim()
}

/** What `secret` makes: 32 random bytes as hex. */
const SECRET = /^[0-9a-f]{64}$/i

/**
 * The key that signs cursors and session cookies, made on first start. A file that does not hold one
 * (empty or cut short: before writes were atomic, a full disk left the file created but empty) is
 * replaced: an empty key would sign anything anyone can compute.
 */
function secret(dataDir: string, warn: (line: string) => void): string {
  const file = join(dataDir, 'secret')
  const text = existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined
  if (text !== undefined && SECRET.test(text)) return text
  if (text !== undefined) {
    // Never the content itself: it may be most of a secret.
    const found = text === '' ? 'it is empty' : `it holds ${text.length} characters, not 64 hex digits`
    warn(
      `${file} is not a secret (${found}): a new one replaces it. Cursors and browser sessions ` +
        'made before stop working; clients start new ones.',
    )
  }
  const value = randomBytes(32).toString('hex')
  keepOrSay(
    file,
    'a secret for this run only signs cursors and sessions, which end when it stops',
    () => writePrivateFile(file, value),
    warn,
  )
  return value
}

/**
 * Writes a generated secret; when the file system refuses (a full disk, a read-only mount),
 * says so and carries on with the value in memory, so that a full disk does not stop a server start.
 */
function keepOrSay(file: string, instead: string, write: () => void, warn: (line: string) => void): void {
  try {
    write()
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === undefined) throw error
    // Node's words for it without the temporary file's name: `ENOSPC: no space left on device`.
    warn(`Cannot write ${file} (${(error as Error).message.split(',')[0]}): ${instead}.`)
  }
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name]
  if (text === undefined || text === '') return fallback
  const value = Number(text)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}, not '${text}'`)
  }
  return value
}

/** A comma-separated list, each entry read by `entry` (undefined: not one); unset or empty: none. */
function list(
  env: NodeJS.ProcessEnv,
  name: string,
  entry: (text: string) => string | undefined,
  what: string,
): string[] {
  const texts = (env[name] ?? '').split(',').filter((text) => text.trim() !== '')
  return texts.map((text) => {
    const read = entry(text)
    if (read === undefined)
      throw new ConfigError(`${name} must be ${what}, comma-separated; '${text.trim()}' is not`)
    return read
  })
}

function onOff(env: NodeJS.ProcessEnv, name: string): boolean {
  const text = (env[name] ?? 'on').toLowerCase()
  if (text !== 'on' && text !== 'off') throw new ConfigError(`${name} must be on or off, not '${env[name]}'`)
  return text === 'on'
}

function url(env: NodeJS.ProcessEnv, name: string): string {
  const text = env[name]!
  if (!isHttpUrl(text)) throw new ConfigError(`${name} must be an http(s) URL, not '${text}'`)
  return text
}

/** `ADS_RATE_LIMIT=50/100`: 50 requests a second per client, bursts of 100; unset or `off`: no limit. */
export function parseRateLimit(text: string | undefined): RateLimit | undefined {
  if (!text || text === 'off') return undefined
  const match = /^(\d+(?:\.\d+)?)\/(\d+)$/.exec(text.trim())
  if (!match || Number(match[1]) <= 0 || Number(match[2]) < 1) {
    throw new ConfigError(`ADS_RATE_LIMIT must look like 50/100 (per second/burst) or off, not '${text}'`)
  }
  return { perSecond: Number(match[1]), burst: Number(match[2]) }
}
