import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { type Ad, AdList } from '../../contract/ad'
import { FIRST_PAGE_ID } from '../../search/first-page'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, testApi } from '../../testing/test-api'
import { signedIn } from '../../testing/test-team'
import type { AppConfig } from '../config'
import { withFirstPage } from './first-page'

const INDEX =
  '<!doctype html><html><head><title>Ad Search</title></head><body><div id="root"></div></body></html>'

/** The app, asked by a browser whose person is signed in (the page is asked for as they would ask). */
async function appWith(ads: Ad[], config: Partial<AppConfig> = {}) {
  const distDir = join(mkdtempSync(join(tmpdir(), 'ads-first-page-')), 'dist')
  mkdirSync(distDir)
  writeFileSync(join(distDir, 'index.html'), INDEX)
  const api = await testApi(ads, { distDir, ...config })
  const { cookie } = await signedIn(api.app, api.team, 'viewer')
  const app = {
    request: (path: string, init: RequestInit = {}) =>
      api.app.request(path, { ...init, headers: { Cookie: cookie, ...init.headers } }),
  }
  return { ...api, app, anonymous: api.app }
}

/** The data block's text and what it parses to, or null when the HTML has none. */
function firstPageOf(html: string): { text: string; value: { request: unknown; page: AdList } } | null {
  const match = new RegExp(`<script type="application/json" id="${FIRST_PAGE_ID}">(.*?)</script>`, 's').exec(
    html,
  )
  if (!match?.[1]) return null
  return { text: match[1], value: JSON.parse(match[1]) }
}

/** The HTML without its block of who is signed in. */
const withoutMe = (html: string) =>
  html.replace(/<script type="application\/json" id="me">.*?<\/script>/s, '')

const ids = (page: AdList) => page.data.map((ad) => ad.id)

const ADS = [
  makeAd({ id: 'meta_1', started_at: '2025-05-01T00:00:00.000Z', headline: 'Trail running shoes' }),
  makeAd({ id: 'meta_2', started_at: '2025-05-02T00:00:00.000Z', headline: 'Coffee beans' }),
  makeAd({
    id: 'tiktok_3',
    platforms: ['tiktok'],
    started_at: '2025-05-03T00:00:00.000Z',
    headline: 'Running socks',
    advertiser: { id: 'tiktok_adv_sox', name: 'Sox' },
  }),
]

describe('the first page of results in the HTML', () => {
  it('is what the API answers for the search in the address', async () => {
    const { app, post } = await appWith(ADS)
    const html = await (await app.request('/?q=running&sort=oldest')).text()
    const embedded = firstPageOf(html)
    expect(embedded?.value.request).toEqual({ scope: 'all', body: { query: 'running', sort: 'oldest' } })
    const answer = await expectOk(
      await post('/api/v1/ads/query', { query: 'running', sort: 'oldest', limit: 30 }),
      AdList,
    )
    expect(embedded?.value.page).toEqual(answer)
    expect(ids(answer)).toEqual(['meta_1', 'tiktok_3'])
  })

  it('is left out for a visitor who is not signed in, and given to one in public mode', async () => {
    const { anonymous } = await appWith(ADS)
    const html = await (await anonymous.request('/?q=running')).text()
    expect(html).toBe(INDEX)
    const open = await appWith(ADS, { access: 'public' })
    expect(
      firstPageOf(await (await open.anonymous.request('/?q=running')).text())?.value.page.data,
    ).toHaveLength(2)
  })

  it('follows the screen: TikTok only on /tiktok, one advertiser on /advertisers/<id>', async () => {
    const { app } = await appWith(ADS)
    const tiktok = firstPageOf(await (await app.request('/tiktok')).text())
    expect(tiktok?.value.request).toMatchObject({ scope: 'tiktok' })
    expect(ids(tiktok!.value.page)).toEqual(['tiktok_3'])
    const advertiser = firstPageOf(await (await app.request('/advertisers/tiktok_adv_sox?q=socks')).text())
    expect(advertiser?.value.request).toEqual({
      scope: 'all',
      body: { query: 'socks', advertiser_id: 'tiktok_adv_sox', sort: 'most_relevant' },
    })
    expect(ids(advertiser!.value.page)).toEqual(['tiktok_3'])
  })

  it('leaves out what a pasted link gets wrong, as the app does, and still sends the page', async () => {
    const { app } = await appWith(ADS)
    const embedded = firstPageOf(await (await app.request('/?formats=hologram&sort=sideways')).text())
    expect(embedded?.value.request).toEqual({ scope: 'all', body: { sort: 'newest' } })
    expect(ids(embedded!.value.page)).toEqual(['tiktok_3', 'meta_2', 'meta_1'])
  })

  it('is not sent with screens that open on no list', async () => {
    const { app } = await appWith(ADS)
    for (const path of ['/ads/meta_1', '/nowhere', '/advertisers/a/b', '/advertisers/%E0%A4%A']) {
      // Only who is signed in comes with them (embedded-me.test.ts).
      expect(withoutMe(await (await app.request(path)).text()), path).toBe(INDEX)
    }
  })

  it('keeps hostile ad text inert: nothing in it can end the data block', async () => {
    // `$&` and `$'` would be replacement patterns to a string replace: the HTML would be spliced in.
    const hostile = "</script><script>alert(1)</script><!-- \u2028 $& $'"

    const { app } = await appWith([
      makeAd({ id: 'meta_9', headline: hostile, body: `<img src=x onerror=alert(1)>` }),
    ])
    const html = await (await app.request('/')).text()
    const embedded = firstPageOf(html)
    expect(embedded?.text).not.toContain('<')
    expect(embedded?.value.page.data[0]?.headline).toBe(hostile)
    // The first page's block and who is signed in: nothing else.
    expect(html.match(/<script/g)).toHaveLength(2)
  })

  it("preloads the first card's picture: a video's thumbnail, else the image; nothing without one", async () => {
    const picture = 'https://cdn.example/a.png?w=600&h=600'
    const preloadOf = async (media: Ad['media']) => {
      const { app } = await appWith([makeAd({ id: 'meta_1', media })])
      const html = await (await app.request('/')).text()
      expect(firstPageOf(html)).not.toBeNull()
      return /<link rel="preload" as="image" href="([^"]*)" fetchpriority="high">/.exec(html)?.[1] ?? null
    }
    expect(await preloadOf({ image: picture, video: null, thumbnail: '', video_duration: 0 })).toBe(
      'https://cdn.example/a.png?w=600&amp;h=600',
    )
    expect(
      await preloadOf({
        image: 'https://cdn.example/big.png',
        video: 'https://cdn.example/v.mp4',
        thumbnail: 'https://cdn.example/v.jpg',
        video_duration: 12,
      }),
    ).toBe('https://cdn.example/v.jpg')
    expect(await preloadOf({ image: null, video: null, thumbnail: '', video_duration: 0 })).toBeNull()
  })

  it("preloads a phone's first row, the first two cards' pictures in the grid's order, and no more", async () => {
    const still = (n: number) => ({
      image: `https://cdn.example/${n}.png`,
      video: null,
      thumbnail: '',
      video_duration: 0,
    })
    const { app } = await appWith([
      makeAd({ id: 'meta_3', started_at: '2026-03-03T00:00:00.000Z', media: still(3) }),
      makeAd({ id: 'meta_2', started_at: '2026-02-02T00:00:00.000Z', media: still(2) }),
      makeAd({ id: 'meta_1', started_at: '2026-01-01T00:00:00.000Z', media: still(1) }),
    ])
    const html = await (await app.request('/')).text()
    const preloads = [...html.matchAll(/<link rel="preload" as="image" href="([^"]*)"/g)].map((m) => m[1])
    expect(preloads).toEqual(['https://cdn.example/3.png', 'https://cdn.example/2.png'])

    // An advertiser's page opens on its dashboard: its grid's first page comes, its pictures later.
    const advertiserPage = await (await app.request('/advertisers/meta_pg_acme')).text()
    expect(firstPageOf(advertiserPage)).not.toBeNull()
    expect(advertiserPage).not.toContain('rel="preload" as="image"')
  })

  it('is left out when the API fails, and the page is still served', async () => {
    const { app, records } = await appWith(ADS)
    await records.close()
    const response = await app.request('/')
    expect(response.status).toBe(200)
    expect(await response.text()).toBe(INDEX)
  })

  it('does not hold the page back for an API that answers late, and asks it as the browser would', async () => {
    const asked: Request[] = []
    const html = await withFirstPage(INDEX, {
      url: 'http://ads.test/?q=shoes',
      cookie: 'ads.session_token=abc.def',
      // Never answers: without the budget the page would never be served (the test would time out).
      app: (request) => {
        asked.push(request)
        return new Promise<Response>(() => {})
      },
    })
    expect(html).toBe(INDEX)
    expect(asked).toHaveLength(1)
    expect(asked[0]?.url).toBe('http://ads.test/api/v1/ads/query')
    expect(asked[0]?.headers.get('Cookie')).toBe('ads.session_token=abc.def')
    expect(await asked[0]?.json()).toEqual({ query: 'shoes', sort: 'most_relevant', limit: 30 })
  })

  it('comes compressed when the browser accepts it', async () => {
    const { app } = await appWith(ADS)
    const plain = await (await app.request('/')).text()
    const br = await app.request('/', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(br.headers.get('Content-Encoding')).toBe('br')
    expect(br.headers.get('Vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain)
    const gzip = await app.request('/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(plain)
  })
})
