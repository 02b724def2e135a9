// `npm run test:e2e`: build the web app, then run Playwright against it (extra arguments go to Playwright).
// playwright.config.ts starts a seeded server on the fresh build itself.
import { spawn } from 'node:child_process'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/** Runs a command with our stdio, forwarding SIGINT/SIGTERM; resolves with its exit code or signal. */
function run(command, args) {
  console.log(`> ${path.basename(command)} ${args.join(' ')}`)
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' })
    const forward = (signal) => child.kill(signal)
    process.on('SIGINT', forward).on('SIGTERM', forward)
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward).off('SIGTERM', forward)
      resolve({ code, signal })
    })
  })
}

function exitLike({ code, signal }) {
  if (signal) process.kill(process.pid, signal)
  else process.exit(code ?? 1)
}

const build = await run(bin('vite'), ['build'])
if (build.code !== 0) exitLike(build)
else exitLike(await run(bin('playwright'), ['test', ...process.argv.slice(2)]))
