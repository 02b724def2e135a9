import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, parseRateLimit } from './config'

const fresh = () => mkdtempSync(join(tmpdir(), 'ads-config-'))

describe('loadConfig', () => {
  it('defaults, and creates a key and a secret in the data directory on first start', () => {
    const cwd = fresh()
    const config = loadConfig({}, cwd)
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      seedCount: 20_000,
      historyMs: 600_000,
      dataDir: join(cwd, '.data'),
    })
    expect(config.keysFrom).toBe('data directory')
    expect(config.apiKeys).toHaveLength(1)
    expect(config.apiKeys[0]).toMatch(/^ads_[\w-]{32}$/)
    expect(config.secret).toMatch(/^[0-9a-f]{64}$/)
    expect(config.rateLimit).toBeUndefined()
    expect(statSync(join(cwd, '.data', 'secret')).mode & 0o077).toBe(0)
    expect(readFileSync(join(cwd, '.data', 'api-keys.txt'), 'utf8')).toContain(config.apiKeys[0])
    // The next start reads the same key and secret back.
    expect(loadConfig({}, cwd)).toMatchObject({ apiKeys: config.apiKeys, secret: config.secret })
  })

  it('reads the environment', () => {
    const cwd = fresh()
    const config = loadConfig(
      {
        PORT: '8080',
        HOST: '0.0.0.0',
        ADS_DATA_DIR: 'store',
        ADS_SEED_COUNT: '0',
        ADS_API_KEYS: ' one, two ,,',
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
      apiKeys: ['one', 'two'],
      keysFrom: 'ADS_API_KEYS',
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
  ])('refuses %j with a clear message', (env) => {
    expect(() => loadConfig(env, fresh())).toThrow(ConfigError)
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

  it('parses rate limits', () => {
    expect(parseRateLimit('off')).toBeUndefined()
    expect(parseRateLimit('0.5/1')).toEqual({ perSecond: 0.5, burst: 1 })
    expect(() => parseRateLimit('0/10')).toThrow(/50\/100/)
  })
})
