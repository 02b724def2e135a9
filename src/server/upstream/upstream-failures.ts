import { ProblemError } from '../http/problem'

/** Why one attempt at the upstream failed, and whether another attempt may help. */
export interface Failure {
  problem: ProblemError
  /** Worth another attempt of a read: the upstream, or the way to it, may recover. */
  retryable: boolean
  /** The upstream asked to wait this long before the next attempt (Retry-After). */
  waitMs?: number
  /** For the operator's log line: what happened, never the key. */
  reason: string
}

// Every detail names the upstream by host only: its path, the key and raw error texts stay inside.
const service = (host: string) => `The upstream Ad Search Service at ${host}`

const unavailable = (status: 502 | 504, detail: string, headers: Record<string, string> = {}) =>
  new ProblemError(status, 'upstream_unavailable', detail, [], headers)

export const timedOut = (host: string, timeoutMs: number): Failure => ({
  problem: unavailable(504, `${service(host)} did not answer within ${seconds(timeoutMs)}; try again later`),
  retryable: true,
  reason: 'no answer in time',
})

/** Node's fetch says only "fetch failed"; the cause's code says what went wrong. */
const NETWORK_ERRORS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ECONNRESET: 'connection reset',
  ENOTFOUND: 'unknown host',
  EAI_AGAIN: 'host name lookup failed',
  ETIMEDOUT: 'connection timed out',
  EHOSTUNREACH: 'host unreachable',
  UND_ERR_SOCKET: 'connection closed while answering',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
}

export function unreachable(host: string, error: unknown): Failure {
  const code = String((error as { cause?: { code?: unknown } }).cause?.code ?? '')
  const why =
    NETWORK_ERRORS[code] ?? (/CERT|TLS|SSL/.test(code) ? 'its TLS certificate was refused' : 'network error')
  return {
    problem: unavailable(502, `${service(host)} could not be reached (${why}); try again later`),
    retryable: true,
    reason: code ? `${why} (${code})` : why,
  }
}

export const failedWithStatus = (host: string, status: number, waitMs?: number): Failure => ({
  problem: unavailable(
    502,
    `${service(host)} failed to answer (status ${status}); try again later`,
    waitMs === undefined ? {} : { 'Retry-After': String(Math.ceil(waitMs / 1000)) },
  ),
  retryable: status >= 500,
  ...(waitMs !== undefined && { waitMs }),
  reason: `status ${status}`,
})

export function rateLimited(host: string, waitMs?: number): Failure {
  const after = waitMs === undefined ? 'later' : `in ${seconds(waitMs)}`
  const headers: Record<string, string> =
    waitMs === undefined ? {} : { 'Retry-After': String(Math.ceil(waitMs / 1000)) }
  return {
    problem: new ProblemError(
      429,
      'rate_limited',
      `${service(host)} is limiting requests; try again ${after}`,
      [],
      headers,
    ),
    retryable: waitMs !== undefined,
    ...(waitMs !== undefined && { waitMs }),
    reason: 'rate limited (status 429)',
  }
}

/** The client's own key or session was accepted here; it is this server's upstream key that failed. */
export const keyRefused = (host: string, status: number): Failure => ({
  problem: unavailable(
    502,
    `${service(host)} refused this server's key (ADS_UPSTREAM_KEY, status ${status}). ` +
      'Your own access is fine; the server needs a valid upstream key.',
  ),
  retryable: false,
  reason: `the upstream key was refused (status ${status})`,
})

/** An answer this server cannot use: not JSON, not the expected shape, a redirect, another refusal. */
export const unusableAnswer = (host: string, what: string): Failure => ({
  problem: unavailable(502, `${service(host)} answered with ${what}`),
  retryable: false,
  reason: what,
})

function seconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(ms < 1000 ? 2 : 1))} s`
}
