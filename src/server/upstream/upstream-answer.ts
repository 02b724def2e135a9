import { z } from 'zod'
import type { ProblemCode } from '../../contract/problem'
import { parseJsonOrUndefined } from '../../search/parse-json'
import { ProblemError } from '../http/problem'
import { type Failure, failedWithStatus, keyRefused, rateLimited, unusableAnswer } from './upstream-failures'

/**
 * What one upstream response means: JSON to use, a failure (maybe worth another attempt), or the
 * client's own mistake that the upstream found (400, 404), passed on as it is.
 */
export type Answer =
  | { kind: 'json'; body: unknown }
  | { kind: 'failure'; failure: Failure }
  | { kind: 'problem'; problem: ProblemError }

export function answerOf(host: string, response: Response, text: string, now: number): Answer {
  const { status, headers } = response
  const failure = (failure: Failure): Answer => ({ kind: 'failure', failure })
  const body = parseJsonOrUndefined(text)
  if (status >= 200 && status < 300) {
    return body === undefined ? failure(unusableAnswer(host, notJson(headers, text))) : { kind: 'json', body }
  }
  if (status === 401 || status === 403) return failure(keyRefused(host, status))
  if (status === 429) return failure(rateLimited(host, retryAfterMs(headers, now)))
  if (status >= 500) {
    return failure(failedWithStatus(host, status, status === 503 ? retryAfterMs(headers, now) : undefined))
  }
  // Without a JSON body, a 404 more likely means a wrong base address than a missing record.
  if ((status === 400 || status === 404) && body !== undefined) {
    return { kind: 'problem', problem: passedOn(status, body) }
  }
  if (status >= 300 && status < 400) {
    return failure(
      unusableAnswer(host, `a redirect (status ${status}); ADS_UPSTREAM_URL should be its final address`),
    )
  }
  return failure(unusableAnswer(host, `status ${status} to a request this server had checked`))
}

function notJson(headers: Headers, text: string): string {
  const type = headers.get('Content-Type')?.split(';')[0]?.trim()
  if (text.trim() === '') return 'an empty body instead of JSON'
  return type && !/json/i.test(type)
    ? `${type.slice(0, 60)} instead of JSON`
    : 'JSON that is cut off or malformed'
}

/** Retry-After as delta-seconds or an HTTP date (RFC 9110 10.2.3), in milliseconds from now. */
export function retryAfterMs(headers: Headers, now: number): number | undefined {
  const value = headers.get('Retry-After')?.trim()
  if (!value) return undefined
  if (/^\d{1,9}$/.test(value)) return Number(value) * 1000
  const date = Date.parse(value)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

const UpstreamProblem = z
  .object({
    code: z.string().optional().catch(undefined),
    detail: z.string().optional().catch(undefined),
    errors: z
      .array(
        z.object({ parameter: z.string().optional(), pointer: z.string().optional(), detail: z.string() }),
      )
      .catch([]),
  })
  .catch({ errors: [] })

const PASSED_ON: Record<400 | 404, readonly ProblemCode[]> = {
  400: ['invalid_parameter', 'parameter_unknown', 'invalid_cursor', 'invalid_json'],
  404: ['not_found'],
}

/** The upstream's problem as ours: its status, code (when it is one of ours) and details, clipped. */
function passedOn(status: 400 | 404, body: unknown): ProblemError {
  const problem = UpstreamProblem.parse(body)
  const code = PASSED_ON[status].find((known) => known === problem.code) ?? PASSED_ON[status][0]!
  const fallback = status === 404 ? 'There is no such record upstream' : 'The upstream refused the parameters'
  const errors = problem.errors.slice(0, 50).map(({ parameter, pointer, detail }) => ({
    ...(parameter !== undefined && { parameter: clip(parameter, 100) }),
    ...(pointer !== undefined && { pointer: clip(pointer, 100) }),
    detail: clip(detail, 500),
  }))
  return new ProblemError(status, code, clip(problem.detail ?? fallback, 500), errors)
}

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text)
