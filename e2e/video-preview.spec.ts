import { cardOf, expect, results, resultsCount, test } from './fixtures'

test.describe('video previews', () => {
  test('play muted on hover after a short delay, one at a time', async ({ page, ads }) => {
    const { data } = await ads.search({ limit: 12 })
    const [first, second] = data.filter((ad) => ad.media.video)
    expect(second, 'two video ads among the newest').toBeDefined()
    await page.goto('/')
    const firstCard = cardOf(page, first!)
    const secondCard = cardOf(page, second!)
    await expect(firstCard).toBeVisible()
    // The preview is decoration over the thumbnail: hidden from assistive technology, so found by tag.
    const firstVideo = firstCard.locator('video')
    const secondVideo = secondCard.locator('video')
    await expect(firstVideo).toHaveCount(0)

    await firstCard.getByRole('link', { name: /^Creative of / }).hover()
    await expect(firstVideo).toBeAttached()
    await expect.poll(() => firstVideo.evaluate((video: HTMLVideoElement) => video.paused)).toBe(false)
    expect(await firstVideo.evaluate((video: HTMLVideoElement) => video.muted)).toBe(true)

    await secondCard.getByRole('link', { name: /^Creative of / }).hover()
    await expect.poll(() => secondVideo.evaluate((video: HTMLVideoElement) => video.paused)).toBe(false)
    await expect(firstVideo).toHaveCount(0)
    await expect(results(page).locator('video')).toHaveCount(1)

    // Leaving the card stops its preview; the thumbnail is back.
    await resultsCount(page).hover()
    await expect(results(page).locator('video')).toHaveCount(0)
  })

  test('start on keyboard focus too', async ({ page, ads }) => {
    const { data } = await ads.search({ limit: 12 })
    const video = data.find((ad) => ad.media.video)!
    await page.goto('/')
    const card = cardOf(page, video)
    await card.getByRole('link', { name: /^Creative of / }).focus()
    await expect.poll(() => card.locator('video').evaluate((v: HTMLVideoElement) => v.paused)).toBe(false)
  })
})
