import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { expectProblem, testApi } from '../../testing/test-api'

const swaggerUi = dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))

/** The `src` and `href` of the page's scripts and stylesheets. */
function assetsOf(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map(([, attributes]) => {
    const src = /\bsrc="([^"]+)"/.exec(attributes ?? '')?.[1]
    expect(src, 'an inline script, which the CSP refuses').toBeDefined()
    return src!
  })
  const styles = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)].map(
    ([, href]) => href!,
  )
  return { scripts, styles }
}

/** One directive of a Content-Security-Policy header, as its list of sources. */
const directive = (policy: string | null, name: string) =>
  (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
    ?.slice(1)

describe('GET /api/docs', () => {
  it('serves the reference page without a key, its scripts from this origin only', async () => {
    const { app } = await testApi()
    const page = await app.request('/api/docs')
    expect(page.status).toBe(200)
    expect(page.headers.get('Content-Type')).toMatch(/^text\/html/)
    const policy = page.headers.get('Content-Security-Policy')
    expect(directive(policy, 'script-src')).toEqual(["'self'"])
    expect(directive(policy, 'connect-src')).toEqual(["'self'"])
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"])
    const { scripts, styles } = assetsOf(await page.text())
    expect(scripts.length).toBeGreaterThan(1)
    for (const url of [...scripts, ...styles]) expect(url).toMatch(/^\/api\/docs\//)
  })

  it('loads its scripts and stylesheet with their content types', async () => {
    const { app } = await testApi()
    const { scripts, styles } = assetsOf(await (await app.request('/api/docs')).text())
    for (const [urls, type] of [
      [scripts, /^text\/javascript/],
      [styles, /^text\/css/],
    ] as const) {
      for (const url of urls) {
        const response = await app.request(url)
        expect(response.status, url).toBe(200)
        expect(response.headers.get('Content-Type'), url).toMatch(type)
        expect((await response.text()).length, url).toBeGreaterThan(100)
      }
    }
  })

  it('starts swagger-ui on the document, which answers without a key', async () => {
    const { app } = await testApi()
    const script = await (await app.request('/api/docs/init.js')).text()
    expect(script).toContain('SwaggerUIBundle(')
    const url = /url: '([^']+)'/.exec(script)?.[1]
    expect(url).toBe('/api/v1/openapi.json')
    const document = await app.request(url!)
    expect(document.status).toBe(200)
    expect((await document.json()).openapi).toBe('3.1.0')
  })

  it('sends swagger-ui compressed to browsers that take it, the same bytes once inflated', async () => {
    const { app } = await testApi()
    const response = await app.request('/api/docs/swagger-ui-bundle.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(response.headers.get('Content-Encoding')).toBe('gzip')
    const inflated = gunzipSync(Buffer.from(await response.arrayBuffer()))
    expect(inflated.equals(readFileSync(join(swaggerUi, 'swagger-ui-bundle.js')))).toBe(true)
  })

  it("serves none of swagger-ui's other files, and only GET", async () => {
    const { app } = await testApi()
    for (const path of ['index.html', 'swagger-initializer.js', '..%2Fpackage.json', 'package.json']) {
      await expectProblem(await app.request(`/api/docs/${path}`), 404, 'not_found')
    }
    const posted = await app.request('/api/docs', { method: 'POST' })
    await expectProblem(posted, 405, 'method_not_allowed')
    expect(posted.headers.get('Allow')).toBe('GET, HEAD')
    await expectProblem(
      await app.request('/api/v1/openapi.json', { method: 'PUT' }),
      405,
      'method_not_allowed',
    )
  })
})
