import type { Page } from '@playwright/test'
import type { AdList } from '../src/contract/ad'
import { cards, expect, PHONE_ONLY, results, test, titleOf } from './fixtures'

/** The cards whose headline is wholly on screen: what a person sees without scrolling. */
async function cardsWithHeadlineInView(page: Page): Promise<number> {
  return page.evaluate(() => {
    const fold = window.innerHeight
    return [...document.querySelectorAll('article h3')].filter((headline) => {
      const box = headline.getBoundingClientRect()
      return box.height > 0 && box.top >= 0 && box.bottom <= fold
    }).length
  })
}

/** Distinct left edges of the cards drawn: the grid's columns. */
async function columnCount(page: Page): Promise<number> {
  const lefts = await cards(page).evaluateAll((articles) =>
    articles.map((article) => Math.round(article.getBoundingClientRect().left)),
  )
  return new Set(lefts).size
}

test.describe('the grid at first sight', () => {
  test('shows at least 8 ads with their headlines on the first screen at 1440×900', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.goto('/')
    await expect(cards(page).first()).toBeVisible()
    await expect.poll(() => cardsWithHeadlineInView(page)).toBeGreaterThanOrEqual(8)
    expect(await columnCount(page)).toBe(5)
  })

  test('has 5 or 6 columns at 1920×1080', async ({ page }) => {
    await page.setViewportSize({ width: 1920, height: 1080 })
    await page.goto('/')
    await expect(cards(page).first()).toBeVisible()
    await expect.poll(() => columnCount(page)).toBeGreaterThanOrEqual(5)
    expect(await columnCount(page)).toBeLessThanOrEqual(6)
  })

  test('/tiktok shows each upright creative whole, at its own shape', async ({ page, ads }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const { data } = await ads.search({ platforms: ['tiktok'], limit: 6 })
    await page.goto('/tiktok')
    for (const ad of data) {
      const { width, height } = ad.media
      expect(width && height, `${ad.id} says its creative's size`).toBeTruthy()
      const creative = results(page)
        .getByRole('link', { name: `Creative of ${titleOf(ad)}` })
        .first()
      await expect(creative).toBeVisible()
      const box = (await creative.boundingBox())!
      // The box has the creative's own shape (9:16 for TikTok), so nothing of it is cut off.
      expect(Math.abs(box.width / box.height - width! / height!)).toBeLessThan(0.02)
      const fit = await creative.locator('img').evaluate((image) => getComputedStyle(image).objectFit)
      expect(fit).toBe('contain')
    }
  })

  test('sets the words of an ad without media as its creative', async ({ page }) => {
    // The generated ads all have media; real library exports mostly do not. The first ad of the
    // next page asked for loses its media on the way, as such an export's ad would arrive.
    let headline = ''
    await page.route('**/api/v1/ads/query', async (route) => {
      const response = await route.fetch()
      const list = (await response.json()) as AdList
      const first = list.data[0]!
      first.media = { image: null, video: null, thumbnail: '', video_duration: 0 }
      headline = titleOf(first)
      await route.fulfill({ response, json: list })
    })
    await page.goto('/')
    await expect(cards(page).first()).toBeVisible()
    // The first page came with the HTML; a new sort asks the API.
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('oldest')
    await expect.poll(() => headline).not.toBe('')
    const card = cards(page)
      .filter({ has: page.getByRole('heading', { name: headline }) })
      .first()
    await expect(card.getByText('Text only')).toBeVisible()
    await expect(card.getByRole('img', { name: /^Creative of/ })).toHaveCount(0)
  })
})

test.describe('the grid on a phone', () => {
  test(
    'keeps the header to one row and starts the ads within 350 px of the top',
    PHONE_ONLY,
    async ({ page }) => {
      await page.goto('/')
      const header = page.getByRole('banner')
      await expect(header.getByRole('button', { name: 'Menu' })).toBeVisible()
      expect((await header.boundingBox())!.height).toBeLessThan(70)
      await expect(cards(page).first()).toBeVisible()
      expect((await cards(page).first().boundingBox())!.y).toBeLessThan(350)
      // Count, Filters and Sort share one row.
      const count = (await results(page).getByRole('heading', { level: 2 }).boundingBox())!
      const filters = (await page.getByRole('button', { name: 'Filters', exact: true }).boundingBox())!
      const sort = (await page.getByRole('combobox', { name: 'Sort by' }).boundingBox())!
      expect(Math.abs(filters.y + filters.height / 2 - (count.y + count.height / 2))).toBeLessThan(12)
      expect(Math.abs(sort.y + sort.height / 2 - (count.y + count.height / 2))).toBeLessThan(12)
    },
  )

  test('the menu holds the views and the account', PHONE_ONLY, async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('navigation', { name: 'Views' })).toHaveCount(0)
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name: 'Boards' }).click()
    await expect(page).toHaveURL(/\/boards/)
    await expect(page.getByRole('navigation', { name: 'Views' })).toHaveCount(0)
  })
})
