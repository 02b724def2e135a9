import type { Page } from '@playwright/test'
import type { Ad } from '../src/contract/ad'
import type { SimilarAd } from '../src/contract/stats'
import { sameTextGroups } from '../src/features/ad-detail/same-text-groups'
import { alikeLabel, similarAdName } from '../src/features/ad-detail/similar-ad-name'
import { SIMILAR_SHOWN } from '../src/features/ad-detail/similar-ads-query'
import type { AdsApi } from './ads-api'
import { cardOf, detailsLink, expect, PHONE, test, titleOf } from './fixtures'

/** The names the list should show for an answer of the API, in its order, copies of one text once. */
const namesOf = (answer: SimilarAd[]) =>
  sameTextGroups(answer, SIMILAR_SHOWN).map(({ item }) => similarAdName(item.ad))

const similarSection = (page: Page) => page.getByRole('region', { name: 'More like this' })
const similarLinks = (page: Page) => similarSection(page).getByRole('list').getByRole('link')

/** One of the newest ads whose list, its own advertiser included, shows ads of it and of others. */
async function adWithMixedSimilar(ads: AdsApi): Promise<{ ad: Ad; answer: SimilarAd[] }> {
  const { data } = await ads.search({ limit: 20 })
  for (const ad of data) {
    const answer = await ads.similar(ad.id, { excludeSameAdvertiser: false })
    const shown = sameTextGroups(answer, SIMILAR_SHOWN)
    const own = shown.filter(({ item }) => item.ad.advertiser.id === ad.advertiser.id).length
    if (own > 0 && own < shown.length) return { ad, answer }
  }
  throw new Error('none of the newest ads has similar ads of its own advertiser and of others')
}

test.describe('more like this', () => {
  test('opening an ad lists the ads like it in the order the API gives', PHONE, async ({ page, ads }) => {
    const { data } = await ads.search({ limit: 1 })
    const ad = data[0]!
    const answer = await ads.similar(ad.id)
    expect(answer.length).toBeGreaterThan(0)
    await page.goto('/')
    await detailsLink(cardOf(page, ad)).click()
    const dialog = page.getByRole('dialog', { name: titleOf(ad) })

    await expect(dialog.getByRole('heading', { name: 'More like this' })).toBeVisible()
    await expect(similarLinks(page)).toHaveText(namesOf(answer))
    await expect(similarSection(page).getByRole('listitem').first()).toContainText(
      alikeLabel(answer[0]!.similarity),
    )
    // Never the ad itself.
    expect(answer.map((item) => item.ad.id)).not.toContain(ad.id)
  })

  test('other advertisers’ ads by default; "Include" adds the advertiser’s own, as the API does', async ({
    page,
    ads,
  }) => {
    const { ad, answer } = await adWithMixedSimilar(ads)
    const others = await ads.similar(ad.id)
    expect(others.some((item) => item.ad.advertiser.id === ad.advertiser.id)).toBe(false)
    await page.goto(`/ads/${ad.id}`)
    await expect(similarLinks(page)).toHaveText(namesOf(others))

    const includeOwn = page.getByRole('checkbox', { name: `Include ${ad.advertiser.name}’s own ads` })
    await includeOwn.check()
    await expect(similarLinks(page)).toHaveText(namesOf(answer))
    await includeOwn.uncheck()
    await expect(similarLinks(page)).toHaveText(namesOf(others))
  })

  test('an ad in the list opens in the same dialog, and Close goes back to the grid', async ({
    page,
    ads,
  }) => {
    const { data } = await ads.search({ limit: 1 })
    const ad = data[0]!
    const next = (await ads.similar(ad.id))[0]!.ad
    await page.goto('/')
    await detailsLink(cardOf(page, ad)).click()
    await similarLinks(page).first().click()

    const dialog = page.getByRole('dialog', { name: titleOf(next) })
    await expect(dialog.getByRole('heading', { level: 2, name: titleOf(next) })).toBeFocused()
    await expect(page).toHaveURL(`/ads/${next.id}`)
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await expect(page).toHaveURL('/')
  })

  test('works from the keyboard on the ad’s own page', PHONE, async ({ page, ads }) => {
    const { ad, answer } = await adWithMixedSimilar(ads)
    const others = await ads.similar(ad.id)
    const next = sameTextGroups(answer, SIMILAR_SHOWN)[0]!.item.ad
    await page.goto(`/ads/${ad.id}`)
    await expect(similarLinks(page)).toHaveText(namesOf(others))

    const includeOwn = page.getByRole('checkbox', { name: `Include ${ad.advertiser.name}’s own ads` })
    await includeOwn.focus()
    await page.keyboard.press('Space')
    await expect(includeOwn).toBeChecked()
    await expect(similarLinks(page)).toHaveText(namesOf(answer))
    await page.keyboard.press('Tab')
    await expect(similarLinks(page).first()).toBeFocused()
    await page.keyboard.press('Enter')

    await expect(page).toHaveURL(`/ads/${next.id}`)
    await expect(page.getByRole('heading', { level: 1, name: titleOf(next) })).toBeFocused()
    await page.goBack()
    await expect(page.getByRole('heading', { level: 1, name: titleOf(ad) })).toBeVisible()
  })

  test('says when no ad is alike, and when the list could not be loaded', async ({ page, ads }) => {
    const { data } = await ads.search({ limit: 1 })
    const ad = data[0]!
    await page.route('**/api/v1/ads/*/similar?*', (route) => route.fulfill({ json: { data: [] } }))
    await page.goto(`/ads/${ad.id}`)
    await expect(similarSection(page).getByRole('status')).toHaveText(
      'No ads of other advertisers share enough words with this one',
    )

    await page.unrouteAll()
    await page.route('**/api/v1/ads/*/similar?*', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/problem+json',
        json: { type: 'about:blank', title: 'Not found', status: 404, code: 'not_found', detail: 'Gone' },
      }),
    )
    await page.getByRole('checkbox', { name: /^Include/ }).check()
    await expect(similarSection(page).getByRole('alert')).toHaveText(
      'Similar ads could not be loaded: Gone Try again',
    )
    // The ad itself is still there.
    await expect(page.getByRole('heading', { level: 1, name: titleOf(ad) })).toBeVisible()
  })

  test('has no accessibility violations with the list shown', async ({ page, ads, makeAxeBuilder }) => {
    const { ad } = await adWithMixedSimilar(ads)
    await page.goto(`/?ad=${ad.id}`)
    await expect(similarLinks(page)).toHaveText(namesOf(await ads.similar(ad.id)))
    expect((await makeAxeBuilder().analyze()).violations).toEqual([])
  })
})
