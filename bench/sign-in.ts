import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildServer, startServer } from './bench-server'
import { summarise } from './stats'

const KEY = 'bench-key-for-loopback-only-0123456789'
const PASSWORD = 'loopback benchmark signs in slowly'
/** Accounts to guess at: each takes fewer wrong passwords than the per-account limit. */
const ACCOUNTS = 8
const TRIES_PER_ACCOUNT = 8

/**
 * `npm run bench -- sign-in`: does a failed sign-in take as long for an email nobody has as for a
 * wrong password? If not, timing tells a guesser which addresses have accounts. Both kinds are
 * interleaved over one server, each request from its own client address (through a trusted proxy
 * header), so that the per-address and per-account limits never answer instead.
 */
export async function benchSignIn(): Promise<void> {
  console.log('sign-in timing')
  buildServer()
  const dataDir = mkdtempSync(join(tmpdir(), 'ads-sign-in-bench-'))
  const emails = Array.from({ length: ACCOUNTS }, (_, i) => `person${i}@bench.example`)
  for (const email of emails) {
    spawnSync(process.execPath, ['dist-server/cli.mjs', 'users', 'create', '--email', email], {
      env: { ...process.env, ADS_DATA_DIR: dataDir },
      input: `${PASSWORD}\n`,
      stdio: ['pipe', 'ignore', 'inherit'],
    })
  }
  const server = await startServer(dataDir, KEY, { env: { ADS_TRUSTED_PROXIES: '127.0.0.1' } })
  let address = 0
  const signIn = async (email: string, password: string) => {
    address += 1
    const started = performance.now()
    const response = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Origin: server.url,
        'X-Forwarded-For': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
      },
      body: JSON.stringify({ email, password }),
    })
    await response.arrayBuffer()
    if (response.status !== 401) throw new Error(`a failed sign-in answered ${response.status}`)
    return performance.now() - started
  }
  try {
    // Warm-up: the first hashes pay for loading and compiling.
    for (let i = 0; i < 4; i++) await signIn(`warm${i}@bench.example`, 'wrong')
    const wrongPassword: number[] = []
    const unknownEmail: number[] = []
    for (let round = 0; round < TRIES_PER_ACCOUNT; round++) {
      for (const [i, email] of emails.entries()) {
        wrongPassword.push(await signIn(email, `not the password ${round}`))
        unknownEmail.push(await signIn(`nobody${round}-${i}@bench.example`, `not the password ${round}`))
      }
    }
    const wrong = summarise(wrongPassword)
    const unknown = summarise(unknownEmail)
    const results = {
      date: new Date().toISOString(),
      samples_each: wrongPassword.length,
      wrong_password_ms: wrong,
      unknown_email_ms: unknown,
      p50_ratio: Math.round((unknown.p50 / wrong.p50) * 100) / 100,
    }
    console.log(JSON.stringify(results, null, 2))
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/sign-in.json', `${JSON.stringify(results, null, 2)}\n`)
  } finally {
    await server.stop()
  }
}
