import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js'
import { buildMcpServer } from '../../mcp/mcp-server'
import { appApi } from '../../mcp/service-api'
import { createApp } from '../app'
import { type Config, loadConfig } from '../config'
import { newApiKey } from '../workspace/api-keys'
import { failureMessage } from './failure-message'
import { openService } from './open-store'
import { parseCommand } from './usage'

/**
 * `mcp`: the agent tools over stdio for a client that spawns this process. The tools call the app
 * in-process with a key of their own, exactly as a client of /api/v1 would.
 */
export async function mcpCommand(args: string[]): Promise<number> {
  parseCommand(args, {})
  // Standard output carries the protocol: anything any module prints goes to standard error.
  console.log = console.error
  const config = loadConfig()
  // Answer the client's handshake at once; tool calls wait until the store is seeded and its index loaded.
  const opening = openService(config, console.error)
  // The tools call the app in-process with a key of this process's own, as a local admin (whoever
  // can start this process can open its store anyway): made now, known to no one else, never stored
  // or shown.
  const ownKey = newApiKey()
  const ready = opening.then(({ service, secret, team }) =>
    createApp({ service, team, config: { ...config, secret, localAdminKeys: [ownKey] } }),
  )
  const api = appApi(
    async (request) => (await ready).request(request),
    config.publicUrl ?? localOrigin(config),
    `Bearer ${ownKey}`,
  )
  const server = buildMcpServer({ api })

  return new Promise((resolve) => {
    let stopping = false
    const stop = async (code: number) => {
      if (stopping) return
      stopping = true
      await server.close()
      await (await opening.catch(() => undefined))?.close()
      // A paused standard input would otherwise keep the process alive after a signal.
      process.stdin.destroy()
      resolve(code)
    }
    ready.catch((error: unknown) => {
      console.error('Cannot prepare the index:', failureMessage(error, config.dataDir, 'mcp') ?? error)
      void stop(1)
    })
    // The client ends the session by closing our standard input (or with a signal). `on`, not `once`:
    // tsx sends a signal again when the first is slow to be acknowledged, and a second must not kill.
    process.stdin.once('end', () => void stop(0))
    process.on('SIGINT', () => void stop(0)).on('SIGTERM', () => void stop(0))
    server.connect(new StdioServerTransport()).then(
      () => console.error('Ad Search MCP server is ready on stdio.'),
      (error: unknown) => {
        console.error('Cannot serve MCP on stdio:', error)
        void stop(1)
      },
    )
  })
}

/** Where `serve` with the same configuration listens: the ads' links point at the web app there. */
function localOrigin(config: Config): string {
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  return `http://${host}:${config.port}`
}
