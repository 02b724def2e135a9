import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from './config'

const fresh = () => mkdtempSync(join(tmpdir(), 'ads-upstream-url-'))
const KEY = { ADS_UPSTREAM_KEY: 'remote-key' }

describe('an upstream address', () => {
  it('over http is refused at start, as the key would travel in clear, unless explicitly allowed', () => {
    const env = { ...KEY, ADS_UPSTREAM_URL: 'http://ads.example.com' }
    expect(() => loadConfig(env, fresh())).toThrow(ConfigError)
    expect(() => loadConfig(env, fresh())).toThrow(
      'ADS_UPSTREAM_URL is http://, so ADS_UPSTREAM_KEY would travel in clear: use https://, or set ' +
        'ADS_UPSTREAM_ALLOW_HTTP=true if the way to it is private (a service on this machine, say)',
    )
    expect(loadConfig({ ...env, ADS_UPSTREAM_ALLOW_HTTP: 'true' }, fresh()).upstream?.url).toBe(
      'http://ads.example.com',
    )
    expect(() => loadConfig({ ...env, ADS_UPSTREAM_ALLOW_HTTP: 'false' }, fresh())).toThrow(/travel in clear/)
    expect(() => loadConfig({ ...env, ADS_UPSTREAM_ALLOW_HTTP: 'yes' }, fresh())).toThrow(
      "ADS_UPSTREAM_ALLOW_HTTP must be true or false, not 'yes'",
    )
  })

  it('over https needs no allowance', () => {
    const config = loadConfig({ ...KEY, ADS_UPSTREAM_URL: 'https://ads.example.com' }, fresh())
    expect(config.upstream?.url).toBe('https://ads.example.com')
  })
})
