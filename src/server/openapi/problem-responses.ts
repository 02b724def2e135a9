import type { ProblemCode } from '../../contract/problem'
import { MAX_BODY_BYTES } from '../http/json-body'
import { schemaRef } from './schemas'

/**
 * The error answers, once each in `components.responses`: every one is an RFC 9457 problem
 * (`application/problem+json`) with a stable `code` (docs/architecture.md "API decisions where the
 * spec is silent", Errors).
 */
interface ProblemAnswer {
  name: string
  description: string
  codes: ProblemCode[]
  headers?: Record<string, { description: string; schema: { type: 'string' } }>
}

export const PROBLEM_ANSWERS = {
  400: {
    name: 'BadRequest',
    description: 'A parameter is invalid or unknown; `errors` names each one (`parameter` or `pointer`).',
    codes: ['invalid_parameter', 'parameter_unknown', 'invalid_cursor', 'invalid_json'],
  },
  401: {
    name: 'Unauthorized',
    description: 'No API key, or not a valid one. Send `Authorization: Bearer <key>`.',
    codes: ['unauthorized'],
    headers: { 'WWW-Authenticate': header('Bearer realm="ads", with error="invalid_token" for a wrong key') },
  },
  403: {
    name: 'Forbidden',
    description:
      "Known, but not allowed: the role or the key's scope does not permit it, it is done signed in in the app, " +
      'or a signed-in browser sent it from another site.',
    codes: ['forbidden'],
  },
  404: {
    name: 'NotFound',
    description: 'No such ad, facet, person, invitation or key.',
    codes: ['not_found'],
  },
  // No operation lists it: a documented path asked with an undocumented method answers it.
  405: {
    name: 'MethodNotAllowed',
    description: 'The path exists, but not for this method; `Allow` lists the methods it takes.',
    codes: ['method_not_allowed'],
    headers: { Allow: header('The methods this path takes, such as POST') },
  },
  409: {
    name: 'Conflict',
    description: 'It would break a rule of the team: the last admin, or an email that has an account.',
    codes: ['conflict'],
  },
  413: {
    name: 'PayloadTooLarge',
    description: `The body is over ${MAX_BODY_BYTES / 1024} KiB.`,
    codes: ['payload_too_large'],
  },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body is not sent as `Content-Type: application/json`.',
    codes: ['unsupported_media_type'],
  },
  429: {
    name: 'TooManyRequests',
    description: "Over the server's per-client rate limit (when one is set).",
    codes: ['rate_limited'],
    headers: { 'Retry-After': header('Seconds to wait before trying again') },
  },
  500: {
    name: 'InternalError',
    description: 'The server failed; the error was logged.',
    codes: ['internal'],
  },
  502: {
    name: 'BadGateway',
    description: 'Upstream mode: the remote service could not be reached, failed or answered off-contract.',
    codes: ['upstream_unavailable'],
  },
  503: {
    name: 'ServiceUnavailable',
    description:
      'The store cannot be reached (`store_unavailable`), or the server is busy with other searches or this one ' +
      'took too long (`overloaded`); try again after `Retry-After`.',
    codes: ['store_unavailable', 'overloaded'],
    headers: { 'Retry-After': header('Seconds to wait before trying again') },
  },
  504: {
    name: 'GatewayTimeout',
    description: 'Upstream mode: the remote service did not answer in time.',
    codes: ['upstream_unavailable'],
  },
  507: {
    name: 'InsufficientStorage',
    description:
      'The server has no room to write; nothing of this request was lost that the answer does not name.',
    codes: ['insufficient_storage'],
  },
} as const satisfies Record<number, ProblemAnswer>

export type ProblemStatus = keyof typeof PROBLEM_ANSWERS

function header(description: string) {
  return { description, schema: { type: 'string' as const } }
}

export const problemRef = (status: ProblemStatus) => ({
  $ref: `#/components/responses/${PROBLEM_ANSWERS[status].name}`,
})

/** `components.responses`: each problem answer with the contract's Problem schema. */
export function problemResponses() {
  const answers = Object.values(PROBLEM_ANSWERS) as ProblemAnswer[]
  return Object.fromEntries(
    answers.map(({ name, description, codes, headers }) => [
      name,
      {
        description: `${description} Codes: ${codes.join(', ')}.`,
        ...(headers && { headers }),
        content: { 'application/problem+json': { schema: schemaRef('Problem') } },
      },
    ]),
  )
}
