import type { APIRequestContext, Page } from '@playwright/test'
import type { Ad } from '../src/contract/ad'
import { VersionsAnswer, versionCount } from '../src/contract/versions'
import type { AdsApi } from './ads-api'
import { expect, PHONE, test, titleOf } from './fixtures'

const versionsSection = (page: Page) => page.getByRole('region', { name: 'Versions' })

async function versionsOf(api: APIRequestContext, id: string): Promise<Ad[]> {
  const response = await api.get(`/api/v1/ads/${encodeURIComponent(id)}/versions`)
  expect(response.ok()).toBe(true)
  return VersionsAnswer.parse(await response.json()).data
}

/** One of the newest ads that has copies in the index, with them as the API lists them. */
async function adWithCopies(ads: AdsApi, api: APIRequestContext): Promise<{ ad: Ad; copies: Ad[] }> {
  for (const sort of ['newest', 'oldest'] as const) {
    for (const ad of (await ads.search({ limit: 50, sort })).data) {
      const copies = await versionsOf(api, ad.id)
      if (copies.length > 0) return { ad, copies }
    }
  }
  throw new Error('none of the newest or oldest 50 ads has a copy in the index')
}

test.describe('versions', () => {
  test(
    'the detail shows the ad and its copies side by side, with the one count',
    PHONE,
    async ({ page, ads, api }) => {
      const { ad, copies } = await adWithCopies(ads, api)
      await page.goto(`/ads/${ad.id}`)
      const section = versionsSection(page)
      // The library's count while it knows of more copies than the index holds, else the copies here.
      const held = copies.length + 1
      await expect(section.getByRole('status')).toHaveText(
        held < versionCount(ad)
          ? `${versionCount(ad)} versions by the library’s count; ${held} here, side by side`
          : `${held} versions here, side by side`,
      )
      // The facts say the same count.
      await expect(page.getByRole('definition').filter({ hasText: /^\d+ versions?$/ })).toHaveText(
        `${versionCount(ad)} version${versionCount(ad) === 1 ? '' : 's'}`,
      )
      const versions = section.getByRole('listitem')
      await expect(versions).toHaveCount(copies.length + 1)
      await expect(versions.first().getByRole('article', { name: 'This ad' })).toBeVisible()
      // Each copy opens as its own ad.
      const copy = copies[0]!
      await versions.nth(1).getByRole('link', { name: 'Open this version' }).click()
      await expect(page).toHaveURL(`/ads/${copy.id}`)
      await expect(page.getByRole('heading', { level: 1, name: titleOf(copy) })).toBeVisible()
    },
  )

  test('an ad without copies says so, and a failure offers to try again', async ({ page, ads }) => {
    const ad = (await ads.search({ limit: 1 })).data[0]!
    await page.route('**/api/v1/ads/*/versions', (route) => route.fulfill({ json: { data: [] } }))
    await page.goto(`/ads/${ad.id}`)
    await expect(versionsSection(page).getByRole('status')).toContainText(
      'no other copy of this text is here',
    )
    await expect(versionsSection(page).getByRole('list')).toHaveCount(0)

    await page.unrouteAll()
    await page.route('**/api/v1/ads/*/versions', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/problem+json',
        json: { type: 'about:blank', title: 'Busy', status: 503, code: 'unavailable', detail: 'Busy' },
      }),
    )
    await page.reload()
    await expect(versionsSection(page).getByRole('alert')).toContainText('Versions could not be loaded')
    await expect(versionsSection(page).getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  test('the detail downloads the media of a generated ad, from this server', async ({ page, ads }) => {
    const ad = (await ads.search({ limit: 20, formats: ['image'] })).data[0]!
    await page.goto(`/ads/${ad.id}`)
    const link = page.getByRole('link', { name: 'Download image' })
    await expect(link).toHaveAttribute('download', /-image\.\w+$/)
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toMatch(/-image\.\w+$/)
  })
})
