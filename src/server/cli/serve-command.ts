import cluster from 'node:cluster'
import type { IncomingMessage, Server } from 'node:http'
import { serve } from '@hono/node-server'
import { createApp } from '../app'
import { type Config, loadConfig } from '../config'
import { type ConnectionLimits, limitConnections, serverTimeouts } from '../http/connection-limits'
import { createMetrics } from '../http/metrics'
import { requestLogger, silentLogger } from '../http/request-log'
import { trustedProxies } from '../http/trusted-proxies'
import { checkUpstream } from '../upstream/check-upstream'
import { openService } from './open-store'
import { parseCommand } from './usage'
import { addUpWorkersMetrics, workerMetrics } from './worker-metrics'
import { runWorkers, workerNumber } from './workers'

/** How long requests in flight may take to finish once the process is told to stop. */
const STOP_GRACE_MS = 10_000

/**
 * Connection time limits. Node's defaults let a client take 60 s to send its headers, holding a
 * connection (and a file descriptor) all along: a few slow clients can use them all up, so headers
 * must arrive within 15 s, and a whole request within 30 s; an import's body streams for minutes
 * and gets ADS_IMPORT_TIMEOUT_S. They are checked every second (Node's default is 30 s, which
 * would let a client keep a connection for twice as long as it may).
 */
const HEADERS_TIMEOUT_MS = 15_000
const REQUEST_TIMEOUT_MS = 30_000
const CHECK_LIMITS_EVERY_MS = 1_000
/**
 * An idle kept-alive connection is closed after this long. Longer than load balancers' own idle
 * limit (60 s on the common ones), so that the balancer closes first: if the server did, a request the
 * balancer sent at that moment would fail with a 502.
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000

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
  if (config.workers > 1 && cluster.isPrimary) {
    addUpWorkersMetrics()
    return runWorkers(config.workers, console.log)
  }
  // Of several processes, the first says what it does; the others would only repeat it.
  const first = workerNumber() === 1
  const log = first ? console.log : () => {}
  if (config.upstream) log(`Upstream mode: /api/v1 is forwarded to ${new URL(config.upstream.url).host}.`)
  const opened = await openService(config, log, { tends: first, welcomes: first })
  let stopping = false
  const ownMetrics = createMetrics(opened.service, { process: true })
  const app = createApp({
    service: opened.service,
    config: { ...config, secret: opened.secret },
    logger: config.requestLog ? requestLogger() : silentLogger(),
    metrics: cluster.isWorker ? workerMetrics(ownMetrics) : ownMetrics,
    team: opened.team,
    ...(opened.importer ? { importer: opened.importer } : {}),
    isStopping: () => stopping,
  })
  const limits = connectionLimits(config)
  // Plain HTTP/1.1: serve() returns an http.Server unless asked for HTTP/2.
  const server = serve({
    fetch: app.fetch,
    port: config.port,
    hostname: config.host,
    serverOptions: serverTimeouts(limits),
  }) as Server
  limitConnections(server, limits)
  return new Promise((settle) => {
    const resolve = (code: number) => {
      // A worker's channel to the primary (its metrics travel on it) would keep it running for ever.
      if (cluster.isWorker) process.disconnect()
      settle(code)
    }
    server.once('listening', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : config.port
      const host = config.host.includes(':') ? `[${config.host}]` : config.host
      const origin = config.publicUrl ? new URL(config.publicUrl).origin : `http://${host}:${port}`
      log(`Ad Search is running at ${origin}`)
      if (opened.welcomeToken) {
        // The store keeps only the link's digest; the link works once, and only while nobody has an account.
        log(
          `Nobody has an account yet. Open this link to make the first (admin) one; it works once, for 24 hours:`,
        )
        log(`  ${origin}/welcome#${opened.welcomeToken}`)
      }
      if (config.access === 'public') log('Public mode: anyone may search and read without signing in.')
      if (config.upstream && first) void checkUpstream(config.upstream)
    })
    server.once('error', async (error: NodeJS.ErrnoException) => {
      const reason =
        error.code === 'EADDRINUSE' ? `port ${config.port} is in use; set PORT to another` : error.message
      console.error(`Cannot listen on ${config.host}:${config.port}: ${reason}`)
      await opened.close()
      resolve(1)
    })
    const stop = (signal: string) => {
      log(`${signal}: stopping…`)
      // From here /readyz answers 503, on connections still open: a load balancer sends no more.
      stopping = true
      // Requests in flight may finish; after the grace period the remaining connections are cut.
      const force = setTimeout(() => server.closeAllConnections(), graceMs(config)).unref()
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

function connectionLimits(config: Config): ConnectionLimits {
  return {
    headersMs: HEADERS_TIMEOUT_MS,
    requestMs: REQUEST_TIMEOUT_MS,
    longRequestMs: config.importTimeoutMs,
    isLongRequest: isImport,
    keepAliveMs: KEEP_ALIVE_TIMEOUT_MS,
    checkEveryMs: CHECK_LIMITS_EVERY_MS,
    maxConnections: config.maxConnections,
    maxPerAddress: config.maxConnectionsPerAddress,
    isTrusted: trustedProxies(config.trustedProxies),
  }
}

/**
 * `POST /api/v1/imports`, whose body streams for minutes. Only a member's write key gets that long:
 * the route answers anyone else at once, and the body it did not read is dropped half a second later
 * (`@hono/node-server` closes the connection).
 */
const isImport = (request: IncomingMessage) =>
  request.method === 'POST' && request.url?.split('?')[0] === '/api/v1/imports'

/** In upstream mode a request may wait for the upstream as long as its timeout allows: it gets that long. */
function graceMs(config: Config): number {
  return Math.max(STOP_GRACE_MS, (config.upstream?.timeoutMs ?? 0) + 1_000)
}
