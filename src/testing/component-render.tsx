import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import type { Me } from '../contract/me'
import type { Problem, ProblemCode } from '../contract/problem'
import { ME_QUERY_KEY } from '../lib/me-query'
import { readSearchString, writeSearchString } from '../search/search-state'

/** A signed-in member, for components that show only to people who may save or watch. */
export const MEMBER: Me = {
  person: {
    id: 'p1',
    name: 'Mia Member',
    email: 'mia@example.com',
    role: 'member',
    created_at: '2026-01-01T00:00:00.000Z',
  },
  access: 'private',
}

interface RenderOptions {
  /** The address the page starts at (default `/`). */
  path?: string
  /** Who is signed in; `null`: nobody (the `me` query is left empty). */
  me?: Me | null
}

/**
 * Renders `ui` as the app would: in a router (with the app's URL format, so `router.state.location`
 * reads as the address bar does) and a QueryClient of its own that does not retry. `ui` is shown on
 * every address, so a component that navigates stays on screen and the test reads where it went.
 */
export async function renderWithApp(ui: ReactNode, { path = '/', me = MEMBER }: RenderOptions = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  })
  if (me) client.setQueryData(ME_QUERY_KEY, me)
  const root = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  })
  const anyPage = createRoute({ getParentRoute: () => root, path: '$', component: () => null })
  const index = createRoute({ getParentRoute: () => root, path: '/', component: () => null })
  const router = createRouter({
    routeTree: root.addChildren([index, anyPage]),
    history: createMemoryHistory({ initialEntries: [path] }),
    parseSearch: readSearchString,
    stringifySearch: writeSearchString,
  })
  await router.load()
  const user = userEvent.setup()
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, user, client, router }
}

/** A JSON answer, as the server sends one. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const CODES: Record<number, ProblemCode> = { 400: 'invalid_parameter', 403: 'forbidden', 404: 'not_found' }

/** A problem-details refusal, as the server sends one. */
export const problem = (status: number, detail: string) => {
  const body: Problem = {
    type: 'about:blank',
    title: 'Refused',
    status,
    detail,
    code: CODES[status] ?? 'internal',
    errors: [],
  }
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/problem+json' },
  })
}

interface ApiCall {
  method: string
  /** Under /api/v1, without its query: `/lookup`. */
  path: string
  query: URLSearchParams
  body: unknown
}
type Answer = (call: ApiCall) => Response | Promise<Response>

/**
 * Answers the app's API calls at the fetch level, by `"METHOD /path"` (`'GET /lookup'`,
 * `'PUT /boards/b1/ads/a1'`). Returns the calls made, in order; a call with no answer is answered
 * 501 and its key is in the failure the component shows.
 */
export function answerApi(answers: Record<string, Answer>): ApiCall[] {
  const calls: ApiCall[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost')
      const method = init?.method ?? 'GET'
      const call: ApiCall = {
        method,
        path: url.pathname.replace(/^\/api\/v1/, ''),
        query: url.searchParams,
        body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      }
      calls.push(call)
      const answer = answers[`${method} ${call.path}`]
      return answer ? answer(call) : problem(501, `The test does not answer ${method} ${call.path}`)
    }),
  )
  return calls
}
