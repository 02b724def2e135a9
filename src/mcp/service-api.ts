import { z } from 'zod/mini'
import { Problem } from '../contract/problem'
import { parseJsonOrUndefined } from '../search/parse-json'

/**
 * How the tools reach the Ad Search Service: a fetch of an `/api/v1/...` path. The tools never touch
 * a store, so they behave the same whether /api/v1 answers from the local index or forwards upstream.
 */
export type ApiFetch = (path: string, init?: RequestInit) => Promise<Response>

/** A failure whose message is fit for the agent to read: the problem's detail, never a stack or SQL. */
export class ServiceError extends Error {}

/** GETs or POSTs to the API and parses the answer with the contract, or throws a ServiceError. */
export async function requestJson<T extends z.core.$ZodType>(
  api: ApiFetch,
  path: string,
  schema: T,
  init?: RequestInit,
): Promise<z.output<T>> {
  const response = await api(path, init)
  const text = await response.text()
  if (!response.ok) throw new ServiceError(failureMessage(response, text))
  const parsed = z.safeParse(schema, parseJsonOrUndefined(text))
  if (!parsed.success) {
    console.error(`[mcp] ${path} answered off-contract:`, z.prettifyError(parsed.error))
    throw new ServiceError('The Ad Search service answered with data that does not match its API contract')
  }
  return parsed.data
}

/** The problem's detail and each parameter at fault, one per line, as the API reported them. */
function failureMessage(response: Response, text: string): string {
  const problem = Problem.safeParse(parseJsonOrUndefined(text))
  if (!problem.success) return `The Ad Search service answered HTTP ${response.status}`
  const { detail, errors } = problem.data
  const lines = errors
    .filter((error) => error.detail !== detail)
    .map((error) => `- ${error.parameter ?? error.pointer ?? 'request'}: ${error.detail}`)
  return [detail, ...lines].join('\n')
}

/** A fetch of the whole app: a Hono app's `request`, or anything that answers a Request. */
export type AppFetch = (request: Request) => Response | Promise<Response>

/**
 * The API as answered by an app at `origin` (which the ads' links are made absolute against),
 * with `authorization` on every request, so the API's own access checks and rate limits apply.
 */
export function appApi(app: AppFetch, origin: string, authorization: string): ApiFetch {
  return async (path, init) => {
    const headers = new Headers(init?.headers)
    headers.set('Authorization', authorization)
    return app(new Request(new URL(path, origin), { ...init, headers }))
  }
}
