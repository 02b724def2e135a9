import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { AdvertiserAnswer } from '../../contract/stats'
import { ADVERTISER_FIGURES_ID } from '../../search/advertiser-figures'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, testApi } from '../../testing/test-api'
import { signedIn } from '../../testing/test-team'

const INDEX = '<!doctype html><html><head><title>Ad Search</title></head><body></body></html>'
const ACME = { id: 'meta_acme', name: 'Acme </script><script>alert(1)</script>' }
const ADS = [
  makeAd({ id: 'meta_1', advertiser: ACME, started_at: '2025-03-01T00:00:00.000Z' }),
  makeAd({ id: 'meta_2', advertiser: ACME, started_at: '2025-05-01T00:00:00.000Z' }),
]

async function browserApp() {
  const distDir = join(mkdtempSync(join(tmpdir(), 'ads-advertiser-page-')), 'dist')
  mkdirSync(distDir)
  writeFileSync(join(distDir, 'index.html'), INDEX)
  const api = await testApi(ADS, { distDir })
  const { cookie } = await signedIn(api.app, api.team, 'viewer')
  const page = async (path: string) => (await api.app.request(path, { headers: { Cookie: cookie } })).text()
  return { ...api, page }
}

/** The figures' data block as the app reads it, or null when the HTML has none. */
function figuresOf(html: string): { text: string; value: { request: unknown; answer: unknown } } | null {
  const block = new RegExp(
    `<script type="application/json" id="${ADVERTISER_FIGURES_ID}">(.*?)</script>`,
    's',
  )
  const text = block.exec(html)?.[1]
  return text ? { text, value: JSON.parse(text) } : null
}

describe("an advertiser's page", () => {
  it('carries the dashboard figures the API answers for its address, date range included', async () => {
    const { page, get } = await browserApp()
    const embedded = figuresOf(await page('/advertisers/meta_acme?from=2025-04-01'))
    expect(embedded?.value.request).toEqual({ id: 'meta_acme', from: '2025-04-01' })
    const answer = await expectOk(
      await get('/api/v1/advertisers/meta_acme?started_after=2025-04-01'),
      AdvertiserAnswer,
    )
    expect(embedded?.value.answer).toEqual(answer)
    expect(answer.data.ads).toBe(1)
  })

  it('keeps hostile text inert, and carries nothing for an unknown advertiser or another page', async () => {
    const { page } = await browserApp()
    const embedded = figuresOf(await page('/advertisers/meta_acme'))
    expect(embedded?.text).not.toContain('<')
    expect(AdvertiserAnswer.parse(embedded?.value.answer).data.name).toBe(ACME.name)
    for (const path of ['/advertisers/meta_nobody', '/', '/ads/meta_1', '/advertisers/a/b']) {
      expect(figuresOf(await page(path)), path).toBeNull()
    }
  })
})
