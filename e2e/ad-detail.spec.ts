import { PAGE_SIZE } from '../src/search/search-request'
import { cardOf, detailsLink, expect, PHONE, scrollToBottom, test, titleOf } from './fixtures'

test.describe('ad detail', () => {
  test(
    'Details opens the ad in a dialog at /ads/<id>; Escape and Close close it',
    PHONE,
    async ({ page, ads }) => {
      const { data } = await ads.search({ limit: 1 })
      const ad = data[0]!
      await page.goto('/')
      const details = detailsLink(cardOf(page, ad))

      await details.click()
      const dialog = page.getByRole('dialog', { name: titleOf(ad) })
      await expect(dialog).toBeVisible()
      await expect(page).toHaveURL(`/ads/${ad.id}`)
      await expect(dialog.getByRole('link', { name: ad.advertiser.name, exact: true })).toBeVisible()
      await expect(dialog.getByRole('definition').first()).toContainText(ad.is_active ? 'Active' : 'Stopped')

      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL('/')
      // Focus goes back to where the person was.
      await expect(details).toBeFocused()

      await details.click()
      await dialog.getByRole('button', { name: 'Close' }).click()
      await expect(dialog).toBeHidden()
      await expect(page).toHaveURL('/')
    },
  )

  test('closing it returns to the same place in the grid with every loaded page', async ({ page, ads }) => {
    const expected = await ads.first({}, 4 * PAGE_SIZE)
    await page.goto('/')
    const deep = cardOf(page, expected[expected.length - 1]!)
    await expect(async () => {
      await scrollToBottom(page)
      await expect(deep).toBeAttached({ timeout: 1_000 })
    }).toPass()
    await deep.scrollIntoViewIfNeeded()
    const scrolled = await page.evaluate(() => window.scrollY)
    expect(scrolled).toBeGreaterThan(0)
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/ads/query')) requests.push(request.url())
    })

    await detailsLink(deep).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled)
    await expect(deep).toBeInViewport()
    expect(requests).toEqual([])
  })

  test('has no accessibility violations with the dialog open', async ({ page, ads, makeAxeBuilder }) => {
    const { data } = await ads.search({ limit: 1 })
    await page.goto('/')
    await detailsLink(cardOf(page, data[0]!)).click()
    await expect(page.getByRole('dialog', { name: titleOf(data[0]!) })).toBeVisible()
    expect((await makeAxeBuilder().analyze()).violations).toEqual([])
  })

  test('opening /ads/<id> directly shows the ad as a page', PHONE, async ({ page, ads }) => {
    const { data } = await ads.search({ sort: 'oldest', limit: 1 })
    const ad = data[0]!
    await page.goto(`/ads/${ad.id}`)

    await expect(page.getByRole('heading', { level: 1, name: titleOf(ad) })).toBeVisible()
    await expect(page).toHaveTitle(`${titleOf(ad)} · Ad Search`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await page.getByRole('link', { name: 'Back to search' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Search ads' })).toBeVisible()
  })

  test(
    'shows each creative whole at its own shape, an upright one never taller than the screen',
    PHONE,
    async ({ page, ads }) => {
      const { data } = await ads.search({ formats: ['video'], limit: 50 })
      const upright = data.find((ad) => ad.media.width && ad.media.height && ad.media.height > ad.media.width)
      const wide = data.find((ad) => ad.media.width && ad.media.height && ad.media.width > ad.media.height)
      for (const ad of [upright, wide]) {
        if (!ad) throw new Error('the seeded videos include upright and wide ones')
        await page.goto(`/ads/${ad.id}`)
        const box = await page.getByLabel(`Video of ${titleOf(ad)}`).boundingBox()
        if (!box) throw new Error('the player is drawn')
        const shape = ad.media.width! / ad.media.height!
        const header = (await page.getByRole('banner').boundingBox())?.height ?? 0
        // Whole (not cropped into a square), and within the screen below the header.
        expect(box.width / box.height).toBeCloseTo(Math.min(16 / 9, Math.max(9 / 16, shape)), 1)
        expect(box.height).toBeLessThanOrEqual(page.viewportSize()!.height - header)
      }
    },
  )

  test('a link to an unknown ad says it was not found', async ({ page }) => {
    await page.goto('/ads/meta_0000000000')
    await expect(page.getByRole('heading', { level: 1, name: 'Ad not found' })).toBeVisible()
    await expect(page.getByRole('alert')).toContainText('no longer exists')
  })
})
