import { AdList } from '../src/contract/ad'
import { expect, test } from './fixtures'

test.describe('home page', () => {
  test('says what Ad Search is and how many ads the index holds', async ({ page, api }) => {
    await page.goto('/')

    await expect(page).toHaveTitle('Ad Search')
    await expect(page.getByRole('banner').getByRole('link', { name: 'Ad Search' })).toBeVisible()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Find the ads your market is running' }),
    ).toBeVisible()

    // The count comes from the page's own call with its session cookie; the API with a key must agree.
    const status = page.getByRole('region', { name: 'Ads in the index' }).getByRole('status')
    await expect(status).toHaveText(/^[\d,]+ ads? ready to search$/)
    const shown = Number((await status.textContent())?.replace(/\D/g, ''))
    expect(shown).toBeGreaterThan(0)

    const response = await api.post('/api/v1/ads/query', { data: { limit: 1 } })
    expect(response.ok()).toBe(true)
    const { pagination } = AdList.pick({ pagination: true }).parse(await response.json())
    expect(shown).toBe(pagination.total)
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no accessibility violations in ${colorScheme} mode`, async ({ page, makeAxeBuilder }) => {
      await page.emulateMedia({ colorScheme })
      await page.goto('/')
      // Scan the settled page, not the loading state.
      await expect(page.getByRole('status')).toHaveText(/ready to search/)

      const results = await makeAxeBuilder().analyze()
      expect(results.violations).toEqual([])
    })
  }
})
