import { type Context, Hono } from 'hono'
import { ProblemError, wrongMethod } from '../http/problem'
import { DOCS_CSP, DOCS_HTML, DOCS_SCRIPT } from '../openapi/docs-page'
import { openApiDocument } from '../openapi/document'
import { swaggerUiAssets } from './swagger-ui-assets'

/**
 * Mounted at /api, ahead of /api/v1's access check: the OpenAPI document (`/api/v1/openapi.json`)
 * and its reference page (`/api/docs`) need no key, so a client can learn the API before it has one.
 * The page's requests to the API carry the key typed into its Authorize dialog, checked as any other.
 */
export function apiDocsRoutes() {
  // Built on first use and kept: it depends only on the code, never on a request.
  let document: string | undefined
  const assets = swaggerUiAssets()
  const onlyGet = (c: Context) => {
    throw wrongMethod(c.req.method, ['GET', 'HEAD'])
  }
  return new Hono()
    .get('/v1/openapi.json', (c) => {
      document ??= JSON.stringify(openApiDocument())
      return c.body(document, 200, { 'Content-Type': 'application/json' })
    })
    .all('/v1/openapi.json', onlyGet)
    .get('/docs', (c) => c.html(DOCS_HTML, 200, { 'Content-Security-Policy': DOCS_CSP }))
    .get('/docs/init.js', (c) =>
      c.body(DOCS_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
    )
    .get('/docs/:file', (c) => {
      const file = c.req.param('file')
      if (!assets.has(file)) throw new ProblemError(404, 'not_found', 'There is no such file')
      return assets.respond(c, file)
    })
    .all('/docs/:file', onlyGet)
    .all('/docs', onlyGet)
}
