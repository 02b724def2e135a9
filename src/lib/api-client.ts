import type { z } from 'zod/mini'
import { Problem } from '../contract/problem'

/** A non-2xx answer from the API, with its problem details when the server sent them. */
export class ApiError extends Error {
  readonly status: number
  readonly problem: Problem | null

  constructor(status: number, problem: Problem | null, fallback: string) {
    super(problem?.detail || problem?.title || fallback)
    this.name = 'ApiError'
    this.status = status
    this.problem = problem
  }
}

interface Call<T> {
  path: string
  schema: z.ZodMiniType<T>
  signal?: AbortSignal
  /** A JSON body makes it a POST. */
  body?: unknown
}

/**
 * The one way the app reads /api/v1: same-origin with the session cookie the server set (the browser
 * never holds a key), every answer checked against the contract before the app trusts it.
 */
export async function callApi<T>({ path, schema, signal, body }: Call<T>): Promise<T> {
  const response = await fetch(`/api/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    credentials: 'same-origin',
    signal: signal ?? null,
  })
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const problem = Problem.safeParse(json)
    throw new ApiError(response.status, problem.success ? problem.data : null, `HTTP ${response.status}`)
  }
  return schema.parse(json)
}
