import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { Board } from '../../contract/boards'
import { Problem } from '../../contract/problem'
import { SEARCH_ADS } from '../../testing/search-fixtures'
import { expectProblem, parametersOf, testApi } from '../../testing/test-api'
import { GOOD_PASSWORD, postJson, signedIn, withSession } from '../../testing/test-team'

const PATHS = [
  '/api/v1/ads',
  '/api/v1/tiktok/ads',
  '/api/v1/lookup',
  '/api/v1/facets/niches',
  '/api/v1/facets/shop-apps',
]
const NAMES = [
  'query',
  'formats',
  'platforms',
  'countries',
  'active',
  'limit',
  'cursor',
  'sort',
  'q',
  'search',
  'x',
]

/**
 * Raw query-string text, including broken percent-encoding, lone `&` and `=`, non-ASCII, NUL
 * characters (`%00`) and blanks (`%20`, `+`).
 */
const rawText = fc.oneof(
  fc.stringMatching(/^[\w%&=,+.\-~!*'()\u00e9\u4e2d]{0,40}$/),
  fc
    .array(fc.constantFrom('%00', '%20', '+', 'a', '%', '0', '.csv'), { maxLength: 6 })
    .map((parts) => parts.join('')),
)
/** Paths that take an id, for ids of any text (the table below takes every route, with two). */
const WITH_ID = [
  '/api/v1/ads/',
  '/api/v1/facets/',
  '/api/v1/advertisers/',
  '/api/v1/shared/boards/',
  '/api/v1/boards/',
  '/api/v1/saved-searches/',
  '/api/v1/follows/',
  '/api/v1/exports/advertisers/',
]

describe('any request', () => {
  it('gets a 2xx or a 4xx problem, never a 5xx', async () => {
    const api = await testApi(SEARCH_ADS)
    const request = fc.record({
      path: fc.oneof(
        fc.constantFrom(...PATHS),
        fc.tuple(fc.constantFrom(...WITH_ID), rawText).map(([path, text]) => `${path}${text}`),
      ),
      pairs: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...NAMES), rawText), rawText), { maxLength: 5 }),
      tail: rawText,
    })
    await fc.assert(
      fc.asyncProperty(request, async ({ path, pairs, tail }) => {
        const query = [...pairs.map(([name, value]) => `${name}=${value}`), tail].join('&')
        const response = await api.get(`${path}?${query}`)
        expect(response.status).toBeLessThan(500)
        if (response.status >= 400) Problem.parse(await response.json())
      }),
      { numRuns: 300 },
    )
  })

  it('gets a 2xx or a 4xx problem for any JSON body', async () => {
    const api = await testApi(SEARCH_ADS)
    // Strings and keys with NUL characters anywhere in them, as `\u0000` in the JSON.
    const withNul = fc.jsonValue().map(nulInEveryString)
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.dictionary(fc.constantFrom(...NAMES), fc.jsonValue()),
          fc.dictionary(fc.constantFrom(...NAMES), withNul),
        ),
        async (body) => {
          const response = await api.post('/api/v1/ads/query', JSON.stringify(body))
          expect(response.status).toBeLessThan(500)
          if (response.status >= 400) Problem.parse(await response.json())
        },
      ),
      { numRuns: 300 },
    )
  })

  it('survives deeply nested JSON', async () => {
    const api = await testApi(SEARCH_ADS)
    const deep = `{"query":${'['.repeat(30_000)}${']'.repeat(30_000)}}`
    expect((await api.post('/api/v1/ads/query', deep)).status).toBe(400)
  })
})

type Api = Awaited<ReturnType<typeof testApi>>

/** The value with a NUL character at the end of each of its strings and keys. */
function nulInEveryString(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000`
  if (Array.isArray(value)) return value.map(nulInEveryString)
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [`${key}\u0000`, nulInEveryString(item)]),
  )
}

/** Every route the app serves with a path parameter, as Hono holds it (`/api/v1/boards/:id/ads/:adId`). */
function routesWithParameters(api: Api) {
  const seen = new Set<string>()
  return api.app.routes.filter((route) => {
    const key = `${route.method} ${route.path}`
    if (route.method === 'ALL' || !route.path.includes('/:') || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** A request as a signed-in admin's page makes it: past every role check, to the route itself. */
function asAdmin(api: Api, cookie: string, method: string, path: string) {
  const body = method === 'GET' || method === 'DELETE' ? {} : { body: '{}' }
  return withSession(api.app, path, cookie, {
    method,
    ...body,
    headers: { 'Content-Type': 'application/json' },
  })
}

describe('a NUL character or a blank in a path parameter', () => {
  it('is a 400 naming the parameter, on every route there is (%00), and never a 5xx (%20)', async () => {
    const api = await testApi(SEARCH_ADS)
    const { cookie } = await signedIn(api.app, api.team, 'admin')
    const routes = routesWithParameters(api)
    expect(routes.length).toBeGreaterThan(30)
    for (const { method, path } of routes) {
      const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]!)
      for (const name of names) {
        const asked = (value: string) => path.replace(/:(\w+)/g, (_, other) => (other === name ? value : 'x'))
        const nul = await asAdmin(api, cookie, method, asked('a%00b'))
        const problem = await expectProblem(nul, 400, 'invalid_parameter')
        expect(parametersOf(problem), `${method} ${path}`).toEqual([name])
        const blank = await asAdmin(api, cookie, method, asked('%20'))
        expect(blank.status, `${method} ${asked('%20')}`).toBeLessThan(500)
        if (blank.status >= 400) Problem.parse(await blank.json())
      }
    }
  })

  it('is a 400 without signing in where no sign-in is needed, and before it elsewhere', async () => {
    const api = await testApi(SEARCH_ADS)
    for (const path of ['/api/v1/shared/boards/%00', '/api/v1/shared/boards/%00/ads', '/api/v1/ads/%00']) {
      const problem = await expectProblem(await api.app.request(path), 400, 'invalid_parameter')
      expect(parametersOf(problem)).toEqual([path.includes('shared') ? 'token' : 'id'])
    }
    expect((await api.app.request('/api/v1/shared/boards/%20')).status).toBe(404)
  })
})

describe('a NUL character in a query parameter', () => {
  it('is a 400 naming it, in its value or its name, on every route', async () => {
    const api = await testApi(SEARCH_ADS)
    const paths = [
      '/api/v1/ads',
      '/api/v1/ads/query',
      '/api/v1/lookup',
      '/api/v1/me',
      '/mcp',
      '/media/images/1.svg',
    ]
    for (const path of [
      ...paths,
      ...routesWithParameters(api).map((route) => route.path.replace(/:\w+/g, 'x')),
    ]) {
      for (const [query, name] of [
        ['query=%00', 'query'],
        ['q=a%00', 'q'],
        ['na%00me=1', 'na\u0000me'],
      ] as const) {
        const problem = await expectProblem(await api.get(`${path}?${query}`), 400, 'invalid_parameter')
        expect(parametersOf(problem), `${path}?${query}`).toEqual([name])
      }
    }
  })

  it('__proto__ and the other names of every object are unknown, as any other name', async () => {
    const api = await testApi(SEARCH_ADS)
    for (const path of ['/api/v1/ads', '/api/v1/tiktok/ads', '/api/v1/facets/niches', '/api/v1/lookup?q=a']) {
      for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf']) {
        const problem = await expectProblem(
          await api.get(`${path}${path.includes('?') ? '&' : '?'}${name}=1`),
          400,
          'parameter_unknown',
        )
        expect(parametersOf(problem), `${path} ${name}`).toEqual([name])
      }
    }
    const body = await api.post('/api/v1/ads/query', '{"__proto__": {"limit": 1}}')
    expect(parametersOf(await expectProblem(body, 400, 'parameter_unknown'))).toEqual(['__proto__'])
  })
})

describe('a NUL character in a JSON body', () => {
  it("is a 400 naming the field, in every team input (and the team's keys in it)", async () => {
    const api = await testApi(SEARCH_ADS)
    const admin = await signedIn(api.app, api.team, 'admin')
    const made = await postJson(api.app, '/api/v1/boards', { name: 'Hooks' }, admin.cookie)
    const board = Board.parse(await made.json())
    const saved = await withSession(api.app, `/api/v1/boards/${board.id}/ads/meta_1`, admin.cookie, {
      method: 'PUT',
    })
    expect(saved.status).toBe(200)
    const search = await postJson(api.app, '/api/v1/saved-searches', { name: 'S', search: {} }, admin.cookie)
    const {
      data: { id: searchId },
    } = (await search.json()) as { data: { id: string } }
    const nul = '\u0000'
    const inputs: [string, string, object, string][] = [
      ['POST', '/api/v1/boards', { name: `Board${nul}` }, 'name'],
      ['PATCH', `/api/v1/boards/${board.id}`, { name: `Board${nul}` }, 'name'],
      ['PATCH', `/api/v1/boards/${board.id}/ads/meta_1`, { note: `Note${nul}` }, 'note'],
      ['PATCH', `/api/v1/boards/${board.id}/ads/meta_1`, { tags: ['ok', `tag${nul}`] }, 'tags.1'],
      ['POST', '/api/v1/saved-searches', { name: `Search${nul}`, search: {} }, 'name'],
      [
        'POST',
        '/api/v1/saved-searches',
        { name: 'Search', search: { query: `shoes${nul}` } },
        'search.query',
      ],
      ['PATCH', `/api/v1/saved-searches/${searchId}`, { name: `Search${nul}` }, 'name'],
      ['POST', '/api/v1/saved-ads/lookup', { ad_ids: [`meta_1${nul}`] }, 'ad_ids.0'],
      ['POST', '/api/v1/keys', { label: `Key${nul}` }, 'label'],
      ['POST', '/api/v1/invitations', { role: `member${nul}` }, 'role'],
      ['PATCH', `/api/v1/people/${admin.person.id}`, { role: `admin${nul}` }, 'role'],
      ['POST', '/api/v1/ads/query', { query: `shoes${nul}` }, 'query'],
      ['POST', '/api/v1/boards', { [`na${nul}me`]: 'Board' }, `na${nul}me`],
      [
        'POST',
        '/api/auth/change-password',
        { currentPassword: GOOD_PASSWORD, newPassword: `${GOOD_PASSWORD}${nul}` },
        'newPassword',
      ],
    ]
    for (const [method, path, body, field] of inputs) {
      const response = await postJson(api.app, path, body, admin.cookie, method)
      const problem = await expectProblem(response, 400, 'invalid_parameter')
      expect(parametersOf(problem), `${method} ${path}`).toEqual([field])
    }
  })

  it('is a 400 naming the field where no one is signed in: joining, signing in, a new password', async () => {
    const api = await testApi(SEARCH_ADS)
    const inputs: [string, object, string][] = [
      ['/api/v1/join/check', { token: 'abc\u0000' }, 'token'],
      [
        '/api/v1/join',
        { token: 'abc', name: 'Ana\u0000', email: 'ana@example.com', password: GOOD_PASSWORD },
        'name',
      ],
      [
        '/api/v1/join',
        { token: 'abc', name: 'Ana', email: 'ana\u0000@example.com', password: GOOD_PASSWORD },
        'email',
      ],
      ['/api/auth/sign-in/email', { email: 'ana\u0000@example.com', password: GOOD_PASSWORD }, 'email'],
      [
        '/api/auth/sign-in/email',
        { email: 'ana@example.com', password: `${GOOD_PASSWORD}\u0000` },
        'password',
      ],
      ['/api/auth/reset-password', { token: 'abc\u0000', newPassword: GOOD_PASSWORD }, 'token'],
    ]
    for (const [path, body, field] of inputs) {
      const response = await postJson(api.app, path, body)
      expect(parametersOf(await expectProblem(response, 400, 'invalid_parameter')), path).toEqual([field])
    }
  })
})
