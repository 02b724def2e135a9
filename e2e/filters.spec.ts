import { urlHost } from '../src/search/safe-url'
import { cards, closeFilters, expect, expectTotal, openFilters, PHONE, searchOf, test } from './fixtures'

test.describe('filters', () => {
  test('status: Active, then Stopped, narrows to the API count', PHONE, async ({ page, ads }) => {
    await page.goto('/')
    await expect(cards(page).first()).toBeVisible()
    const status = (await openFilters(page)).getByRole('group', { name: 'Status' })
    await expect(status.getByRole('radio', { name: 'Any' })).toBeChecked()

    // The radios are drawn as a segmented control: a person clicks the word.
    await status.getByText('Active', { exact: true }).click()
    await expect(status.getByRole('radio', { name: 'Active' })).toBeChecked()
    await closeFilters(page)
    await expect.poll(() => searchOf(page)).toBe('?active=true')
    await expectTotal(page, await ads.total({ active: true }))
    for (const card of await cards(page).all())
      await expect(card.getByText('Stopped', { exact: true })).toHaveCount(0)

    const again = (await openFilters(page)).getByRole('group', { name: 'Status' })
    await again.getByText('Stopped', { exact: true }).click()
    await expect(again.getByRole('radio', { name: 'Stopped' })).toBeChecked()
    await closeFilters(page)
    await expect.poll(() => searchOf(page)).toBe('?active=false')
    await expectTotal(page, await ads.total({ active: false }))
    for (const card of await cards(page).all())
      await expect(card.getByText('Active', { exact: true })).toHaveCount(0)
  })

  test('minimum running days narrows to the API count', async ({ page, ads }) => {
    await page.goto('/')
    const panel = await openFilters(page)
    await panel.getByRole('combobox', { name: 'Minimum running days' }).selectOption({ label: '30+ days' })
    await expect.poll(() => searchOf(page)).toBe('?min_days=30')
    await expectTotal(page, await ads.total({ min_running_days: 30 }))
    await expect(page.getByRole('button', { name: 'Remove Running: 30+ days' })).toBeVisible()
  })

  test('landing domain, typed as a URL, applies on Enter as its bare domain', async ({ page, ads }) => {
    const { data } = await ads.search({ limit: 20 })
    const domain = urlHost(data.find((ad) => ad.landing_url)!.landing_url)!.replace(/^www\./, '')
    const total = await ads.total({ domain })
    await page.goto('/')
    const field = (await openFilters(page)).getByRole('textbox', { name: 'Landing domain' })

    await field.fill(`https://www.${domain}/some/page`)
    await field.press('Enter')
    await expect(field).toHaveValue(domain)
    await expect.poll(() => searchOf(page)).toBe(`?domain=${domain}`)
    await expectTotal(page, total)
    // The list view shows each ad's landing domain (the compact cards leave it to the detail).
    await page
      .getByRole('group', { name: 'Layout' })
      .getByRole('button', { name: 'List', exact: true })
      .click()
    await expect.poll(() => searchOf(page)).toBe(`?domain=${domain}&view=list`)
    for (const row of await cards(page).all()) await expect(row).toContainText(domain)
  })

  test('a range of start days, set in the date fields, narrows to the API count and shows as chips', async ({
    page,
    ads,
  }) => {
    // A month of the newest ads: the ads' own dates, so the range holds some and leaves some out.
    const { data } = await ads.search({ limit: 50 })
    const last = data[0]!.started_at.slice(0, 10)
    const first = new Date(Date.parse(last) - 30 * 86_400_000).toISOString().slice(0, 10)
    const total = await ads.total({ started_after: first, started_before: last })
    await page.goto('/')
    const panel = await openFilters(page)
    // One typed with the keyboard as a person would (month, day, year in an American browser), one filled.
    const from = panel.getByLabel('Started on or after')
    await from.click()
    await from.press('ArrowLeft')
    await from.press('ArrowLeft')
    await page.keyboard.type(`${first.slice(5, 7)}${first.slice(8, 10)}${first.slice(0, 4)}`)
    await expect.poll(() => searchOf(page)).toBe(`?from=${first}`)
    await panel.getByLabel('Started on or before').fill(last)
    await expect.poll(() => searchOf(page)).toBe(`?from=${first}&to=${last}`)
    await expectTotal(page, total)
    await expect(page.getByRole('button', { name: /^Remove Started from / })).toBeVisible()
    await page.getByRole('button', { name: /^Remove Started until / }).click()
    await expect.poll(() => searchOf(page)).toBe(`?from=${first}`)
  })

  test('an unusable domain is pointed out, not searched', async ({ page }) => {
    await page.goto('/')
    const field = (await openFilters(page)).getByRole('textbox', { name: 'Landing domain' })
    await field.fill('not a domain!')
    await field.press('Enter')
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription('Enter a domain like shop.com')
    expect(searchOf(page)).toBe('')
  })

  test('advertiser: picked from the typeahead list', PHONE, async ({ page, ads }) => {
    // The newest ads' advertisers, looked up by the start of their name as a person would type it.
    const { data } = await ads.search({ limit: 20 })
    let pick: { id: string; name: string; ads_count: number } | undefined
    for (const ad of data) {
      const typed = ad.advertiser.name.slice(0, 4)
      pick = (await ads.lookup(typed)).find((m) => m.id === ad.advertiser.id && m.ads_count > 1)
      if (pick) break
    }
    expect(pick, 'an advertiser with several ads').toBeDefined()
    await page.goto('/')
    const panel = await openFilters(page)
    const box = panel.getByRole('combobox', { name: 'Advertiser' })

    await box.pressSequentially(pick!.name.slice(0, 4), { delay: 30 })
    const list = panel.getByRole('listbox', { name: 'Advertisers' })
    await expect(box).toHaveAttribute('aria-expanded', 'true')
    await list.getByRole('option', { name: `${pick!.name} · ` }).click()

    await expect(panel.getByRole('button', { name: `Remove advertiser ${pick!.name}` })).toBeFocused()
    await closeFilters(page)
    await expect.poll(() => searchOf(page)).toBe(`?advertiser=${pick!.id}`)
    await expectTotal(page, pick!.ads_count)
    await expect(page.getByRole('button', { name: `Remove Advertiser: ${pick!.name}` })).toBeVisible()
    for (const card of await cards(page).all()) {
      await expect(card.getByRole('link', { name: pick!.name, exact: true })).toBeVisible()
    }
  })

  test('advertiser: the typeahead works from the keyboard', async ({ page, ads }) => {
    const { data } = await ads.search({ limit: 1 })
    const typed = data[0]!.advertiser.name.slice(0, 4)
    const [first] = await ads.lookup(typed)
    await page.goto('/')
    const box = (await openFilters(page)).getByRole('combobox', { name: 'Advertiser' })

    await box.fill(typed)
    const list = page.getByRole('listbox', { name: 'Advertisers' })
    await expect(list.getByRole('option').first()).toBeVisible()
    await box.press('ArrowDown')
    await expect(list.getByRole('option', { selected: true })).toContainText(first!.name)
    await box.press('Enter')
    await expect.poll(() => searchOf(page)).toBe(`?advertiser=${first!.id}`)
    await expectTotal(page, await ads.total({ advertiser_id: first!.id }))
  })
})
