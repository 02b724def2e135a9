import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { createApp } from '../app'
import { loadConfig } from '../config'
import { apiKeyFile } from '../http/api-key-file'
import { checkUpstream } from '../upstream/check-upstream'
import { openService } from './open-store'
import { parseCommand, shownPath } from './usage'

const STOP_GRACE_MS = 5_000

/**
 * `serve`: open (and, when empty, seed) the index, or in upstream mode no index at all, then serve
 * the app and API until told to stop.
 */
export async function serveCommand(args: string[]): Promise<number> {
  const { values } = parseCommand(args, { port: { type: 'string' }, host: { type: 'string' } })
  const config = loadConfig({
    ...process.env,
    ...(values.port !== undefined && { PORT: values.port }),
    ...(values.host !== undefined && { HOST: values.host }),
  })
  if (config.upstream)
    console.log(`Upstream mode: /api/v1 is forwarded to ${new URL(config.upstream.url).host}.`)
  const opened = await openService(config, console.log)
  const app = createApp({ service: opened.service, config })
  // Plain HTTP/1.1: serve() returns an http.Server unless asked for HTTP/2.
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }) as Server
  return new Promise((resolve) => {
    server.once('listening', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : config.port
      const host = config.host.includes(':') ? `[${config.host}]` : config.host
      console.log(`Ad Search is running at http://${host}:${port}`)
      const file = shownPath(apiKeyFile(config.dataDir))
      if (config.keysFrom === 'ADS_API_KEYS') console.log('API keys: those in ADS_API_KEYS')
      else if (config.keysFrom === 'this run')
        console.log(`API key: ${config.apiKeys[0]}  (for this run only: ${file} could not be written)`)
      else console.log(`API key: ${config.apiKeys[0]}  (all keys in ${file}; manage them with npm run keys)`)
      if (config.upstream) void checkUpstream(config.upstream)
    })
    server.once('error', async (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'EADDRINUSE' ? `port ${config.port} is in use; set PORT to another` : error.message
      console.error(`Cannot listen on ${config.host}:${config.port}: ${reason}`)
      await opened.close()
      resolve(1)
    })
    const stop = (signal: string) => {
      console.log(`${signal}: stopping…`)
      // Requests in flight may finish; after the grace period the remaining connections are cut.
      const force = setTimeout(() => server.closeAllConnections(), STOP_GRACE_MS).unref()
      server.close(async () => {
        clearTimeout(force)
        await opened.close()
        resolve(0)
      })
      server.closeIdleConnections()
    }
    process.once('SIGINT', stop).once('SIGTERM', stop)
  })
}
