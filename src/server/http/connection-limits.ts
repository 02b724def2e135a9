import { readFileSync } from 'node:fs'
import type { IncomingMessage, Server, ServerOptions, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { totalmem } from 'node:os'
import { type IsTrusted, plainAddress } from './trusted-proxies'

export interface ConnectionLimits {
  /** A client's time to send its headers, from their first byte (or from connecting). */
  headersMs: number
  /** A request's time to arrive whole, headers and body, from its first byte. */
  requestMs: number
  /** The same for the requests `isLongRequest` picks (an import's body streams for minutes). */
  longRequestMs: number
  isLongRequest: (request: IncomingMessage) => boolean
  /** An idle kept-alive connection is closed after this long. */
  keepAliveMs: number
  /** How often the limits are checked: they hold to within this. */
  checkEveryMs: number
  /** Open connections at most; one more is let in only by closing an idle one, else closed at once. */
  maxConnections: number
  /** The same, counted per client address. */
  maxPerAddress: number
  /** Addresses with no cap of their own: proxies, through which many clients come (they count in the total). */
  isTrusted: IsTrusted
}

/**
 * ADS_MAX_CONNECTIONS' default for each process: a connection per MiB of the machine's memory, shared
 * among its processes (a connection held by a slow client costs a server 30 to 50 KB: at the cap they
 * hold about 5% of it), and no more than three quarters of the files a process may open (the rest
 * are for the store, media and logs).
 */
export function machineConnections(
  workers: number,
  memory = totalmem(),
  openFiles = openFileLimit(),
): number {
  return Math.max(256, Math.min(Math.floor(memory / 2 ** 20 / workers), Math.floor(openFiles * 0.75)))
}

/** The open-file limit Node raised itself to (Linux); elsewhere a common one. */
function openFileLimit(): number {
  try {
    const soft = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'))?.[1]
    return soft === undefined || soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft)
  } catch {
    return 10_240
  }
}

/** Node's own limits, set when the server is made (it reads the checking interval only then). */
export function serverTimeouts(limits: ConnectionLimits): ServerOptions {
  return {
    headersTimeout: limits.headersMs,
    // Node has one request limit per server: the longest. `limitConnections` holds the others to theirs.
    requestTimeout: limits.longRequestMs,
    keepAliveTimeout: limits.keepAliveMs,
    connectionsCheckingInterval: limits.checkEveryMs,
  }
}

interface Connection {
  socket: Socket
  address: string
  /** Answers not yet sent: while there are any, the connection is busy. */
  answering: number
  /** When the message now arriving began; undefined between messages. */
  since: number | undefined
  /** `socket.bytesRead` when it last fell idle: more bytes mean a new request has begun. */
  readWhenIdle: number
}

interface Arriving {
  request: IncomingMessage
  response: ServerResponse
  deadline: number
}

/** What Node itself answers when a request runs out of time. */
const TIMED_OUT = 'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\n\r\n'

/**
 * Caps the connections a server holds, in all and per address, and holds each request to its time
 * limit (Node's own, `serverTimeouts`, is the longest). A connection over a cap is let in only when
 * an idle kept-alive one (the longest idle) can be closed for it, else closed at once without an
 * answer: idle ones hold no request, and a browser opens another when it needs one, while slow
 * clients keep theirs busy. A request whose body is still arriving at its limit is answered 408
 * (when no answer has begun) and its connection closed.
 */
export function limitConnections(server: Server, limits: ConnectionLimits) {
  const connections = new Map<Socket, Connection>()
  const byAddress = new Map<string, Set<Connection>>()
  /** Connections between requests, the longest idle first. */
  const idle = new Set<Connection>()
  const arriving = new Set<Arriving>()
  const counts = { refused: 0, timedOut: 0 }

  const forget = (connection: Connection) => {
    if (!connections.delete(connection.socket)) return
    idle.delete(connection)
    const mine = byAddress.get(connection.address)
    mine?.delete(connection)
    if (mine?.size === 0) byAddress.delete(connection.address)
  }
  const fallIdle = (connection: Connection) => {
    connection.since = undefined
    connection.readWhenIdle = connection.socket.bytesRead
    idle.add(connection)
  }
  /** Idle, unless bytes of a new request came since the last look (then it is busy from now). */
  const stillIdle = (connection: Connection, now: number) => {
    if (!idle.has(connection)) return false
    if (connection.socket.bytesRead === connection.readWhenIdle) return true
    idle.delete(connection)
    connection.since = now
    return false
  }
  const closeOneIdle = (among: Iterable<Connection>) => {
    const now = performance.now()
    for (const connection of among) {
      if (!stillIdle(connection, now)) continue
      forget(connection)
      connection.socket.destroy()
      return true
    }
    return false
  }

  server.on('connection', (socket: Socket) => {
    if (socket.destroyed || socket.remoteAddress === undefined) return
    const address = plainAddress(socket.remoteAddress)
    const mine = byAddress.get(address) ?? new Set<Connection>()
    const capped = !limits.isTrusted(address)
    if (
      (capped && mine.size >= limits.maxPerAddress && !closeOneIdle(mine)) ||
      (connections.size >= limits.maxConnections && !closeOneIdle(idle))
    ) {
      counts.refused++
      socket.destroy()
      return
    }
    const connection: Connection = { socket, address, answering: 0, since: undefined, readWhenIdle: 0 }
    connections.set(socket, connection)
    byAddress.set(address, mine.add(connection))
    fallIdle(connection)
    socket.once('close', () => forget(connection))
  })

  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const connection = connections.get(request.socket as Socket)
    if (!connection) return
    const now = performance.now()
    stillIdle(connection, now)
    const since = connection.since ?? now
    idle.delete(connection)
    connection.since = undefined
    connection.answering++
    const limit = limits.isLongRequest(request) ? limits.longRequestMs : limits.requestMs
    if (!request.complete) arriving.add({ request, response, deadline: since + limit })
    response.once('close', () => {
      connection.answering--
      if (connection.answering === 0 && connections.has(connection.socket)) fallIdle(connection)
    })
  })

  const check = setInterval(() => {
    const now = performance.now()
    for (const connection of idle) stillIdle(connection, now)
    for (const each of arriving) {
      const socket = each.request.socket
      if (each.request.complete || socket.destroyed) arriving.delete(each)
      else if (now >= each.deadline) {
        arriving.delete(each)
        counts.timedOut++
        if (socket.writable && !each.response.headersSent) socket.write(TIMED_OUT)
        socket.destroy()
      }
    }
  }, limits.checkEveryMs).unref()
  server.once('close', () => clearInterval(check))

  return {
    open: () => connections.size,
    openFrom: (address: string) => byAddress.get(address)?.size ?? 0,
    get refused() {
      return counts.refused
    },
    get timedOut() {
      return counts.timedOut
    },
  }
}
