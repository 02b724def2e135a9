import { AdList } from '../src/contract/ad'
import { expect, test } from './fixtures'

test.describe('search screen', () => {
  test('opens on every ad, newest first, counted as the API counts them', async ({ page, api }) => {
    await page.goto('/')
    await expect(page).toHaveTitle('Ad Search')
    await expect(page.getByRole('heading', { level: 1, name: 'Search ads' })).toBeVisible()

    const response = await api.post('/api/v1/ads/query', { data: { limit: 1 } })
    const { pagination, data } = AdList.parse(await response.json())
    await expect(
      page.getByRole('heading', { level: 2, name: `${pagination.total.toLocaleString('en')} ads` }),
    ).toBeVisible()
    await expect(page.getByRole('article').first()).toContainText(data[0]!.headline.slice(0, 20))
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no accessibility violations in ${colorScheme} mode`, async ({ page, makeAxeBuilder }) => {
      await page.emulateMedia({ colorScheme })
      await page.goto('/')
      await expect(page.getByRole('article').first()).toBeVisible()
      const results = await makeAxeBuilder().analyze()
      expect(results.violations).toEqual([])
    })
  }
})
