import type { Page } from '@playwright/test'
import type { Ad } from '../src/contract/ad'
import { Board } from '../src/contract/boards'
import { HOOK_LABELS, type Hook } from '../src/contract/creative-tags'
import { hookBeyondHeadline } from '../src/features/ad-card/creative-hook'
import {
  cardOf,
  closeFilters,
  describedCount,
  expect,
  expectTotal,
  openFilters,
  PHONE,
  searchOf,
  test,
  titleOf,
} from './fixtures'

/** The first ad of a search whose tags include one of `family`, and that tag. */
function firstTagged(ads: readonly Ad[], family: 'hooks' | 'offers') {
  for (const ad of ads) {
    const tag = ad.tags?.find((t) => t.family === family && t.evidence.trim() !== '')
    if (tag) return { ad, tag }
  }
  throw new Error(`no ad with ${family} among ${ads.length}`)
}

async function makeBoard(page: Page, name: string): Promise<Board> {
  const response = await page.request.post('/api/v1/boards', { data: { name, visibility: 'private' } })
  expect(response.status()).toBe(201)
  return Board.parse(await response.json())
}

test.describe('creative breakdown', () => {
  test(
    'a video card shows the words it opens with when its headline says otherwise',
    PHONE,
    async ({ page, ads }) => {
      const { data } = await ads.search({ formats: ['video'], limit: 6 })
      const ad = data.find((one) => hookBeyondHeadline(one) !== null)
      expect(ad, 'a video among the first six opens with other words than its headline').toBeDefined()
      await page.goto('/?formats=video')
      const card = cardOf(page, ad!)
      await expect(card).toContainText(`Opens with: “${hookBeyondHeadline(ad!)}”`)
      const hook = ad!.tags?.find((tag) => tag.family === 'hooks')
      if (hook) {
        await expect(card.getByRole('list', { name: 'Creative tags' })).toHaveText(
          `Hook: ${HOOK_LABELS[hook.value as Hook]}`,
        )
      }
    },
  )

  test(
    'the detail marks each tag’s words in the ad, and a tag opens its search',
    PHONE,
    async ({ page, ads, makeAxeBuilder }) => {
      const { ad, tag } = firstTagged((await ads.search({ limit: 20 })).data, 'offers')
      await page.goto(`/ads/${ad.id}`)
      const breakdown = page.getByRole('region', { name: 'Creative breakdown' })
      await expect(breakdown).toContainText('rules over the ad’s own words')
      const item = breakdown
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: /^Offer: / }) })
      await expect(item.first().locator('mark')).toHaveText(tag.evidence, { ignoreCase: true })
      expect((await makeAxeBuilder().analyze()).violations).toEqual([])

      const total = await ads.total({ offers: [tag.value] })
      await item.first().getByRole('link').click()
      await expect.poll(() => searchOf(page)).toBe(`?offers=${tag.value}`)
      await expectTotal(page, total)
    },
  )

  test(
    'the Hook section narrows the grid to the API’s count, with its chip',
    PHONE,
    async ({ page, ads, makeAxeBuilder }) => {
      // The second most common hook: a real narrowing, not the whole set.
      const value = (await ads.facet('hooks'))[1]!
      const total = await ads.total({ hooks: [value.value] })
      await page.goto('/')
      const panel = await openFilters(page)
      const box = panel
        .getByRole('group', { name: 'Hook' })
        .getByRole('checkbox', { name: value.label, exact: true })
      await expect(box).toHaveAccessibleDescription(describedCount(value.count))
      await box.check()
      await expect(box).toBeChecked()
      await closeFilters(page)
      await expect.poll(() => searchOf(page)).toBe(`?hooks=${value.value}`)
      await expectTotal(page, total)
      await expect(page.getByRole('button', { name: `Remove Hook: ${value.label}` }).first()).toBeVisible()
      expect((await makeAxeBuilder().analyze()).violations).toEqual([])
    },
  )

  test('a board grouped by hook shows a section per hook', async ({ page, ads, makeAxeBuilder }) => {
    const [first, ...others] = await ads.facet('hooks')
    const one = (await ads.search({ hooks: [first!.value], limit: 1 })).data[0]!
    // An ad of another hook without the first one: hooks often come together ("Why everyone is
    // switching to X" is curiosity and social proof), so the next hook by count may not have one.
    let two: Ad | undefined
    for (const other of others) {
      two = (await ads.search({ hooks: [other.value], limit: 20 })).data.find(
        (ad) => !ad.tags?.some((tag) => tag.family === 'hooks' && tag.value === first!.value),
      )
      if (two) break
    }
    expect(two, `an ad with another hook than ${first!.label}`).toBeDefined()
    const board = await makeBoard(page, `Hooks ${Date.now().toString(36)}`)
    for (const ad of [one, two!]) {
      const saved = await page.request.put(`/api/v1/boards/${board.id}/ads/${encodeURIComponent(ad.id)}`)
      expect(saved.ok()).toBe(true)
    }
    await page.goto(`/boards/${board.id}`)
    // A click, then the address: the box shows what the URL holds once the page has moved there.
    const group = page.getByRole('checkbox', { name: 'Group by hook' })
    await group.click()
    await expect.poll(() => searchOf(page)).toBe('?group=hook')
    await expect(group).toBeChecked()
    // Each ad is under the first hook its rules list.
    const firstHook = (ad: Ad) => ad.tags!.find((tag) => tag.family === 'hooks')!.value as Hook
    for (const ad of [one, two!]) {
      const section = page.getByRole('region', { name: new RegExp(`^${HOOK_LABELS[firstHook(ad)]} \\(`) })
      await expect(section.getByRole('article', { name: titleOf(ad), exact: true })).toBeVisible()
    }
    expect((await makeAxeBuilder().analyze()).violations).toEqual([])

    // Narrowed to one hook, only its ads stay.
    await page.getByRole('combobox', { name: 'Hook', exact: true }).selectOption(first!.value)
    await expect(page.getByRole('heading', { name: /^1 of 2 ads$/ })).toBeVisible()
  })
})
