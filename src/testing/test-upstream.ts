import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { createApp } from '../server/app'
import type { AppConfig, UpstreamConfig } from '../server/config'
import { upstreamService } from '../server/service/upstream-service'
import { TEST_KEY, testConfig, testTeam } from './test-api'

/** Test support for upstream mode: servers on 127.0.0.1, and an app in upstream mode in front of them. */
export const UPSTREAM_KEY = 'upstream-key-must-never-leak-42'
/** The environment a server started in upstream mode needs to forward to these servers, on http loopback. */
export const UPSTREAM_OVER_HTTP = { ADS_UPSTREAM_ALLOW_HTTP: 'true' }

export interface Listening {
  url: string
  close: () => Promise<void>
}

function listening(server: Server): Listening {
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        // Kept-alive and still-pending connections (the slow upstream's) would hold close() open.
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** Serves a fetch handler (a whole app) on a free loopback port. */
export async function serveFetch(fetch: (request: Request) => Response | Promise<Response>) {
  const server = serve({ fetch, port: 0, hostname: '127.0.0.1' }) as Server
  await new Promise<void>((resolve) => server.once('listening', resolve))
  return listening(server)
}

/** A hand-written upstream: a plain node:http handler, for the answers a real one would not give. */
export async function fakeUpstream(handler: (request: IncomingMessage, response: ServerResponse) => void) {
  const server = createServer(handler)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return listening(server)
}

/** A loopback port that nothing listens on (it was free a moment ago). */
export async function closedPort(): Promise<string> {
  const server = await fakeUpstream(() => {})
  await server.close()
  return server.url
}

/** Our app in upstream mode, forwarding to `url`; requests carry a local key like any client's. */
export async function upstreamModeApi(
  url: string,
  upstream: Partial<UpstreamConfig> = {},
  settings: Partial<AppConfig> = {},
  /** The team's clock (its limits), when a test must hold it still. */
  now?: () => number,
) {
  const config = testConfig({
    upstream: { url, key: UPSTREAM_KEY, timeoutMs: 3_000, attemptTimeoutMs: 1_500, ...upstream },
    ...settings,
  })
  // As in upstream mode proper, the team is kept in a local store of its own.
  const team = await testTeam(config, now)
  const app = createApp({ service: upstreamService(config.upstream!, Date.now), config, team })
  const auth = { Authorization: `Bearer ${TEST_KEY}` }
  return {
    app,
    team,
    get: (path: string, headers: Record<string, string> = {}) =>
      app.request(path, { headers: { ...auth, ...headers } }),
    post: (path: string, body: unknown) =>
      app.request(path, {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        headers: { ...auth, 'Content-Type': 'application/json' },
      }),
  }
}

/** Answers JSON the way a server would, with a status. */
export function sendJson(
  response: ServerResponse,
  body: unknown,
  status = 200,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'Content-Type': 'application/json', ...headers })
  response.end(JSON.stringify(body))
}
