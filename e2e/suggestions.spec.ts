import type { AdvertiserMatch } from '../src/contract/lookup'
import type { AdsApi } from './ads-api'
import { expect, expectTotal, isPhoneLayout, keywordsBox, PHONE, test } from './fixtures'

/** An advertiser with a landing domain whose name starts with a word of four letters or more: a brand a person would type. */
async function brand(ads: AdsApi): Promise<AdvertiserMatch> {
  for (const letter of 'abcdefghijklmnopqrstuvwxyz') {
    const match = (await ads.lookup(letter)).find(
      (found) => found.ads_count >= 2 && found.domains.length > 0 && /^\p{L}{4,}/u.test(found.name),
    )
    if (match) return match
  }
  throw new Error('no advertiser named with a word of four letters or more')
}

test.describe('keyword suggestions', () => {
  test('typing a brand suggests it; picked with the keyboard, its ads open', PHONE, async ({ page, ads }) => {
    const advertiser = await brand(ads)
    const typed = advertiser.name.split(/\s+/)[0]!.slice(0, 4)
    await page.goto('/')

    await keywordsBox(page).click()
    await keywordsBox(page).pressSequentially(typed)
    const suggestions = page.getByRole('listbox', { name: 'Suggestions' })
    const brands = suggestions.getByRole('group', { name: 'Advertisers' }).getByRole('option')
    const option = brands.filter({ hasText: advertiser.name }).first()
    await expect(option).toContainText(`${advertiser.ads_count.toLocaleString('en')} ad`)
    // Down to it, as a keyboard user would: the first press highlights the first suggestion.
    const names = await brands.allTextContents()
    const place = names.findIndex((name) => name.includes(advertiser.name))
    for (let step = 0; step <= place; step++) await keywordsBox(page).press('ArrowDown')
    await expect(option).toHaveAttribute('aria-selected', 'true')
    await expect(keywordsBox(page)).toHaveAttribute(
      'aria-activedescendant',
      (await option.getAttribute('id'))!,
    )
    await keywordsBox(page).press('Enter')

    await expect(page).toHaveURL(new RegExp(`/advertisers/${encodeURIComponent(advertiser.id)}$`))
    await expect(page.getByRole('heading', { level: 1, name: advertiser.name })).toBeVisible()
    await expectTotal(page, await ads.total({ advertiser_id: advertiser.id }))
  })

  test('Esc closes the list; Enter with nothing highlighted searches the typed words', async ({
    page,
    ads,
  }) => {
    const typed = (await brand(ads)).name.slice(0, 4)
    await page.goto('/')
    await keywordsBox(page).click()
    await keywordsBox(page).pressSequentially(typed)
    await expect(keywordsBox(page)).toHaveAttribute('aria-expanded', 'true')

    await keywordsBox(page).press('Escape')
    await expect(keywordsBox(page)).toHaveAttribute('aria-expanded', 'false')
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden()
    await expect(keywordsBox(page)).toHaveValue(typed)
    await keywordsBox(page).press('Enter')

    await expect(page).toHaveURL((url) => url.pathname === '/' && url.searchParams.get('q') === typed)
  })

  test('a landing domain picked with a tap or a click filters by it', PHONE, async ({ page, ads }) => {
    const domain = (await brand(ads)).domains[0]!
    await page.goto('/')
    await keywordsBox(page).click()
    await keywordsBox(page).pressSequentially(domain)

    const option = page
      .getByRole('group', { name: 'Landing domains' })
      .getByRole('option', { name: `${domain} Filter by domain` })
    if (isPhoneLayout(page)) await option.tap()
    else await option.click()

    await expect(page).toHaveURL(
      (url) => url.searchParams.get('domain') === domain && !url.searchParams.has('q'),
    )
    await expect(keywordsBox(page)).toHaveValue('')
    await expectTotal(page, await ads.total({ domain }))
  })

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the open list has no accessibility violations in ${colorScheme} mode`, async ({
      page,
      ads,
      makeAxeBuilder,
    }) => {
      await page.emulateMedia({ colorScheme })
      await page.goto('/')
      await keywordsBox(page).click()
      await keywordsBox(page).pressSequentially((await brand(ads)).name.slice(0, 4))
      await expect(page.getByRole('group', { name: 'Advertisers' }).getByRole('option').first()).toBeVisible()
      await keywordsBox(page).press('ArrowDown')

      const results = await makeAxeBuilder().include('search').analyze()
      expect(results.violations).toEqual([])
    })
  }
})
