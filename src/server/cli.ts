import { failureMessage } from './cli/failure-message'
import { USAGE, UsageError } from './cli/usage'
import { ConfigError, dataDirOf } from './config'

type Command = (args: string[]) => Promise<number>

/**
 * Each command takes its arguments and resolves with the process's exit code. Loaded on demand, so
 * that `keys` or a usage error does not first load the store, the server and the data generator.
 */
const COMMANDS: Record<string, () => Promise<Command>> = {
  serve: async () => (await import('./cli/serve-command')).serveCommand,
  seed: async () => (await import('./cli/seed-command')).seedCommand,
  import: async () => (await import('./cli/import-command')).importCommand,
  keys: async () => (await import('./cli/keys-command')).keysCommand,
  users: async () => (await import('./cli/users-command')).usersCommand,
  mcp: async () => (await import('./cli/mcp-command')).mcpCommand,
}

/** Exit codes: 0 done, 1 failed (or import rejected records), 2 the command line or configuration is wrong. */
async function main([name, ...args]: string[]): Promise<number> {
  if (name === undefined || name === 'help' || name === '--help' || name === '-h') {
    console.log(USAGE)
    return name === undefined ? 2 : 0
  }
  const load = COMMANDS[name]
  if (!load) {
    console.error(`Unknown command '${name}'.\n\n${USAGE}`)
    return 2
  }
  try {
    const command = await load()
    return await command(args)
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`)
      return 2
    }
    if (error instanceof ConfigError) {
      console.error(`Configuration: ${error.message}`)
      return 2
    }
    console.error(failureMessage(error, dataDirOf(), name) ?? error)
    return 1
  }
}

process.exitCode = await main(process.argv.slice(2))
