import { Agent, request } from 'node:http'
import { setTimeout as sleep } from 'node:timers/promises'
import { summarise } from './stats'

/** One request of the load: a search, a facet under a search, a look-up. */
export interface LoadRequest {
  kind: string
  method: 'GET' | 'POST'
  path: string
  body?: string
}

/** A group of clients at once, each with its own key (or sharing one), sending its own requests. */
export interface ClientGroup {
  name: string
  connections: number
  /** The key of each connection, by its number in the group. */
  keyOf: (connection: number) => string
  /** The next request of a connection. */
  next: (connection: number) => LoadRequest
}

/** What one request got: its time, its status (0: no answer), and whether a 429 or 503 said when to retry. */
interface Outcome {
  kind: string
  ms: number
  status: number
  retryAfter: boolean
  /** What a 429 or 503 asked to wait, in ms (0 otherwise). */
  retryAfterMs: number
}

/** A request that has had no answer after this long is given up and counted as such. */
const GIVE_UP_MS = 10_000

/**
 * `seconds` of requests from every group's connections at once (keep-alive, loopback), each
 * connection sending its next request when the last is answered, or after the Retry-After of a 429
 * or 503: latencies, statuses and whether every 429 and 503 carried Retry-After, per group.
 */
export async function runClients(base: string, groups: ClientGroup[], seconds: number) {
  const total = groups.reduce((sum, group) => sum + group.connections, 0)
  const agent = new Agent({ keepAlive: true, maxSockets: total })
  const until = performance.now() + seconds * 1000
  const outcomes = groups.map(() => [] as Outcome[])
  await Promise.all(
    groups.flatMap((group, g) =>
      Array.from({ length: group.connections }, async (_, connection) => {
        while (performance.now() < until) {
          const outcome = await send(base, agent, group.keyOf(connection), group.next(connection))
          outcomes[g]!.push(outcome)
          // A client told to come back later does, as well-behaved clients do (within the run).
          if (outcome.retryAfterMs > 0) await sleep(Math.min(outcome.retryAfterMs, until - performance.now()))
        }
      }),
    ),
  )
  agent.destroy()
  return Object.fromEntries(groups.map((group, g) => [group.name, report(outcomes[g]!, seconds)]))
}

function report(outcomes: Outcome[], seconds: number) {
  const statuses: Record<string, number> = {}
  for (const { status } of outcomes) statuses[status] = (statuses[status] ?? 0) + 1
  const refused = outcomes.filter(({ status }) => status === 429 || status === 503)
  return {
    requests: outcomes.length,
    requests_per_second: Math.round(outcomes.length / seconds),
    latency_ms: summarise(outcomes.map(({ ms }) => ms)),
    answered_200_latency_ms: summarise(outcomes.filter(({ status }) => status === 200).map(({ ms }) => ms)),
    statuses,
    refused_without_retry_after: refused.filter(({ retryAfter }) => !retryAfter).length,
    by_kind: Object.fromEntries(
      [...new Set(outcomes.map(({ kind }) => kind))].map((kind) => {
        const of = outcomes.filter((outcome) => outcome.kind === kind)
        const { count, p50, p99, max } = summarise(of.map(({ ms }) => ms))
        return [kind, { count, p50, p99, max, not_200: of.filter(({ status }) => status !== 200).length }]
      }),
    ),
    /** Neither 200 nor a 429 or 503 with Retry-After: failures. */
    failed: outcomes.filter(
      ({ status, retryAfter }) => status !== 200 && !((status === 429 || status === 503) && retryAfter),
    ).length,
  }
}

function send(base: string, agent: Agent, key: string, asked: LoadRequest): Promise<Outcome> {
  const started = performance.now()
  return new Promise((resolve) => {
    const done = (status: number, retryAfter?: string | string[]) => {
      const seconds = Number(retryAfter)
      const refused = status === 429 || status === 503
      resolve({
        kind: asked.kind,
        ms: performance.now() - started,
        status,
        retryAfter: retryAfter !== undefined,
        retryAfterMs: refused && Number.isFinite(seconds) ? seconds * 1000 : 0,
      })
    }
    const headers: Record<string, string> = { authorization: `Bearer ${key}` }
    if (asked.body !== undefined) headers['content-type'] = 'application/json'
    const req = request(`${base}${asked.path}`, { method: asked.method, agent, headers }, (response) => {
      response.resume()
      response.on('end', () => done(response.statusCode ?? 0, response.headers['retry-after']))
      response.on('error', () => done(0))
    })
    req.setTimeout(GIVE_UP_MS, () => req.destroy(new Error('no answer')))
    req.on('error', () => done(0))
    req.end(asked.body)
  })
}
