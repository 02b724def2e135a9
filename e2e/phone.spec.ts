import { cards, expect, expectTotal, PHONE_ONLY, searchOf, test } from './fixtures'

test.describe('filters on a phone', () => {
  test(
    'open in a drawer; a ticked value updates the results; Show results closes it',
    PHONE_ONLY,
    async ({ page, ads }) => {
      const [format] = await ads.facet('formats')
      await page.goto('/')
      await expect(cards(page).first()).toBeVisible()
      await expect(page.getByRole('complementary', { name: 'Filters' })).toHaveCount(0)

      const opener = page.getByRole('button', { name: 'Filters', exact: true })
      await opener.click()
      const drawer = page.getByRole('dialog', { name: 'Filters' })
      await expect(drawer).toBeVisible()
      await drawer.getByRole('checkbox', { name: format!.label, exact: true }).check()
      await expect.poll(() => searchOf(page)).toBe(`?formats=${format!.value}`)
      await expectTotal(page, format!.count)

      await drawer.getByRole('button', { name: 'Show results' }).click()
      await expect(drawer).toBeHidden()
      await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused()
      await expect(cards(page).first()).toBeInViewport()
    },
  )

  test('Escape closes the drawer and gives focus back to its button', PHONE_ONLY, async ({ page }) => {
    await page.goto('/')
    const opener = page.getByRole('button', { name: 'Filters', exact: true })
    await opener.click()
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeHidden()
    await expect(opener).toBeFocused()
  })

  test(
    'has no accessibility violations with the drawer open',
    PHONE_ONLY,
    async ({ page, makeAxeBuilder }) => {
      await page.goto('/')
      await expect(cards(page).first()).toBeVisible()
      await page.getByRole('button', { name: 'Filters', exact: true }).click()
      const drawer = page.getByRole('dialog', { name: 'Filters' })
      await expect(drawer.getByRole('checkbox').first()).toBeVisible()
      expect((await makeAxeBuilder().analyze()).violations).toEqual([])
    },
  )

  test("an advertiser's page counts no filter on the Filters button", PHONE_ONLY, async ({ page, ads }) => {
    const { data } = await ads.search({ limit: 1 })
    await page.goto(`/advertisers/${data[0]!.advertiser.id}`)
    await expect(cards(page).first()).toBeVisible()
    // The page fixes the advertiser; it is not a filter the person applied (and has no chip).
    await expect(page.getByRole('button', { name: 'Filters', exact: true })).toBeVisible()
  })
})
