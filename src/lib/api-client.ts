import type { z } from 'zod/mini'
import { Problem } from '../contract/problem'

/** The two APIs the app calls: the service (`/api/v1`) and the accounts' (`/api/auth`). */
export type ApiBase = '/api/v1' | '/api/auth'

/** A non-2xx answer from the API, with its problem details when the server sent them. */
export class ApiError extends Error {
  readonly status: number
  readonly problem: Problem | null
  /** Which API answered: a 401 from `/api/v1` means "sign in"; from `/api/auth` it is a wrong password. */
  readonly api: ApiBase

  constructor(status: number, problem: Problem | null, fallback: string, api: ApiBase = '/api/v1') {
    super(problem?.detail || problem?.title || fallback)
    this.name = 'ApiError'
    this.status = status
    this.problem = problem
    this.api = api
  }

  /** What the problem says about one field of the body (`email`, `password`), if it names it. */
  detailFor(parameter: string): string | undefined {
    return this.problem?.errors.find((item) => item.parameter === parameter)?.detail
  }
}

/** True for the answer that means nobody is signed in: a 401 from `/api/v1`. */
export function isSignInNeeded(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 401 && error.api === '/api/v1'
}

/** A message for any failure: the problem's detail, or what went wrong with the connection. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message
  if (error instanceof TypeError)
    return 'The server could not be reached. Check the connection and try again.'
  return error instanceof Error ? error.message : 'Something went wrong'
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

interface BaseCall {
  path: string
  signal?: AbortSignal
  /** A JSON body; without `method` it makes the call a POST. */
  body?: unknown
  /** Default: GET, or POST when there is a body. */
  method?: Method
}

interface Call<T> extends BaseCall {
  schema: z.ZodMiniType<T>
}

/**
 * The one way the app reads /api/v1: same-origin with the session cookie the server set (the browser
 * never holds a key), every answer checked against the contract before the app trusts it. Without a
 * schema the answer is not read (a 204 to a DELETE).
 */
export function callApi<T>(call: Call<T>): Promise<T>
export function callApi(call: BaseCall): Promise<void>
export async function callApi<T>(call: BaseCall & { schema?: z.ZodMiniType<T> }): Promise<T | undefined> {
  const response = await send('/api/v1', call)
  if (!call.schema) return undefined
  return call.schema.parse(await response.json().catch(() => null))
}

/**
 * A POST to better-auth's endpoints at `/api/auth` (sign in, sign out, passwords). Our server answers
 * them with 204 and the session cookie, never with a body, and with problem details when refused.
 */
export async function callAuth(path: string, body: unknown = {}, signal?: AbortSignal): Promise<void> {
  await send('/api/auth', { path, body, method: 'POST', ...(signal && { signal }) })
}

async function send(base: ApiBase, { path, signal, body, method }: BaseCall): Promise<Response> {
  const hasBody = body !== undefined
  const response = await fetch(`${base}${path}`, {
    method: method ?? (hasBody ? 'POST' : 'GET'),
    headers: {
      accept: 'application/json',
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    },
    ...(hasBody ? { body: JSON.stringify(body) } : {}),
    credentials: 'same-origin',
    signal: signal ?? null,
  })
  if (!response.ok) {
    const json: unknown = await response.json().catch(() => null)
    const problem = Problem.safeParse(json)
    throw new ApiError(
      response.status,
      problem.success ? problem.data : null,
      `HTTP ${response.status}`,
      base,
    )
  }
  return response
}
