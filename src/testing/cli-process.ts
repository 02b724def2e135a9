import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'

/**
 * The command line as `npm run <command>` runs it, but as one process (node with tsx's loader, not
 * the tsx wrapper, which runs the CLI in a child): a signal sent to it, SIGKILL too, reaches the CLI.
 */
export function cliArgv(args: readonly string[]): string[] {
  return [process.execPath, '--import', 'tsx', join('src', 'server', 'cli.ts'), ...args]
}

export interface CliProcess {
  child: ChildProcess
  /** Standard output and standard error so far, interleaved as they came. */
  output(): string
  stderr(): string
  /** The output once it matches; rejects when the process ends first. */
  waitFor(pattern: RegExp): Promise<string>
  /** The exit code, or the signal that ended it. */
  exited: Promise<number | NodeJS.Signals>
}

const running = new Set<ChildProcess>()

/** For `afterEach`: ends what a failed test left running (a test stops what it starts when it passes). */
export function killStartedClis(): void {
  for (const child of running) child.kill('SIGKILL')
}

/** Starts `argv` (from `cliArgv`, or a wrapper around it) with these variables added to the environment. */
export function startCli(argv: readonly string[], env: Record<string, string>): CliProcess {
  const [command, ...args] = argv
  const child = spawn(command!, args, { env: { ...process.env, ...env } })
  running.add(child)
  let output = ''
  let stderr = ''
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk
  })
  child.stderr.on('data', (chunk: Buffer) => {
    output += chunk
    stderr += chunk
  })
  const exited = new Promise<number | NodeJS.Signals>((resolve) =>
    child.once('close', (code, signal) => {
      running.delete(child)
      resolve(code ?? signal!)
    }),
  )
  const waitFor = (pattern: RegExp) =>
    new Promise<string>((resolve, reject) => {
      const check = () => {
        if (!pattern.test(output)) return false
        child.stdout.off('data', check)
        child.stderr.off('data', check)
        resolve(output)
        return true
      }
      if (check()) return
      child.stdout.on('data', check)
      child.stderr.on('data', check)
      void exited.then((end) => {
        if (!check()) reject(new Error(`${argv.join(' ')} ended (${end}) before ${pattern}:\n${output}`))
      })
    })
  return { child, output: () => output, stderr: () => stderr, waitFor, exited }
}

/** Runs a command to its end: its exit code and output. */
export async function runCli(args: readonly string[], env: Record<string, string>) {
  const run = startCli(cliArgv(args), env)
  const code = await run.exited
  return { code, output: run.output(), stderr: run.stderr() }
}

/** The address a started `serve` says it runs at. */
export async function servedAt(run: CliProcess): Promise<string> {
  return /running at (http:\/\/\S+)/.exec(await run.waitFor(/running at http:\/\/\S+\n/))![1]!
}
