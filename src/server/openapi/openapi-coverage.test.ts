import { describe, expect, it } from 'vitest'
import { SEARCH_ADS } from '../../testing/search-fixtures'
import { expectOk, expectProblem, parametersOf, TEST_KEY, testApi } from '../../testing/test-api'
import { OpenApiDocument } from './schemas'

interface Parameter {
  name: string
  in: 'path' | 'query'
  required: boolean
}
interface DocumentedOperation {
  parameters: Parameter[]
  security?: unknown[]
}
type Paths = Record<string, Record<string, DocumentedOperation>>

/** The document as a client downloads it, without a key. */
async function servedDocument(app: Awaited<ReturnType<typeof testApi>>['app']) {
  const response = await app.request('/api/v1/openapi.json')
  return (await expectOk(response, OpenApiDocument)) as { paths: Paths }
}

/** Every endpoint the app itself serves under /api/v1, as `GET /ads/{id}`: middleware and catch-alls left out. */
function servedEndpoints(app: Awaited<ReturnType<typeof testApi>>['app']): string[] {
  const endpoints = app.routes
    .filter(
      (route) => route.path.startsWith('/api/v1/') && route.method !== 'ALL' && !route.path.includes('*'),
    )
    .map((route) => `${route.method} ${route.path.slice('/api/v1'.length).replace(/:(\w+)/g, '{$1}')}`)
  return [...new Set(endpoints)]
}

const documentedEndpoints = (paths: Paths) =>
  Object.entries(paths).flatMap(([path, item]) =>
    Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
  )

/** A path with each `{parameter}` filled in, for a request that reaches the route. */
const concrete = (path: string) => `/api/v1${path.replace(/\{\w+\}/g, 'x')}`

describe('the OpenAPI document covers the app', () => {
  it('documents every endpoint the app serves under /api/v1, and nothing it does not serve', async () => {
    const { app } = await testApi(SEARCH_ADS)
    const documented = documentedEndpoints((await servedDocument(app)).paths)
    const served = servedEndpoints(app)
    expect(served.length).toBeGreaterThan(5)
    for (const endpoint of served.filter((e) => !documented.includes(e))) {
      // The only routes left undocumented exist to refuse a method, with 405 and Allow, rather than 404.
      const [method, path] = endpoint.split(' ') as [string, string]
      const response = await app.request(concrete(path), {
        method,
        headers: { Authorization: `Bearer ${TEST_KEY}` },
      })
      expect(response.status, `${endpoint} is served but not documented`).toBe(405)
      await expectProblem(response, 405, 'method_not_allowed')
    }
    for (const endpoint of documented) expect(served, `${endpoint} is documented`).toContain(endpoint)
  })

  it('lists exactly the query parameters each endpoint takes', async () => {
    const { app, get } = await testApi(SEARCH_ADS)
    const { paths } = await servedDocument(app)
    for (const [path, item] of Object.entries(paths)) {
      const operation = item.get
      if (!operation || operation.security?.length === 0) continue
      const url = concrete(path.replace('{facet}', 'niches'))
      for (const { name } of operation.parameters.filter((p) => p.in === 'query')) {
        // Known to the endpoint: a bad value is invalid (a repeated single value, or no such list value).
        const bad = await get(`${url}?${name}=no%21such&${name}=no%21such`)
        const problem = await expectProblem(bad, 400, 'invalid_parameter')
        expect(parametersOf(problem), `${path} ${name}`).toContain(name)
      }
      // Unknown to it: refused, even next to the parameters it requires.
      const required = operation.parameters.filter((p) => p.in === 'query' && p.required)
      const given = required.map((p) => `${p.name}=a&`).join('')
      const unknown = await expectProblem(
        await get(`${url}?${given}undocumented=1`),
        400,
        'parameter_unknown',
      )
      expect(parametersOf(unknown)).toEqual(['undocumented'])
    }
  })
})

describe('access', () => {
  it('serves without a key only what it documents as open: the document, taking up a link, a shared board', async () => {
    const { app } = await testApi(SEARCH_ADS)
    const { paths } = await servedDocument(app)
    const open = Object.entries(paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.security?.length === 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    )
    expect(open.sort()).toEqual([
      'GET /openapi.json',
      'GET /shared/boards/{token}',
      'GET /shared/boards/{token}/ads',
      'POST /join',
      'POST /join/check',
    ])
    const secured = servedEndpoints(app).filter((endpoint) => !open.includes(endpoint))
    for (const endpoint of secured) {
      const [method, path] = endpoint.split(' ') as [string, string]
      const response = await app.request(concrete(path), { method })
      await expectProblem(response, 401, 'unauthorized')
      expect(response.headers.get('WWW-Authenticate')).toMatch(/^Bearer /)
    }
  })

  it('documents the bearer key and the session on every endpoint but the open ones', async () => {
    const { app } = await testApi()
    const document = await servedDocument(app)
    const { security, components } = document as unknown as {
      security: Record<string, unknown>[]
      components: { securitySchemes: Record<string, unknown> }
    }
    expect(security).toEqual([{ apiKey: [] }, { session: [] }])
    expect(components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' })
    expect(components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'cookie',
      name: 'ads.session_token',
    })
    expect(document.paths['/openapi.json']?.get?.security).toEqual([])
    // The key the scheme names works as documented.
    const response = await app.request('/api/v1/ads', { headers: { Authorization: `Bearer ${TEST_KEY}` } })
    expect(response.status).toBe(200)
  })
})
