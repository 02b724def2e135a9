import { type ChildProcess, execFileSync, spawn, spawnSync } from 'node:child_process'
import { createServer } from 'node:net'
import { createInterface } from 'node:readline'
import { type Memory, memoryOf } from './process-memory'

export interface BenchServer {
  url: string
  /** The server process itself, whose memory the benchmark reads. */
  pid: number
  /** performance.now() when `serve` was spawned. */
  spawnedAt: number
  /** Resolves with the ms from spawning to the `Ad Search is running at` line. */
  listening: Promise<number>
  /** Every line the server printed (stdout and stderr), with performance.now() when it came. */
  lines: { at: number; text: string }[]
  memory(): Memory
  stop(): Promise<void>
}

export interface StartedServer extends BenchServer {
  /** From spawning `serve` to its listening line: start-up, opening the store, loading or building the index. */
  startMs: number
}

export interface ServerOptions {
  /** More environment for `serve` (ADS_HISTORY_SECONDS, say). */
  env?: Record<string, string>
  /** Shown before the server's echoed log lines, to tell several servers of one run apart. */
  label?: string
}

/**
 * Spawns `serve` on a free loopback port over an existing data directory, as `npm start` does (the
 * server's bundle, built by `buildServer`), and returns at once. Node runs it directly, so the pid is
 * the process whose memory counts.
 */
export async function spawnServer(
  dataDir: string,
  key: string,
  options: ServerOptions = {},
): Promise<BenchServer> {
  const port = await freePort()
  const spawnedAt = performance.now()
  const child = spawn(process.execPath, ['dist-server/cli.mjs', 'serve'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      ADS_DATA_DIR: dataDir,
      ADS_SEED_COUNT: '0',
      ADS_API_KEYS: key,
      // A JSON line per request would bury the server's own lines, and the figures would pay for it.
      ADS_REQUEST_LOG: 'off',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: BenchServer['lines'] = []
  const label = options.label ?? 'serve'
  let exited = false
  const exit = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      exited = true
      resolve(code)
    }),
  )
  const listening = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start within 180 s')), 180_000)
    for (const stream of [child.stdout!, child.stderr!]) {
      createInterface({ input: stream }).on('line', (text) => {
        lines.push({ at: performance.now(), text })
        // The server's own words go into the benchmark's log: they explain its figures.
        console.log(`    [${label}] ${text}`)
        if (text.includes(`Ad Search is running at http://127.0.0.1:${port}`)) {
          clearTimeout(timer)
          resolve(Math.round(performance.now() - spawnedAt))
        }
      })
    }
    void exit.then((code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}`))
    })
  })
  // A caller that stops the server before it listens must not see an unhandled rejection.
  listening.catch(() => {})
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    spawnedAt,
    listening,
    lines,
    memory: () => memoryOf(child.pid!),
    stop: () => (exited ? Promise.resolve() : stop(child, exit)),
  }
}

/** Spawns `serve` and waits for it to listen. */
export async function startServer(
  dataDir: string,
  key: string,
  options: ServerOptions = {},
): Promise<StartedServer> {
  const server = await spawnServer(dataDir, key, options)
  try {
    return { ...server, startMs: await server.listening }
  } catch (error) {
    await server.stop()
    throw error
  }
}

/** SIGTERM lets the server save its index; one that hangs is killed after a minute. */
async function stop(child: ChildProcess, exit: Promise<unknown>): Promise<void> {
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000)
  await exit
  clearTimeout(timer)
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/** Builds the server's bundle from the current sources, as `npm start` does before serving. */
export function buildServer(): void {
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' })
}

/** Who the benchmarks sign in as: a viewer, made in the benchmark's own data directory. */
const BENCH_PERSON = { email: 'bench@example.com', password: 'loopback benchmark reads many ads' }

/**
 * A session of a person signed in, as a browser would hold it (private mode shows everyone else the
 * sign-in page): a member, who sees and uses Save as marketers do, made with `npm run users` (again
 * on a reused data directory is fine).
 */
export async function signInForBench(url: string, dataDir: string): Promise<string> {
  spawnSync(
    process.execPath,
    ['dist-server/cli.mjs', 'users', 'create', '--email', BENCH_PERSON.email, '--role', 'member'],
    {
      env: { ...process.env, ADS_DATA_DIR: dataDir },
      input: `${BENCH_PERSON.password}\n`,
      stdio: ['pipe', 'ignore', 'ignore'],
    },
  )
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ email: BENCH_PERSON.email, password: BENCH_PERSON.password }),
  })
  const cookie = response.headers.getSetCookie()[0]?.split(';')[0]
  if (response.status !== 204 || !cookie)
    throw new Error(`signing in for the benchmark: HTTP ${response.status}`)
  return cookie
}
