import type { Route } from '@playwright/test'
import { PAGE_SIZE } from '../src/search/search-request'
import { cardOf, expect, expectTotal, keywordsBox, PHONE, results, scrollToBottom, test } from './fixtures'

const SEARCH = '**/api/v1/ads/query'

/** What the server answers when its index fails: a problem+json 500. */
function failWith500(route: Route) {
  return route.fulfill({
    status: 500,
    contentType: 'application/problem+json',
    json: {
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'The search index is not available',
      code: 'internal',
    },
  })
}

// The app retries a failed request twice, a second and then two apart, before it shows the error.
const AFTER_RETRIES = { timeout: 15_000 }

test.describe('errors', () => {
  test('a failing search shows the error with Retry, which recovers', PHONE, async ({ page, ads }) => {
    const { word, total } = await ads.keyword()
    await page.goto('/')
    await expectTotal(page, await ads.total())
    // The first page came with the HTML; the next search is the first to ask the API.
    await page.route(SEARCH, failWith500)
    await keywordsBox(page).fill(word)
    await keywordsBox(page).press('Enter')

    const error = results(page).getByRole('alert')
    await expect(error).toContainText('The ads could not be loaded.', AFTER_RETRIES)
    await expect(error).toContainText('The search index is not available')
    await expect(results(page).getByRole('article')).toHaveCount(0)

    await page.unroute(SEARCH)
    await error.getByRole('button', { name: 'Retry' }).click()
    await expectTotal(page, total)
    await expect(error).toBeHidden()
    await expect(results(page).getByRole('article').first()).toBeVisible()
  })

  test('a failing next page keeps the ads already loaded and offers a retry', async ({ page, ads }) => {
    const expected = await ads.first({}, 2 * PAGE_SIZE)
    await page.route(SEARCH, (route) =>
      route.request().postDataJSON()?.cursor ? failWith500(route) : route.continue(),
    )
    await page.goto('/')
    await expect(cardOf(page, expected[0]!)).toBeVisible()

    await scrollToBottom(page)
    const error = results(page).getByRole('alert')
    await expect(error).toContainText('The next ads did not load', AFTER_RETRIES)
    await expect(error).toContainText(`The ${PAGE_SIZE} ads above are still here.`)
    await expect(cardOf(page, expected[PAGE_SIZE - 1]!)).toBeVisible()

    await page.unroute(SEARCH)
    await error.getByRole('button', { name: 'Retry' }).click()
    await expect(async () => {
      await scrollToBottom(page)
      await expect(cardOf(page, expected[2 * PAGE_SIZE - 1]!)).toBeAttached({ timeout: 1_000 })
    }).toPass()
    await expect(error).toBeHidden()
  })
})
