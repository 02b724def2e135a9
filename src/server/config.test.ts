import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, parseRateLimit } from './config'
import { machineConnections } from './http/connection-limits'

const fresh = () => mkdtempSync(join(tmpdir(), 'ads-config-'))

describe('loadConfig', () => {
  it('defaults, and creates a secret in the data directory on first start', () => {
    const cwd = fresh()
    const config = loadConfig({}, cwd)
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      seedCount: 20_000,
      historyMs: 600_000,
      dataDir: join(cwd, '.data'),
    })
    // Keys live in the store (store-keys.ts); only ADS_API_KEYS gives the configuration any.
    expect(config.apiKeys).toEqual([])
    expect(config.secret).toMatch(/^[0-9a-f]{64}$/)
    expect(config.rateLimit).toBeUndefined()
    expect(config.access).toBe('private')
    expect(statSync(join(cwd, '.data', 'secret')).mode & 0o077).toBe(0)
    expect(readdirSync(join(cwd, '.data'))).toEqual(['secret'])
    // The next start reads the same secret back.
    expect(loadConfig({}, cwd)).toMatchObject({ secret: config.secret })
  })

  it.each([
    ['empty', ''],
    ['cut short', 'a3f9'.repeat(8)],
    ['not hex', 'z'.repeat(64)],
  ])('replaces a secret file that is %s, and warns that sessions and cursors end', (_, text) => {
    const cwd = fresh()
    const dataDir = join(cwd, '.data')
    // Private already, as the server makes it: the only thing to say is about the secret.
    mkdirSync(dataDir, { mode: 0o700 })
    writeFileSync(join(dataDir, 'secret'), text, { mode: 0o600 })
    const warnings: string[] = []
    const config = loadConfig({}, cwd, (line) => warnings.push(line))
    expect(config.secret).toMatch(/^[0-9a-f]{64}$/)
    expect(readFileSync(join(dataDir, 'secret'), 'utf8')).toBe(config.secret)
    expect(statSync(join(dataDir, 'secret')).mode & 0o077).toBe(0)
    expect(warnings).toEqual([expect.stringMatching(/secret is not a secret .*Cursors and browser sessions/)])
    // Written beside it and renamed: nothing else is left in the directory.
    expect(readdirSync(dataDir)).toEqual(['secret'])
    expect(loadConfig({}, cwd, (line) => warnings.push(line)).secret).toBe(config.secret)
    expect(warnings).toHaveLength(1)
  })

  it('reads the environment', () => {
    const cwd = fresh()
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        ADS_DATA_DIR: 'store',
        ADS_SEED_COUNT: '0',
        ADS_API_KEYS: ` ${'1'.repeat(32)}, ${'2'.repeat(40)} ,,`,
        ADS_ACCESS: 'public',
        ADS_UPSTREAM_BUDGET: '120',
        ADS_PUBLIC_URL: 'https://ads.example.org',
        ADS_RATE_LIMIT: '50/100',
        ADS_HISTORY_SECONDS: '30',
      },
      cwd,
    )
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: join(cwd, 'store'),
      seedCount: 0,
      historyMs: 30_000,
      apiKeys: ['1'.repeat(32), '2'.repeat(40)],
      access: 'public',
      upstreamBudget: 120,
      publicUrl: 'https://ads.example.org',
      rateLimit: { perSecond: 50, burst: 100 },
    })
  })

  it.each([
    { PORT: 'eighty' },
    { PORT: '70000' },
    { ADS_SEED_COUNT: '-5' },
    { ADS_SEED_COUNT: '1.5' },
    { ADS_HISTORY_SECONDS: 'forever' },
    { ADS_PUBLIC_URL: 'javascript:alert(1)' },
    { ADS_RATE_LIMIT: 'fast' },
    { ADS_ACCESS: 'open' },
    { BETTER_AUTH_TELEMETRY: '1' },
    { ADS_UPSTREAM_BUDGET: '0' },
    { ADS_MEDIA_MAX_MB: '-1' },
    { ADS_MEDIA_MAX_MB: '5000' },
    { ADS_API_KEYS: 'short-key' },
    { ADS_API_KEYS: `${'k'.repeat(40)},${'k'.repeat(31)}` },
    { ADS_API_KEYS: `${'k'.repeat(20)} ${'k'.repeat(20)}` },
    { ADS_UPSTREAM_URL: 'https://upstream.example' },
    { ADS_UPSTREAM_KEY: 'key' },
    { ADS_UPSTREAM_URL: 'ftp://upstream.example', ADS_UPSTREAM_KEY: 'key' },
    { ADS_UPSTREAM_URL: 'https://user:pw@upstream.example', ADS_UPSTREAM_KEY: 'key' },
    { ADS_UPSTREAM_URL: 'https://upstream.example', ADS_UPSTREAM_KEY: 'two words' },
    { ADS_UPSTREAM_URL: 'https://upstream.example', ADS_UPSTREAM_KEY: 'key', ADS_UPSTREAM_TIMEOUT_MS: '5' },
    {
      ADS_UPSTREAM_URL: 'https://upstream.example',
      ADS_UPSTREAM_KEY: 'key',
      ADS_DATABASE_URL: 'postgres://db',
    },
    { ADS_SEARCH: 'postgres' },
    { ADS_SEARCH: 'elastic', ADS_DATABASE_URL: 'postgres://db' },
  ])('refuses %j with a clear message', (env) => {
    expect(() => loadConfig(env, fresh())).toThrow(ConfigError)
  })

  it('searches in memory unless told to search inside PostgreSQL', () => {
    expect(loadConfig({}, fresh()).search).toBe('memory')
    expect(loadConfig({ ADS_SEARCH: 'memory' }, fresh()).search).toBe('memory')
    expect(loadConfig({ ADS_SEARCH: 'postgres', ADS_DATABASE_URL: 'postgres://db' }, fresh()).search).toBe(
      'postgres',
    )
    expect(() => loadConfig({ ADS_SEARCH: 'postgres' }, fresh())).toThrow(/set ADS_DATABASE_URL too/)
  })

  it('bounds searches inside PostgreSQL: a time-out, searches at once and waiting, a limit per key', () => {
    const postgres = { ADS_SEARCH: 'postgres', ADS_DATABASE_URL: 'postgres://db' }
    const config = loadConfig(postgres, fresh())
    expect(config.searchBounds).toEqual({ timeoutMs: 5_000, running: 3, waiting: 16, waitMs: 1_000 })
    // Keys and sessions get a limit when ADS_RATE_LIMIT says nothing; anonymous visitors keep theirs.
    expect(config.rateLimit).toBeUndefined()
    expect(config.keyRateLimit).toEqual({ perSecond: 20, burst: 40 })
    expect(loadConfig({ ...postgres, ADS_RATE_LIMIT: 'off' }, fresh()).keyRateLimit).toBeUndefined()
    const given = loadConfig({ ...postgres, ADS_RATE_LIMIT: '50/100' }, fresh())
    expect(given.rateLimit).toEqual({ perSecond: 50, burst: 100 })
    expect(given.keyRateLimit).toBeUndefined()
    expect(loadConfig({}, fresh()).keyRateLimit).toBeUndefined()
    expect(
      loadConfig(
        {
          ...postgres,
          ADS_SEARCH_TIMEOUT_MS: '2000',
          ADS_SEARCH_CONCURRENCY: '6',
          ADS_SEARCH_QUEUE: '0',
          ADS_SEARCH_QUEUE_MS: '250',
        },
        fresh(),
      ).searchBounds,
    ).toEqual({ timeoutMs: 2_000, running: 6, waiting: 0, waitMs: 250 })
    for (const wrong of [
      { ADS_SEARCH_TIMEOUT_MS: '0' },
      { ADS_SEARCH_CONCURRENCY: '0' },
      { ADS_SEARCH_QUEUE: '-1' },
      { ADS_SEARCH_QUEUE_MS: 'long' },
    ]) {
      expect(() => loadConfig({ ...postgres, ...wrong }, fresh())).toThrow(ConfigError)
    }
  })

  it('keeps the media of saved ads up to 50 MB each under the data directory, or none with 0', () => {
    const cwd = fresh()
    const config = loadConfig({}, cwd)
    expect(config.savedMedia).toEqual({ dir: join(cwd, '.data', 'media'), maxBytes: 50 * 1024 * 1024 })
    // No variable lets a deployment fetch from private addresses: only tests set that.
    expect(config.savedMedia).not.toHaveProperty('allowPrivateAddresses')
    expect(loadConfig({ ADS_MEDIA_MAX_MB: '8' }, cwd).savedMedia?.maxBytes).toBe(8 * 1024 * 1024)
    expect(loadConfig({ ADS_MEDIA_MAX_MB: '0' }, cwd).savedMedia).toBeUndefined()
  })

  it('names a weak key in ADS_API_KEYS by its place and length, never by the key', () => {
    const weak = 'hunter2-is-my-key'
    expect(() => loadConfig({ ADS_API_KEYS: `${'k'.repeat(32)},${weak}` }, fresh())).toThrow(
      /key 2 is 17 characters; each key must be at least 32/,
    )
    try {
      loadConfig({ ADS_API_KEYS: weak }, fresh())
    } catch (error) {
      expect((error as Error).message).not.toContain(weak)
    }
  })

  it('reads upstream mode, with a total timeout and half of it per attempt', () => {
    const env = { ADS_UPSTREAM_URL: 'https://ads.example.com', ADS_UPSTREAM_KEY: 'remote-key' }
    expect(loadConfig(env, fresh()).upstream).toEqual({
      url: 'https://ads.example.com',
      key: 'remote-key',
      timeoutMs: 10_000,
      attemptTimeoutMs: 5_000,
    })
    expect(loadConfig({ ...env, ADS_UPSTREAM_TIMEOUT_MS: '3000' }, fresh()).upstream).toMatchObject({
      timeoutMs: 3_000,
      attemptTimeoutMs: 1_500,
    })
  })

  it('allows links from the names of this machine on its port, and believes no proxy, by default', () => {
    const config = loadConfig({}, fresh())
    expect(config.allowedHosts).toEqual(['127.0.0.1:3000', 'localhost:3000', '[::1]:3000'])
    expect(config.trustedProxies).toEqual([])
    expect(config.requestLog).toBe(true)
    // A wildcard listen address is no name a client uses; PORT=0 takes any free port, so any port.
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }, fresh()).allowedHosts).toEqual([
      'localhost:8080',
      '127.0.0.1:8080',
      '[::1]:8080',
    ])
    expect(loadConfig({ HOST: 'ads.lan', PORT: '0' }, fresh()).allowedHosts).toEqual([
      'ads.lan',
      'localhost',
      '127.0.0.1',
      '[::1]',
    ])
    expect(loadConfig({ HOST: '::1' }, fresh()).allowedHosts).toContain('[::1]:3000')
  })

  it('reads allowed hosts, trusted proxies and the request log switch', () => {
    const config = loadConfig(
      {
        ADS_ALLOWED_HOSTS: ' Ads.Example.com , localhost:8080,[::1]:3000,',
        ADS_TRUSTED_PROXIES: '10.0.0.0/8, 192.168.1.7 ,::1, fd00::/8',
        ADS_REQUEST_LOG: 'off',
      },
      fresh(),
    )
    expect(config.allowedHosts).toEqual(['ads.example.com', 'localhost:8080', '[::1]:3000'])
    expect(config.trustedProxies).toEqual(['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8'])
    expect(config.requestLog).toBe(false)
  })

  it.each([
    [
      { ADS_ALLOWED_HOSTS: 'https://ads.example.com' },
      /ADS_ALLOWED_HOSTS .*'https:\/\/ads.example.com' is not/,
    ],
    [{ ADS_ALLOWED_HOSTS: 'ads.example.com/path' }, /ADS_ALLOWED_HOSTS/],
    [{ ADS_ALLOWED_HOSTS: 'two words' }, /ADS_ALLOWED_HOSTS/],
    [{ ADS_ALLOWED_HOSTS: 'localhost:99999' }, /'localhost:99999' is not/],
    [{ ADS_ALLOWED_HOSTS: '*' }, /ADS_ALLOWED_HOSTS/],
    [
      { ADS_TRUSTED_PROXIES: '10.0.0.0/33' },
      /ADS_TRUSTED_PROXIES must be IP addresses or CIDR ranges.*'10.0.0.0\/33'/,
    ],
    [{ ADS_TRUSTED_PROXIES: '10.0.0.1, proxy.lan' }, /'proxy.lan' is not/],
    [{ ADS_TRUSTED_PROXIES: '::1/129' }, /ADS_TRUSTED_PROXIES/],
    [{ ADS_TRUSTED_PROXIES: '10.0.0.0/8/9' }, /ADS_TRUSTED_PROXIES/],
    [{ ADS_TRUSTED_PROXIES: '10.0.0.256' }, /ADS_TRUSTED_PROXIES/],
    [{ ADS_REQUEST_LOG: 'quiet' }, /ADS_REQUEST_LOG must be on or off, not 'quiet'/],
  ])('refuses %j, saying what is wrong', (env, message) => {
    expect(() => loadConfig(env, fresh())).toThrow(ConfigError)
    expect(() => loadConfig(env, fresh())).toThrow(message)
  })

  it('runs several processes and signs with a given secret, which must be long enough', () => {
    const cwd = fresh()
    expect(loadConfig({}, cwd)).toMatchObject({ workers: 1, secretFrom: 'data directory' })
    const secret = 'a'.repeat(40)
    expect(loadConfig({ ADS_WORKERS: '4', ADS_SECRET: ` ${secret} ` }, cwd)).toMatchObject({
      workers: 4,
      secret,
      secretFrom: 'ADS_SECRET',
    })
    expect(() => loadConfig({ ADS_WORKERS: '0' }, cwd)).toThrow(
      'ADS_WORKERS must be a whole number from 1 to 64',
    )
    const short = () => loadConfig({ ADS_SECRET: 'short-secret' }, cwd)
    expect(short).toThrow(ConfigError)
    // The message says what is wrong, never the value.
    expect(short).toThrow(/^ADS_SECRET must be at least 32 characters/)
    try {
      short()
    } catch (error) {
      expect((error as Error).message).not.toContain('short-secret')
    }
  })

  it('parses rate limits', () => {
    expect(parseRateLimit('off')).toBeUndefined()
    expect(parseRateLimit('0.5/1')).toEqual({ perSecond: 0.5, burst: 1 })
    expect(() => parseRateLimit('0/10')).toThrow(/50\/100/)
  })
})

describe('connection limits', () => {
  it('caps connections for the machine and per address, and gives imports time for their largest body', () => {
    const config = loadConfig({}, fresh())
    expect(config.maxConnections).toBe(machineConnections(1))
    expect(config.maxConnectionsPerAddress).toBe(64)
    expect(config.importTimeoutMs).toBe(1024 * 1000)
    expect(loadConfig({ ADS_IMPORT_MAX_MB: '100' }, fresh()).importTimeoutMs).toBe(600_000)
    expect(loadConfig({ ADS_IMPORT_MAX_MB: '4096' }, fresh()).importTimeoutMs).toBe(4096 * 1000)
    expect(
      loadConfig(
        { ADS_MAX_CONNECTIONS: '500', ADS_MAX_CONNECTIONS_PER_ADDRESS: '20', ADS_IMPORT_TIMEOUT_S: '90' },
        fresh(),
      ),
    ).toMatchObject({ maxConnections: 500, maxConnectionsPerAddress: 20, importTimeoutMs: 90_000 })
    expect(loadConfig({ ADS_MAX_CONNECTIONS: '10' }, fresh()).maxConnectionsPerAddress).toBe(10)
    for (const [name, value] of [
      ['ADS_MAX_CONNECTIONS', '0'],
      ['ADS_MAX_CONNECTIONS_PER_ADDRESS', 'many'],
      ['ADS_IMPORT_TIMEOUT_S', '5'],
    ]) {
      expect(() => loadConfig({ [name!]: value }, fresh())).toThrow(
        new RegExp(`^${name} must be a whole number`),
      )
    }
  })

  it('sizes the default cap by memory shared among processes and by the open-file limit', () => {
    const gib = 2 ** 30
    expect(machineConnections(1, 8 * gib, 1_048_576)).toBe(8192)
    expect(machineConnections(2, 8 * gib, 1_048_576)).toBe(4096)
    expect(machineConnections(1, 64 * gib, 20_000)).toBe(15_000)
    expect(machineConnections(4, gib / 2, 1024)).toBe(256)
  })
})
