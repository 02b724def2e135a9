import { cards, expect, expectTotal, openFilters, openView, PHONE, searchOf, test } from './fixtures'

test.describe('advertiser view', () => {
  test('names the advertiser, counts its ads and shows only those', PHONE, async ({ page, ads }) => {
    const { data } = await ads.search({ limit: 1 })
    const { advertiser } = data[0]!
    const total = await ads.total({ advertiser_id: advertiser.id })
    const platforms = await ads.facet('platforms', { advertiser_id: advertiser.id })
    await page.goto(`/advertisers/${advertiser.id}`)

    await expect(page.getByRole('heading', { level: 1, name: advertiser.name })).toBeVisible()
    // Its dashboard counts what the search counts (e2e/advertiser-dashboard.spec.ts has the rest).
    const dashboard = page.getByRole('region', { name: 'Dashboard' })
    await expect(dashboard.locator('dt:text-is("Ads") + dd')).toHaveText(total.toLocaleString('en'))
    const platformMix = dashboard.getByRole('table', { name: /^Platforms/ })
    for (const platform of platforms.filter((p) => p.count > 0).slice(0, 4)) {
      await expect(platformMix.getByRole('row', { name: platform.label })).toContainText(
        platform.count.toLocaleString('en'),
      )
    }
    await expectTotal(page, total)
    const shown = await cards(page).all()
    expect(shown.length).toBeGreaterThan(0)
    for (const card of shown)
      await expect(card.getByRole('link', { name: advertiser.name, exact: true })).toBeVisible()

    // The page fixes the advertiser: it is neither a filter to change nor a chip to remove.
    const panel = await openFilters(page)
    await expect(panel.getByRole('combobox', { name: 'Advertiser' })).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Applied filters' })).toHaveCount(0)
  })

  test('has no accessibility violations', async ({ page, ads, makeAxeBuilder }) => {
    const { data } = await ads.search({ limit: 1 })
    await page.goto(`/advertisers/${data[0]!.advertiser.id}`)
    await expect(page.getByRole('heading', { level: 1, name: data[0]!.advertiser.name })).toBeVisible()
    await expect(cards(page).first()).toBeVisible()
    expect((await makeAxeBuilder().analyze()).violations).toEqual([])
  })

  test('is reached from a card and keeps the search filters', async ({ page, ads }) => {
    const { data } = await ads.search({ formats: ['video'], limit: 1 })
    const { advertiser } = data[0]!
    await page.goto('/?formats=video')
    await cards(page).first().getByRole('link', { name: advertiser.name, exact: true }).click()

    await expect(page).toHaveURL(`/advertisers/${advertiser.id}?formats=video`)
    await expect(page.getByRole('heading', { level: 1, name: advertiser.name })).toBeVisible()
    await expectTotal(page, await ads.total({ advertiser_id: advertiser.id, formats: ['video'] }))
  })
})

test.describe('TikTok view', () => {
  test('has no platform filter and shows TikTok ads only', PHONE, async ({ page, ads }) => {
    await page.goto('/tiktok')
    await expect(page.getByRole('heading', { level: 1, name: 'TikTok ads' })).toBeVisible()
    await expectTotal(page, await ads.tiktokTotal())
    const shown = await cards(page).all()
    expect(shown.length).toBeGreaterThan(0)
    for (const card of shown) {
      await expect(
        card.getByRole('list', { name: 'Platforms' }).getByRole('img', { name: 'TikTok' }),
      ).toBeVisible()
    }
    const panel = await openFilters(page)
    await expect(panel.getByRole('group', { name: 'Format' })).toBeVisible()
    await expect(panel.getByRole('group', { name: 'Platforms' })).toHaveCount(0)
  })

  test('the TikTok link keeps the search but drops platform filters', async ({ page, ads }) => {
    await page.goto('/?formats=video&platforms=facebook')
    await expect(cards(page).first()).toBeVisible()
    await openView(page, 'TikTok')
    await expect(page.getByRole('heading', { level: 1, name: 'TikTok ads' })).toBeVisible()
    await expect.poll(() => searchOf(page)).toBe('?formats=video')
    const tiktokVideos = await ads.total({ platforms: ['tiktok'], formats: ['video'] })
    await expectTotal(page, tiktokVideos)
  })
})

test.describe('filters a view fixes', () => {
  test('an empty search on an advertiser page asks for fewer words, not for removing the advertiser', async ({
    page,
    ads,
  }) => {
    const { data } = await ads.search({ limit: 1 })
    await page.goto(`/advertisers/${data[0]!.advertiser.id}?q=qzxvwk`)
    await expect(page.getByText('No ads match this search')).toBeVisible()
    await expect(page.getByText('Try fewer or other words.')).toBeVisible()
    await expect(page.getByRole('button', { name: /^Remove Advertiser/ })).toHaveCount(0)
  })

  test('a platform in a pasted TikTok link is not shown as an applied filter', async ({ page, ads }) => {
    await page.goto('/tiktok?platforms=facebook&formats=video')
    await expectTotal(page, await ads.total({ platforms: ['tiktok'], formats: ['video'] }))
    const chips = page
      .getByRole('list', { name: 'Applied filters' })
      .getByRole('button', { name: /^Remove / })
    await expect(chips).toHaveCount(1)
    await expect(chips).toHaveAccessibleName('Remove Format: Video')
  })
})
