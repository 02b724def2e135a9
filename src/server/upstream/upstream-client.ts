import { setTimeout as sleep } from 'node:timers/promises'
import type { UpstreamConfig } from '../config'
import { ProblemError } from '../http/problem'
import { answerText } from './answer-text'
import { answerOf } from './upstream-answer'
import { type Failure, timedOut, unreachable, unusableAnswer } from './upstream-failures'

/** At most this many attempts after the first, and only for reads. */
const MAX_RETRIES = 2
const BACKOFF_MS = 100
/** No new attempt when less time than this would be left for it. */
const SHORTEST_ATTEMPT_MS = 100

export interface UpstreamRequest {
  method: 'GET' | 'POST'
  /** Path under /api/v1, with its query string: `/ads?query=shoes`. */
  path: string
  /** JSON body of a POST. */
  body?: unknown
  /** Safe to send again after a failure. Every endpoint of this API reads, but each caller says so. */
  idempotent: boolean
  /** The client's own request: when it goes away, so does the upstream call. */
  signal?: AbortSignal
}

export interface UpstreamClient {
  /** host[:port] of the upstream: the only part of its address that errors show. */
  readonly host: string
  /** The upstream's JSON answer (2xx). Everything else is thrown as a ProblemError for the client. */
  json(request: UpstreamRequest): Promise<unknown>
}

/** `log`: where failures are reported for the operator. */
export function createUpstreamClient(upstream: UpstreamConfig, log = console.error): UpstreamClient {
  const base = new URL(upstream.url)
  // Tolerate a base given with the version prefix: `https://host/api/v1/` means `https://host`.
  const prefix = `${base.pathname.replace(/\/+$/, '').replace(/\/api\/v1$/, '')}/api/v1`
  const host = base.host
  const headers = {
    Authorization: `Bearer ${upstream.key}`,
    Accept: 'application/json, application/problem+json',
    'User-Agent': 'ad-search (upstream mode)',
  }

  async function attempt(request: UpstreamRequest, signal: AbortSignal) {
    const response = await fetch(new URL(prefix + request.path, base), {
      method: request.method,
      headers: request.body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      ...(request.body !== undefined && { body: JSON.stringify(request.body) }),
      // A redirect could carry the key elsewhere; it is reported instead of followed.
      redirect: 'manual',
      signal,
    })
    const text = await answerText(response)
    return text === null
      ? {
          kind: 'failure' as const,
          failure: unusableAnswer(host, 'an answer far larger than any of this API'),
        }
      : answerOf(host, response, text, Date.now())
  }

  return {
    host,
    async json(request) {
      const started = performance.now()
      const overall = abortAfter(upstream.timeoutMs, request.signal)
      try {
        let failure: Failure
        for (let attempts = 1; ; attempts++) {
          const perAttempt = abortAfter(upstream.attemptTimeoutMs, overall.signal)
          try {
            const answer = await attempt(request, perAttempt.signal)
            if (answer.kind === 'json') return answer.body
            if (answer.kind === 'problem') throw withoutKey(answer.problem, upstream.key)
            failure = answer.failure
          } catch (error) {
            if (error instanceof ProblemError) throw error
            // The client went away: nobody reads this answer, and there is nothing to report.
            if (request.signal?.aborted) throw new ProblemError(502, 'upstream_unavailable', 'Cancelled')
            failure = perAttempt.signal.aborted
              ? timedOut(host, upstream.timeoutMs)
              : unreachable(host, error)
          } finally {
            perAttempt.stop()
          }
          const wait = failure.waitMs ?? BACKOFF_MS * 2 ** (attempts - 1) * (1 + Math.random() / 2)
          const left = upstream.timeoutMs - (performance.now() - started)
          const again =
            request.idempotent &&
            failure.retryable &&
            attempts <= MAX_RETRIES &&
            wait + SHORTEST_ATTEMPT_MS < left
          if (!again) {
            log(
              `[ads] upstream ${request.method} ${request.path.split('?')[0]}: ${failure.reason} (attempt ${attempts})`,
            )
            throw failure.problem
          }
          await sleep(wait, undefined, { signal: overall.signal }).catch(() => {})
        }
      } finally {
        overall.stop()
      }
    },
  }
}

/**
 * A signal that aborts after `ms`, or as soon as `parent` does; `stop()` ends its timer once the work
 * is done. Not `AbortSignal.any([AbortSignal.timeout(ms), ...])`: in Node that timeout signal can be
 * garbage-collected before it fires (nodejs/node#57736), and the time limit is silently lost. Here the
 * timer itself holds the controller.
 */
function abortAfter(ms: number, parent?: AbortSignal) {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No answer within ${ms} ms`, 'TimeoutError')),
    ms,
  )
  return {
    signal: parent ? AbortSignal.any([controller.signal, parent]) : controller.signal,
    stop: () => clearTimeout(timer),
  }
}

/** A problem passed on from the upstream, in case its texts echo the request's credentials. */
function withoutKey(problem: ProblemError, key: string): ProblemError {
  const redact = (text: string) => text.replaceAll(key, '[redacted]')
  const errors = problem.errors.map((error) => ({ ...error, detail: redact(error.detail) }))
  return new ProblemError(problem.status, problem.code, redact(problem.detail), errors, problem.headers)
}
