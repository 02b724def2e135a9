import type { AdFacetName } from '../src/contract/enums'
import type { FacetValue } from '../src/contract/facets'
import type { AdsApi } from './ads-api'
import {
  cards,
  closeFilters,
  describedCount,
  expect,
  expectTotal,
  keywordsBox,
  openFilters,
  PHONE,
  searchOf,
  test,
} from './fixtures'

const FACET_SECTIONS: { facet: AdFacetName; section: string }[] = [
  { facet: 'platforms', section: 'Platforms' },
  { facet: 'formats', section: 'Format' },
  { facet: 'niches', section: 'Niche' },
  { facet: 'countries', section: 'Country' },
  { facet: 'languages', section: 'Language' },
]

test.describe('facet filters', () => {
  for (const { facet, section } of FACET_SECTIONS) {
    // At phone width one facet stands for all: the drawer holds the same panel.
    const tags = facet === 'formats' ? PHONE : {}
    test(`a ${section} checkbox narrows the results to the API's count`, tags, async ({ page, ads }) => {
      // The second most common value: a real narrowing, not the whole set.
      const value = (await ads.facet(facet))[1]!
      const total = await ads.total({ [facet]: [value.value] })
      await page.goto('/')
      await expect(cards(page).first()).toBeVisible()

      const panel = await openFilters(page)
      const box = panel
        .getByRole('group', { name: section })
        .getByRole('checkbox', { name: value.label, exact: true })
      await expect(box).toHaveAccessibleDescription(describedCount(value.count))
      await box.check()
      await expect(box).toBeChecked()
      await closeFilters(page)

      await expect.poll(() => searchOf(page)).toBe(`?${facet}=${value.value}`)
      await expectTotal(page, total)
    })
  }

  test('cards show the platform and format picked', async ({ page, ads }) => {
    const [platform] = await ads.facet('platforms')
    // Not video: its cards also say "Video" on the thumbnail's badge.
    const format = (await ads.facet('formats')).find((v) => v.value !== 'video')
    await page.goto('/')
    const panel = await openFilters(page)
    await panel.getByRole('checkbox', { name: platform!.label, exact: true }).check()
    await panel.getByRole('checkbox', { name: format!.label, exact: true }).check()
    await expectTotal(page, await ads.total({ platforms: [platform!.value], formats: [format!.value] }))

    const shown = await cards(page).all()
    expect(shown.length).toBeGreaterThan(0)
    for (const card of shown) {
      await expect(
        card.getByRole('list', { name: 'Platforms' }).getByRole('img', { name: platform!.label }),
      ).toBeVisible()
      await expect(card.getByText(format!.label, { exact: true })).toBeVisible()
    }
  })

  test('counts follow the keywords', PHONE, async ({ page, ads }) => {
    const { word } = await ads.keyword()
    const videos = async (params: Record<string, string> = {}) =>
      (await ads.facet('formats', params)).find((v) => v.value === 'video')?.count ?? 0
    const [everywhere, underWord] = [await videos(), await videos({ query: word })]
    expect(underWord).not.toBe(everywhere)
    await page.goto('/')

    const panel = await openFilters(page)
    const video = panel.getByRole('checkbox', { name: 'Video', exact: true })
    await expect(video).toHaveAccessibleDescription(describedCount(everywhere))
    await closeFilters(page)
    await keywordsBox(page).fill(word)
    await keywordsBox(page).press('Enter')
    await openFilters(page)
    await expect(video).toHaveAccessibleDescription(describedCount(underWord))
  })

  test('a picked value stays in view, ticked, when the keywords leave it no ads', async ({ page, ads }) => {
    const { word, country: top } = await wordAndMissingCountry(ads)
    await page.goto(`/?countries=${top.value}`)

    const panel = await openFilters(page)
    const picked = panel.getByRole('checkbox', { name: top.label, exact: true })
    await expect(picked).toHaveAccessibleDescription(describedCount(top.count))
    await expect(picked).toBeChecked()

    await keywordsBox(page).fill(word)
    await keywordsBox(page).press('Enter')
    // A value's count leaves its own facet's filter out: none of the word's ads run in that country.
    await expect(picked).toHaveAccessibleDescription(describedCount(0))
    await expect(picked).toBeVisible()
    await expect(picked).toBeChecked()
    await expectTotal(page, 0)
  })
})

/** A keyword, and the most common country where none of its ads run (a facet lists such values at 0). */
async function wordAndMissingCountry(ads: AdsApi): Promise<{ word: string; country: FacetValue }> {
  const { word } = await ads.keyword()
  const underWord = await ads.facet('countries', { query: word })
  const matched = new Set(underWord.filter((v) => v.count > 0).map((v) => v.value))
  const country = (await ads.facet('countries')).find((v) => !matched.has(v.value))
  if (!country) throw new Error(`"${word}" matches ads in every country`)
  return { word, country }
}
