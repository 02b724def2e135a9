import type { Context } from 'hono'
import type { ProblemCode, ProblemDetailItem } from '../../contract/problem'
import type { ParameterIssue } from '../../contract/search-request'

const TITLES: Record<ProblemCode, string> = {
  invalid_parameter: 'Invalid parameter',
  parameter_unknown: 'Unknown parameter',
  invalid_cursor: 'Invalid cursor',
  invalid_json: 'Invalid JSON body',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  not_found: 'Not found',
  method_not_allowed: 'Method not allowed',
  conflict: 'Conflict',
  payload_too_large: 'Payload too large',
  unsupported_media_type: 'Unsupported media type',
  rate_limited: 'Too many requests',
  upstream_unavailable: 'Upstream unavailable',
  not_ready: 'Not ready',
  store_unavailable: 'Store unavailable',
  overloaded: 'Server busy',
  insufficient_storage: 'Insufficient storage',
  internal: 'Internal server error',
}

/** Thrown anywhere in a request; the app's one onError turns it into an RFC 9457 response. */
export class ProblemError extends Error {
  /** RFC 9457 extension members, written beside the standard ones (an import's report, say). */
  extensions: Record<string, unknown> = {}

  constructor(
    readonly status: number,
    readonly code: ProblemCode,
    readonly detail: string,
    readonly errors: ProblemDetailItem[] = [],
    readonly headers: Record<string, string> = {},
  ) {
    super(detail)
  }
}

export function problemResponse(c: Context, problem: ProblemError): Response {
  const body = {
    ...problem.extensions,
    type: `https://adsearch.dev/problems/${problem.code}`,
    title: TITLES[problem.code],
    status: problem.status,
    detail: problem.detail,
    code: problem.code,
    errors: problem.errors,
  }
  return c.body(JSON.stringify(body), problem.status as 400, {
    ...problem.headers,
    'Content-Type': 'application/problem+json',
  })
}

/** 400 naming every parameter at fault; `parameter_unknown` only when nothing else is wrong. */
export function parameterProblem(issues: ParameterIssue[]): ProblemError {
  const allUnknown = issues.every((issue) => issue.unknown)
  const names = [...new Set(issues.map((issue) => issue.parameter))].join(', ')
  return new ProblemError(
    400,
    allUnknown ? 'parameter_unknown' : 'invalid_parameter',
    allUnknown ? `Unknown parameter: ${names}` : `Invalid parameter: ${names}`,
    issues.map(({ parameter, detail }) => ({ parameter, detail })),
  )
}

/** `reason`: why a genuine cursor of this search cannot go on (its traversal is too old, say). */
export const invalidCursor = (reason?: string) =>
  new ProblemError(
    400,
    'invalid_cursor',
    reason
      ? `The cursor cannot go on: ${reason}`
      : 'The cursor is not a next_cursor of this search; start again without it',
    [{ parameter: 'cursor', detail: reason ?? 'not a next_cursor of this search, sort and endpoint' }],
  )

export const noEndpoint = (path: string) =>
  new ProblemError(404, 'not_found', `There is no endpoint at ${path.slice(0, 200)}`)

export const wrongMethod = (method: string, allowed: readonly string[]) =>
  new ProblemError(
    405,
    'method_not_allowed',
    `${method} is not allowed here; use ${allowed.join(' or ')}`,
    [],
    {
      Allow: allowed.join(', '),
    },
  )
