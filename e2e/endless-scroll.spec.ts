import { PAGE_SIZE } from '../src/search/search-request'
import { cardOf, cards, expect, expectTotal, PHONE, results, scrollToBottom, test } from './fixtures'

/** Cards a virtualised grid may hold at once: a few rows around the viewport, far fewer than are loaded. */
const MAX_CARDS_IN_DOM = 45

test.describe('endless grid', () => {
  test(
    'scrolling loads page after page while the page holds only nearby cards',
    PHONE,
    async ({ page, ads }) => {
      const pages = 5
      const expected = await ads.first({}, pages * PAGE_SIZE)
      await page.goto('/')
      await expect(cardOf(page, expected[0]!)).toBeVisible()

      for (let loaded = 1; loaded <= pages; loaded++) {
        // The last ad of each page only exists once that page has arrived and the grid is scrolled to it.
        const lastOfPage = cardOf(page, expected[loaded * PAGE_SIZE - 1]!)
        await expect(async () => {
          await scrollToBottom(page)
          await expect(lastOfPage).toBeAttached({ timeout: 1_000 })
        }).toPass()
        expect(await cards(page).count()).toBeLessThanOrEqual(MAX_CARDS_IN_DOM)
      }
      await expect(cardOf(page, expected[0]!)).toHaveCount(0)

      // Back at the top, the first ads are drawn again from what is loaded.
      await page.evaluate(() => window.scrollTo(0, 0))
      await expect(cardOf(page, expected[0]!)).toBeVisible()
      expect(await cards(page).count()).toBeLessThanOrEqual(MAX_CARDS_IN_DOM)
    },
  )

  test('a small result set ends with an end-of-results line', PHONE, async ({ page, ads }) => {
    // A language with between one and three pages of ads: the grid must load them all, then stop.
    const language = (await ads.facet('languages')).find(
      (v) => v.count > PAGE_SIZE && v.count <= 3 * PAGE_SIZE,
    )
    expect(language, 'a language with 31 to 90 ads').toBeDefined()
    const all = await ads.first({ languages: [language!.value] }, language!.count)
    await page.goto(`/?languages=${language!.value}`)
    await expectTotal(page, language!.count)

    const end = results(page).getByText(`End of results: you have seen all ${language!.count} ads.`)
    await expect(async () => {
      await scrollToBottom(page)
      // In view, not only there: the grid's footer is drawn below the grid whether scrolled to or not.
      await expect(end).toBeInViewport({ timeout: 1_000 })
    }).toPass()
    await expect(cardOf(page, all[all.length - 1]!)).toBeAttached()
  })

  test('while the next page is on its way the footer says so', async ({ page, ads }) => {
    const expected = await ads.first({}, 2 * PAGE_SIZE)
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/v1/ads/query', async (route) => {
      if (route.request().postDataJSON()?.cursor) await held
      await route.continue()
    })
    await page.goto('/')
    await expect(cardOf(page, expected[0]!)).toBeVisible()

    await scrollToBottom(page)
    const loading = results(page).getByRole('button', { name: 'Loading more ads…' })
    await expect(loading).toBeDisabled()
    release()
    await expect(async () => {
      await scrollToBottom(page)
      await expect(cardOf(page, expected[2 * PAGE_SIZE - 1]!)).toBeAttached({ timeout: 1_000 })
    }).toPass()
  })
})
