import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'

export interface BenchServer {
  url: string
  /** From spawning `serve` to its listening line: start-up, opening the store, building the index. */
  startMs: number
  stop(): Promise<void>
}

/** Starts `serve` on a free loopback port over an existing data directory, as a user would. */
export async function startServer(dataDir: string, key: string): Promise<BenchServer> {
  const port = await freePort()
  const started = performance.now()
  const child = spawn('node_modules/.bin/tsx', ['src/server/cli.ts', 'serve'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      ADS_DATA_DIR: dataDir,
      ADS_SEED_COUNT: '0',
      ADS_API_KEYS: key,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start within 120 s')), 120_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`:${port}`)) {
        clearTimeout(timer)
        resolve()
      }
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  const startMs = Math.round(performance.now() - started)
  return { url: `http://127.0.0.1:${port}`, startMs, stop: () => stop(child) }
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
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
