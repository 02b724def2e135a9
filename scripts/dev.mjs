// `npm run dev`: the API server on port 3000 and Vite's dev server (which proxies /api and /media to it),
// together. When either stops, or we are told to stop, both stop.
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)
const apiPort = process.env.API_PORT ?? '3000'

// Vite serves the page on its own port and passes /api and /media on with the browser's Host and
// cookies: the server must take the Vite port's origin as its own, so that signing in, and the origin
// check of every change made signed in, work as they do on the server's own port.
const allowedHosts = process.env.ADS_ALLOWED_HOSTS ?? 'localhost,127.0.0.1,[::1]'

const children = [
  spawn(bin('tsx'), ['src/server/cli.ts', 'serve'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, HOST: '127.0.0.1', PORT: apiPort, ADS_ALLOWED_HOSTS: allowedHosts },
  }),
  spawn(bin('vite'), process.argv.slice(2), {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ADS_API_ORIGIN: `http://127.0.0.1:${apiPort}` },
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
