// Running the project's tools from the npm scripts: our stdio, signals passed on, exit codes kept.
import { spawn } from 'node:child_process'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')
export const bin = (name) => path.join(root, 'node_modules', '.bin', name)

/**
 * Runs a command with our stdio, forwarding SIGINT/SIGTERM; resolves with its exit code or signal.
 * It is echoed first, unless `quiet`.
 */
export function run(command, args, { quiet = false } = {}) {
  if (!quiet) console.log(`> ${path.basename(command)} ${args.join(' ')}`)
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

/** Ends this process the way the child ended: same exit code, or the same signal. */
export function exitLike({ code, signal }) {
  if (signal) process.kill(process.pid, signal)
  else process.exit(code ?? 1)
}
