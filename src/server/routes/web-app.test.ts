import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { expectProblem, TEST_KEY, testApi } from '../../testing/test-api'

const withKey = { Authorization: `Bearer ${TEST_KEY}` }

import { preferredEncoding } from './compressed-assets'

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-3f2a.js"></script></head></html>'

/** A script big enough to be worth compressing. */
const BIG_SCRIPT = `export const ads = [${Array.from({ length: 400 }, (_, i) => `"ad ${i}"`).join(',')}]\n`

async function builtApp() {
  const root = mkdtempSync(join(tmpdir(), 'ads-web-'))
  const distDir = join(root, 'dist')
  const clipsDir = join(root, 'clips')
  mkdirSync(join(distDir, 'assets'), { recursive: true })
  mkdirSync(clipsDir)
  writeFileSync(join(distDir, 'index.html'), INDEX)
  writeFileSync(join(distDir, 'assets', 'app-3f2a.js'), 'console.log(1)')
  writeFileSync(join(distDir, 'assets', 'big-9c1e.js'), BIG_SCRIPT)
  // Outside dist: no path may reach it.
  writeFileSync(join(root, 'secret.js'), BIG_SCRIPT)
  writeFileSync(join(distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
  writeFileSync(join(clipsDir, 'run.mp4'), Buffer.from(Array.from({ length: 100 }, (_, i) => i)))
  return { distDir, ...(await testApi([], { distDir, clipsDir })) }
}

describe('the web app', () => {
  it('serves the app HTML at / and at every client-side route, with the security headers', async () => {
    const { app } = await builtApp()
    for (const path of ['/', '/index.html', '/search', '/ads/meta_1', '/ads/meta.1?q=shoes']) {
      const response = await app.request(path)
      expect(response.status, path).toBe(200)
      const html = await response.text()
      // The search screen's HTML also carries its first page of results (first-page.test.ts).
      if (path === '/')
        expect(html).toMatch(/^<!doctype html><html><head><script type="module".*<\/head><\/html>$/)
      else expect(html).toBe(INDEX)
      expect(response.headers.get('Content-Type')).toMatch(/^text\/html/)
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      const csp = response.headers.get('Content-Security-Policy')
      for (const directive of [
        "default-src 'self'",
        "script-src 'self'",
        "frame-ancestors 'none'",
        "object-src 'none'",
      ]) {
        expect(csp).toContain(directive)
      }
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
      expect(response.headers.get('Referrer-Policy')).toBe('no-referrer')
      expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('same-origin')
    }
  })

  it("names a route's own code in the HTML of its addresses, from the build's manifest", async () => {
    const { app, distDir } = await builtApp()
    mkdirSync(join(distDir, '.vite'))
    const manifest = {
      'index.html': { file: 'assets/app-3f2a.js', isEntry: true },
      'src/routes/advertisers.$advertiserId.tsx?tsr-split=component': { file: 'assets/advertiser-77aa.js' },
    }
    writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify(manifest))

    const advertiser = await (await app.request('/advertisers/meta_1')).text()
    expect(advertiser).toContain('<link rel="modulepreload" crossorigin href="/assets/advertiser-77aa.js">')
    expect(await (await app.request('/ads/meta_1')).text()).toBe(INDEX)
    // A damaged manifest costs the preloads, never the page.
    writeFileSync(join(distDir, '.vite', 'manifest.json'), '{')
    expect(await (await app.request('/advertisers/meta_1')).text()).toBe(INDEX)
  })

  it('caches hashed assets for a year and other files briefly', async () => {
    const { app } = await builtApp()
    const script = await app.request('/assets/app-3f2a.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(script.headers.get('Content-Type')).toMatch(/javascript/)
    expect((await app.request('/favicon.svg')).headers.get('Cache-Control')).toBe('public, max-age=300')
  })

  it('answers a missing file with 404, never with the app HTML', async () => {
    const { app } = await builtApp()
    for (const path of ['/assets/gone-1234.js', '/media/clips/none.mp4', '/robots.txt']) {
      await expectProblem(await app.request(path, { headers: withKey }), 404, 'not_found')
    }
  })

  it('serves clips with range requests so that video can seek', async () => {
    const { app } = await builtApp()
    const whole = await app.request('/media/clips/run.mp4', { headers: withKey })
    expect(whole.status).toBe(200)
    expect(whole.headers.get('Content-Type')).toBe('video/mp4')
    expect(whole.headers.get('Accept-Ranges')).toBe('bytes')
    expect(whole.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin')
    const part = await app.request('/media/clips/run.mp4', { headers: { ...withKey, Range: 'bytes=10-19' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Range')).toBe('bytes 10-19/100')
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
    const beyond = await app.request('/media/clips/run.mp4', { headers: { ...withKey, Range: 'bytes=200-' } })
    expect(beyond.status).toBe(416)
  })

  it('says to build the app when dist is missing', async () => {
    const { app } = await testApi()
    const response = await app.request('/')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('npm run build')
  })

  it('answers other methods than GET with 405', async () => {
    const { app } = await builtApp()
    const response = await app.request('/search', { method: 'POST' })
    expect(response.headers.get('Allow')).toBe('GET, HEAD')
    await expectProblem(response, 405, 'method_not_allowed')
  })
})

describe('compressed app assets', () => {
  const scriptPath = '/assets/big-9c1e.js'

  it('sends scripts brotli-compressed when the browser takes br, gzip when only gzip', async () => {
    const { app } = await builtApp()
    const br = await app.request(scriptPath, { headers: { 'Accept-Encoding': 'gzip, deflate, br, zstd' } })
    expect(br.status).toBe(200)
    expect(br.headers.get('Content-Encoding')).toBe('br')
    expect(br.headers.get('Vary')).toBe('Accept-Encoding')
    expect(br.headers.get('Content-Type')).toMatch(/javascript/)
    expect(br.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
    expect(br.headers.get('X-Content-Type-Options')).toBe('nosniff')
    const brBody = Buffer.from(await br.arrayBuffer())
    expect(brBody.length).toBeLessThan(BIG_SCRIPT.length / 3)
    expect(Number(br.headers.get('Content-Length'))).toBe(brBody.length)
    expect(brotliDecompressSync(brBody).toString()).toBe(BIG_SCRIPT)

    const gz = await app.request(scriptPath, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers.get('Content-Encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(BIG_SCRIPT)
  })

  it('sends the file as it is without an accepted encoding, for a range, or when it is tiny', async () => {
    const { app } = await builtApp()
    const refusals: Record<string, string>[] = [
      {},
      { 'Accept-Encoding': 'identity' },
      { 'Accept-Encoding': 'br;q=0, gzip;q=0' },
    ]
    for (const headers of refusals) {
      const plain = await app.request(scriptPath, { headers })
      expect(plain.headers.get('Content-Encoding')).toBeNull()
      expect(await plain.text()).toBe(BIG_SCRIPT)
    }
    const part = await app.request(scriptPath, { headers: { 'Accept-Encoding': 'br', Range: 'bytes=0-9' } })
    expect(part.status).toBe(206)
    expect(part.headers.get('Content-Encoding')).toBeNull()
    const tiny = await app.request('/assets/app-3f2a.js', { headers: { 'Accept-Encoding': 'br' } })
    expect(tiny.headers.get('Content-Encoding')).toBeNull()
    expect(await tiny.text()).toBe('console.log(1)')
  })

  it('follows a rebuilt file rather than serving its old compressed bytes', async () => {
    const { app, distDir } = await builtApp()
    const first = await app.request(scriptPath, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gunzipSync(Buffer.from(await first.arrayBuffer())).toString()).toBe(BIG_SCRIPT)
    const rebuilt = `${BIG_SCRIPT}export const more = true // ${'x'.repeat(100)}\n`
    writeFileSync(join(distDir, 'assets', 'big-9c1e.js'), rebuilt)
    const second = await app.request(scriptPath, { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gunzipSync(Buffer.from(await second.arrayBuffer())).toString()).toBe(rebuilt)
  })

  it('never reaches outside the built app', async () => {
    const { app } = await builtApp()
    for (const path of ['/%2e%2e/secret.js', '/assets/%2e%2e/%2e%2e/secret.js', '/..%2fsecret.js']) {
      const response = await app.request(path, { headers: { 'Accept-Encoding': 'br' } })
      expect(response.status, path).toBe(404)
    }
  })

  it('reads Accept-Encoding weights', () => {
    expect(preferredEncoding('gzip, br')).toBe('br')
    expect(preferredEncoding('br;q=0.5, gzip')).toBe('gzip')
    expect(preferredEncoding('BR;Q=1, GZIP;q=0.8')).toBe('br')
    expect(preferredEncoding('*')).toBe('br')
    expect(preferredEncoding('*;q=0, gzip')).toBe('gzip')
    expect(preferredEncoding('deflate')).toBeNull()
    expect(preferredEncoding('')).toBeNull()
    expect(preferredEncoding(undefined)).toBeNull()
  })
})

describe('generated ad images', () => {
  it('draws /media/images/<n>.svg for the team, cached for good by the browser alone', async () => {
    const { app } = await testApi()
    await expectProblem(await app.request('/media/images/42.svg'), 401, 'unauthorized')
    const response = await app.request('/media/images/42.svg', { headers: withKey })
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml')
    expect(response.headers.get('Cache-Control')).toBe('private, max-age=31536000, immutable')
    expect(response.headers.get('Cross-Origin-Resource-Policy')).toBe('cross-origin')
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(await response.text()).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    expect(await (await app.request('/media/images/0.svg', { headers: withKey })).text()).toMatch(/<svg/)
  })

  it('answers 404 for anything but a non-negative whole number', async () => {
    const { app } = await testApi()
    for (const name of [
      '-1.svg',
      '1.5.svg',
      'abc.svg',
      '01.svg',
      '1.png',
      '1',
      '9999999999.svg',
      '1.svg.svg',
    ]) {
      await expectProblem(await app.request(`/media/images/${name}`, { headers: withKey }), 404, 'not_found')
    }
  })
})

describe('unknown API paths and methods', () => {
  it('answers 404 under /api and 405 with Allow for a known path', async () => {
    const api = await testApi()
    await expectProblem(await api.get('/api/v1/nothing'), 404, 'not_found')
    await expectProblem(await api.get('/api/v2/ads'), 404, 'not_found')
    await expectProblem(await api.get('/api'), 404, 'not_found')
    const put = await api.app.request('/api/v1/ads', {
      method: 'PUT',
      headers: { Authorization: 'Bearer second-key' },
    })
    expect(put.headers.get('Allow')).toBe('GET, HEAD')
    expect(put.headers.get('Cache-Control')).toBe('no-store')
    await expectProblem(put, 405, 'method_not_allowed')
    const get = await api.app.request('/api/v1/tiktok/ads', {
      method: 'DELETE',
      headers: { Authorization: 'Bearer second-key' },
    })
    await expectProblem(get, 405, 'method_not_allowed')
    const query = await api.app.request('/api/v1/ads/query', {
      method: 'PUT',
      headers: { Authorization: 'Bearer second-key' },
    })
    expect(query.headers.get('Allow')).toContain('POST')
    await expectProblem(query, 405, 'method_not_allowed')
    const getQuery = await api.app.request('/api/v1/ads/query', {
      headers: { Authorization: 'Bearer second-key' },
    })
    expect(getQuery.headers.get('Allow')).toBe('POST')
    await expectProblem(getQuery, 405, 'method_not_allowed')
  })
})
