// `npm run dev`: the API server on port 3000 and Vite's dev server (which proxies /api and /media to it),
// together. When either stops, or we are told to stop, both stop.
import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const apiPort = process.env.API_PORT ?? '3000'

// Vite serves the page here, so the browser never gets the server's session cookie: the proxy
// authenticates instead, with a key made for this run and accepted alongside any configured ones.
const devKey = process.env.ADS_DEV_API_KEY ?? `dev-${randomBytes(18).toString('base64url')}`
const apiKeys = [process.env.ADS_API_KEYS, devKey].filter(Boolean).join(',')

const children = [
  spawn(bin('tsx'), ['src/server/cli.ts', 'serve'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, HOST: '127.0.0.1', PORT: apiPort, ADS_API_KEYS: apiKeys },
  }),
  spawn(bin('vite'), process.argv.slice(2), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ADS_API_ORIGIN: `http://127.0.0.1:${apiPort}`, ADS_DEV_API_KEY: devKey },
  }),
]

let exitCode = 0
let stopping = false

function stopAll(signal) {
  stopping = true
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal)
  }
}

for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) exitCode = code ?? 1
    stopAll('SIGTERM')
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(exitCode)
  })
}

process.on('SIGINT', () => stopAll('SIGINT'))
process.on('SIGTERM', () => stopAll('SIGTERM'))
