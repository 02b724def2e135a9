import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { AdList } from '../contract/ad'
import { SEARCH_ADS } from '../testing/search-fixtures'
import { testApi } from '../testing/test-api'
import { GOOD_PASSWORD } from '../testing/test-team'
import { serveFetch, UPSTREAM_KEY, UPSTREAM_OVER_HTTP } from '../testing/test-upstream'
import { sqliteFile } from './cli/open-store'
import { openSqliteStore } from './schema/store-schema'
import { type Team, teamOf } from './workspace/team'

const TSX = join('node_modules', '.bin', 'tsx')
const CLI = join('src', 'server', 'cli.ts')

/** Runs the command line as a user would, in a fresh data directory; never throws on a non-zero exit. */
async function run(args: string[], env: Record<string, string>, input = '') {
  try {
    const running = promisify(execFile)(TSX, [CLI, ...args], { env: { ...process.env, ...env } })
    running.child.stdin?.end(input)
    const { stdout, stderr } = await running
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string }
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr }
  }
}

/** Works on the team of the data directory's store in this process, as a server over it would. */
async function inStore<T>(dataDir: string, work: (team: Team) => Promise<T>): Promise<T> {
  const records = await openSqliteStore({ file: sqliteFile(dataDir) })
  try {
    return await work(teamOf(records, { secret: 'not the store’s own' }))
  } finally {
    await records.close()
  }
}

async function stopped(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  expect(await exited).toBe(0)
}

function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; output: string }> {
  const child = spawn(TSX, [CLI, 'serve'], { env: { ...process.env, HOST: '127.0.0.1', PORT: '0', ...env } })
  let output = ''
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk
      // Up once it has said where it runs; what it says next (a welcome link) comes in the same breath.
      if (/running at http:\S+\n/.test(output)) setTimeout(() => resolve({ child, output }), 300)
    })
    child.stderr.on('data', (chunk: Buffer) => process.stderr.write(chunk))
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${output}`)))
  })
}

// Each test starts tsx processes; on a busy two-core machine that takes seconds each.
describe('the command line', { timeout: 90_000 }, () => {
  it('says how to use it, with exit code 2 for a wrong command line', async () => {
    const env = { ADS_DATA_DIR: mkdtempSync(join(tmpdir(), 'ads-cli-')) }
    const upstream = {
      ADS_UPSTREAM_URL: 'http://127.0.0.1:9',
      ADS_UPSTREAM_KEY: 'remote-key',
      ...UPSTREAM_OVER_HTTP,
    }
    const cases: [string[], Record<string, string>, number, string][] = [
      [['help'], {}, 0, 'seed --count N'],
      [['frobnicate'], {}, 2, "Unknown command 'frobnicate'"],
      [['seed'], {}, 2, '--count'],
      [['seed', '--count', 'many'], {}, 2, "not 'many'"],
      [['import'], {}, 2, 'one FILE'],
      [['import', '/nonexistent.ndjson'], {}, 2, 'no file'],
      [
        ['keys', 'rotate'],
        {},
        2,
        'create [--label L] [--scope read|write] [--owner EMAIL] | list | revoke ID|KEY',
      ],
      [['serve'], { PORT: 'eighty' }, 2, 'PORT'],
      [
        ['seed', '--count', '5', '--replace'],
        upstream,
        2,
        'seed writes to the local index, but ADS_UPSTREAM_URL',
      ],
      [['import', '-'], upstream, 2, 'import writes to the local index, but ADS_UPSTREAM_URL'],
    ]
    const results = await Promise.all(cases.map(([args, extra]) => run(args, { ...env, ...extra })))
    results.forEach((result, i) => {
      const [args, , code, text] = cases[i]!
      expect(result.code, args.join(' ')).toBe(code)
      expect(result.stdout + result.stderr, args.join(' ')).toContain(text)
    })
  })

  it('creates, lists and revokes keys, keeping only their digests', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ads-cli-'))
    const env = { ADS_DATA_DIR: dataDir }
    const made = await run(['keys', 'create', '--label', 'reporting', '--scope', 'write'], env)
    const key = made.stdout.trim()
    expect(key).toMatch(/^ads_[\w-]{32}$/)
    expect(made.stderr).toContain('it is not shown again')
    const listed = (await run(['keys', 'list'], env)).stdout
    expect(listed).toMatch(
      new RegExp(`^key_\\S+  ${key.slice(0, 8)}…  write  \\d{4}-\\d\\d-\\d\\d  reporting$`, 'm'),
    )
    expect(listed).not.toContain(key)
    for (const file of readdirSync(dataDir))
      expect(readFileSync(join(dataDir, file)).includes(key)).toBe(false)

    const id = /^key_\S+/m.exec(listed)![0]
    expect(await run(['keys', 'revoke', id], env)).toMatchObject({ code: 0 })
    expect((await run(['keys', 'list'], env)).stdout).toMatch(/reporting {2}\(revoked \d{4}-\d\d-\d\d\)$/m)
    const unknown = await run(['keys', 'revoke', 'ads_notakeyatallnotakeyatallnotakeya'], env)
    expect(unknown).toMatchObject({ code: 1 })
    expect(unknown.stderr).not.toContain('notakeyatall')
    expect(await run(['keys', 'create', '--scope', 'admin'], env)).toMatchObject({ code: 2 })
  })

  it('shows a welcome link while nobody has an account, and honours keys made and revoked while it serves, at once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ads-cli-'))
    const env = { ADS_DATA_DIR: dataDir, ADS_SEED_COUNT: '20' }
    const status = async (url: string, key: string) =>
      (await fetch(`${url}/api/v1/ads?limit=1`, { headers: { Authorization: `Bearer ${key}` } })).status
    const first = await startServer(env)
    const link = /^ {2}(http:\/\/\S+\/welcome#\S+)$/m.exec(first.output)?.[1]
    expect(link).toBeDefined()
    // Private by default: nothing answers without signing in or a key.
    const url = /running at (http:\/\/\S+)/.exec(first.output)![1]!
    expect((await fetch(`${url}/api/v1/ads`)).status).toBe(401)
    try {
      const joined = await fetch(`${url}/api/v1/join`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          token: new URL(link!).hash.slice(1),
          name: 'Ana',
          email: 'ana@example.com',
          password: GOOD_PASSWORD,
        }),
      })
      expect(joined.status).toBe(201)
      const made = (await run(['keys', 'create'], env)).stdout.trim()
      expect(await status(url, made)).toBe(200)
      expect(await run(['keys', 'revoke', made], env)).toMatchObject({ code: 0 })
      expect(await status(url, made)).toBe(401)
    } finally {
      await stopped(first.child)
    }

    // A key file of an earlier version: its keys move into the store and the file goes. With
    // someone in the team, no welcome link is made or shown.
    const old = `ads_${'o'.repeat(32)}`
    writeFileSync(join(dataDir, 'api-keys.txt'), `# keys\n${old}\nnot a key\n`)
    const second = await startServer(env)
    try {
      expect(second.output).toContain('Moved 1 API key from')
      expect(second.output).not.toMatch(/ads_[\w-]{32}/)
      expect(second.output).not.toContain('welcome#')
      expect(existsSync(join(dataDir, 'api-keys.txt'))).toBe(false)
      const url = /running at (http:\/\/\S+)/.exec(second.output)![1]!
      expect(await status(url, old)).toBe(200)
    } finally {
      await stopped(second.child)
    }
  })

  it('manages the team: the first admin with a password from standard input, roles, reset links, removal', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ads-cli-'))
    const env = { ADS_DATA_DIR: dataDir, PORT: '4321' }
    const made = await run(
      ['users', 'create', '--email', 'Ana@Example.com', '--role', 'admin'],
      env,
      `${GOOD_PASSWORD}\n`,
    )
    expect(made).toMatchObject({ code: 0, stdout: expect.stringContaining('Made ana@example.com (admin)') })
    expect(made.stdout + made.stderr).not.toContain(GOOD_PASSWORD)
    const weak = await run(['users', 'create', '--email', 'bo@example.com'], env, 'password\n')
    expect(weak.code).toBe(1)
    expect(weak.stderr).toContain('at least 15 characters')
    expect(
      (await run(['users', 'create', '--email', 'ana@example.com'], env, `${GOOD_PASSWORD}\n`)).code,
    ).toBe(1)
    await run(['users', 'create', '--email', 'bo@example.com', '--name', 'Bo'], env, `${GOOD_PASSWORD}\n`)
    expect((await run(['users', 'list'], env)).stdout).toMatch(
      /^ana@example\.com {2}admin {3}\d{4}-\d\d-\d\d {2}Ana\nbo@example\.com {2}member {2}\d{4}-\d\d-\d\d {2}Bo\n$/,
    )
    expect((await run(['users', 'role', '--email', 'bo@example.com', '--role', 'viewer'], env)).code).toBe(0)
    // The team keeps an admin.
    const demote = await run(['users', 'role', '--email', 'ana@example.com', '--role', 'member'], env)
    expect(demote).toMatchObject({ code: 1, stderr: expect.stringContaining('only admin') })
    const reset = await run(['users', 'reset-link', '--email', 'bo@example.com'], env)
    expect(reset.stdout.trim()).toMatch(/^http:\/\/127\.0\.0\.1:4321\/reset-password#\S{20,}$/)
    // A new reset link ends the one before it.
    const again = await run(['users', 'reset-link', '--email', 'bo@example.com'], env)
    const resetWith = (output: string) =>
      inStore(dataDir, (team) =>
        team.auth.api
          .resetPassword({
            body: { token: output.trim().split('#')[1]!, newPassword: 'amber fields and a slow river' },
          })
          .then(
            () => 'reset',
            () => 'refused',
          ),
      )
    expect(await resetWith(reset.stdout)).toBe('refused')
    expect(await resetWith(again.stdout)).toBe('reset')
    // An admin's open invitations end when they stop being an admin.
    expect((await run(['users', 'role', '--email', 'bo@example.com', '--role', 'admin'], env)).code).toBe(0)
    const invitation = await inStore(dataDir, async (team) => {
      const bo = await team.findByEmail('bo@example.com')
      const made = await team.invitations.create({
        kind: 'invitation',
        role: 'member',
        createdBy: bo!.id,
        validForMs: 86_400_000,
      })
      return made.token
    })
    expect((await run(['users', 'role', '--email', 'bo@example.com', '--role', 'viewer'], env)).code).toBe(0)
    expect(await inStore(dataDir, (team) => team.invitations.check(invitation))).toEqual({
      refused: 'withdrawn',
    })
    const bosKey = await run(['keys', 'create', '--label', 'bo', '--owner', 'bo@example.com'], env)
    expect(bosKey.code).toBe(0)
    expect((await run(['keys', 'create', '--owner', 'nobody@example.com'], env)).code).toBe(1)
    expect((await run(['users', 'remove', '--email', 'bo@example.com'], env)).code).toBe(0)
    expect((await run(['users', 'remove', '--email', 'bo@example.com'], env)).code).toBe(1)
    // Their key went with them.
    expect((await run(['keys', 'list'], env)).stdout).toMatch(/ {2}bo {2}\(revoked \d{4}-\d\d-\d\d\)$/m)
    expect((await run(['users', 'create', '--password', 'x', '--email', 'c@example.com'], env)).code).toBe(2)
    expect((await run(['users', 'create', '--email', 'c@example.com', '--role', 'owner'], env)).code).toBe(2)
  })

  it('seeds, imports, then serves what it holds until told to stop', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ads-cli-'))
    const env = { ADS_DATA_DIR: dataDir, ADS_SEED_COUNT: '0' }
    const seeded = await run(['seed', '--count', '120', '--seed', '7'], env)
    expect(seeded).toMatchObject({
      code: 0,
      stdout: expect.stringMatching(/Seeded 120 ads in [\d.]+ s \([\d,]+ ads\/s\)/),
    })
    const file = join(dataDir, 'ads.ndjson')
    const ad = {
      id: 'meta_cli_1',
      advertiser: { id: 'meta_pg_cli', name: 'Kommandozeile GmbH' },
      platforms: ['facebook'],
      format: 'image',
      started_at: '2024-01-01',
      service_url: 'https://example.com/ads/1',
      headline: 'Zwiebelkuchen',
    }
    writeFileSync(file, `${JSON.stringify(ad)}\n{"id": "meta_cli_2"}\n`)
    const imported = await run(['import', file], env)
    expect(imported).toMatchObject({
      code: 1,
      stdout: expect.stringContaining('2 records read, 1 inserted, 0 updated, 0 unchanged, 1 rejected'),
    })
    expect(imported.stdout).toMatch(/^ {2}line 2 \(meta_cli_2\): nothing to show/m)
    expect(imported.stderr).toMatch(/as ndjson \(detected\)/)

    const { child, output } = await startServer({
      ...env,
      ADS_API_KEYS: 'cli-key-for-these-tests-0123456789abc',
    })
    try {
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1]
      const response = await fetch(`${url}/api/v1/ads?query=zwiebelkuchen`, {
        headers: { Authorization: 'Bearer cli-key-for-these-tests-0123456789abc' },
      })
      expect(AdList.parse(await response.json()).data.map((found) => found.id)).toEqual(['meta_cli_1'])
      const all = AdList.parse(
        await (
          await fetch(`${url}/api/v1/ads`, {
            headers: { Authorization: 'Bearer cli-key-for-these-tests-0123456789abc' },
          })
        ).json(),
      )
      expect(all.pagination.total).toBe(121)
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
    }
  })

  it('serves in upstream mode without a local index', async () => {
    const served = await testApi(SEARCH_ADS, { apiKeys: [UPSTREAM_KEY] })
    const upstream = await serveFetch(served.app.fetch)
    const dataDir = mkdtempSync(join(tmpdir(), 'ads-cli-'))
    const env = {
      ADS_DATA_DIR: dataDir,
      ADS_API_KEYS: 'cli-key-for-these-tests-0123456789abc',
      ADS_UPSTREAM_URL: upstream.url,
      ...UPSTREAM_OVER_HTTP,
      ADS_UPSTREAM_KEY: UPSTREAM_KEY,
    }
    const { child, output } = await startServer(env)
    try {
      expect(output).toContain(`Upstream mode: /api/v1 is forwarded to ${new URL(upstream.url).host}.`)
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1]
      const response = await fetch(`${url}/api/v1/ads?query=shoes`, {
        headers: { Authorization: 'Bearer cli-key-for-these-tests-0123456789abc' },
      })
      expect(AdList.parse(await response.json()).data.map((found) => found.id)).toEqual(['meta_1', 'meta_3'])
      // Nothing seeded or indexed here: the data directory's store keeps only this server's keys.
      expect(existsSync(join(dataDir, 'index.snapshot'))).toBe(false)
      expect(output).not.toContain('generating')
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
      await upstream.close()
      await served.store.close()
    }
  })
})
