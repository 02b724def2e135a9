import { spawnSync } from 'node:child_process'
import type { Page } from '@playwright/test'
import { AdList } from '../src/contract/ad'
import { SavedSearchList } from '../src/contract/watching'
import { axeFor, expect, PHONE, test } from './fixtures'

let made = 0
/** A word no seeded ad holds and no other test (or earlier run) uses. */
const uniqueWord = () => `quokka${Date.now().toString(36)}x${++made}`

/**
 * Imports ads into the running server's store with `npm run import`, as an operator would, and waits
 * until the server's search finds them. The import is another process: the server's index takes its
 * write in from the change feed, which it polls (a write is searchable within a second, not at once),
 * so a page opened the moment the import returns may still show the search without them. Each ad is
 * a copy of a seeded ad with a new id and headline, and without `first_seen_at`, so that the index
 * finds it now.
 */
async function importAdsWith(page: Page, headline: string, count = 1, first = 0): Promise<string[]> {
  const response = await page.request.get('/api/v1/ads?limit=1')
  const [template] = AdList.parse(await response.json()).data
  const ads = Array.from({ length: count }, (_, n) => {
    const { first_seen_at: _seen, ...ad } = template!
    const i = first + n
    return { ...ad, id: `meta_e2e_${headline}_${i}`, headline: `${headline} ${i}` }
  })
  const imported = spawnSync(process.execPath, ['dist-server/cli.mjs', 'import', '-'], {
    env: { ...process.env, ADS_DATA_DIR: process.env.ADS_E2E_DATA_DIR },
    input: ads.map((ad) => JSON.stringify(ad)).join('\n'),
    encoding: 'utf8',
  })
  expect(imported.status, imported.stderr).toBe(0)
  const ids = ads.map((ad) => ad.id)
  await expect
    .poll(
      async () => {
        const found = await page.request.get(`/api/v1/ads?query=${encodeURIComponent(headline)}&limit=50`)
        const shown = new Set(AdList.parse(await found.json()).data.map((ad) => ad.id))
        return ids.filter((id) => !shown.has(id))
      },
      { message: 'the imported ads are found by a search' },
    )
    .toEqual([])
  return ids
}

async function savedSearchNamed(page: Page, name: string) {
  const response = await page.request.get('/api/v1/saved-searches')
  return SavedSearchList.parse(await response.json()).data.find((saved) => saved.name === name)
}

test.describe('saved searches', () => {
  test('a saved search counts the ads found after the last look, and opens them marked New', async ({
    page,
  }) => {
    const word = uniqueWord()
    const name = `Watch ${word}`
    // A search that finds nothing cannot be saved (Save search is disabled then): it finds one ad first.
    await page.goto(`/?q=${word}`)
    await expect(page.getByRole('heading', { name: '0 ads' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Save search' })).toBeDisabled()
    await importAdsWith(page, word, 1)
    await page.goto(`/?q=${word}`)
    await expect(page.getByRole('heading', { name: '1 ad' })).toBeVisible()
    await page.getByRole('button', { name: 'Save search' }).click()
    const nameField = page.getByRole('textbox', { name: 'Name' })
    await expect(nameField).toHaveValue(`“${word}”`)
    await nameField.fill(name)
    // The form's own Save: the card of the ad found has a Save button too.
    await page
      .locator('form')
      .filter({ has: nameField })
      .getByRole('button', { name: 'Save', exact: true })
      .click()
    // The button now says the search is saved.
    await expect(
      page.getByRole('link', { name: `Saved as “${name}”: see your saved searches` }),
    ).toBeVisible()

    await importAdsWith(page, word, 2, 1)
    await expect
      .poll(async () => (await savedSearchNamed(page, name))?.new_count, { timeout: 10_000 })
      .toBe(2)

    await page.goto('/saved')
    const row = page.getByRole('listitem').filter({ hasText: name })
    await expect(row).toContainText('2 new since you last looked')
    expect((await axeFor(page).analyze()).violations).toEqual([])
    await row.getByRole('link', { name: new RegExp(name) }).click()

    await expect(page).toHaveURL(new RegExp(`[?&]q=${word}`))
    await expect(
      page.getByRole('status').filter({ hasText: '2 ads new since you last looked' }),
    ).toBeVisible()
    // The ad found before the save, and the two found since, marked New.
    const cards = page.getByRole('article')
    await expect(cards).toHaveCount(3)
    await expect(cards.filter({ has: page.getByText('New', { exact: true }) })).toHaveCount(2)

    // Looked at: nothing is new any more, until the index finds more.
    await expect.poll(async () => (await savedSearchNamed(page, name))?.new_count).toBe(0)
    await page.getByRole('button', { name: 'Show only the new ads' }).click()
    await expect(page).toHaveURL(/new_since=/)
    await expect(page.getByRole('button', { name: /^Remove New since/ })).toBeVisible()

    // Removed from /saved, it is gone.
    await page.goto('/saved')
    await page.getByRole('button', { name: `Remove “${name}”` }).click()
    await page.getByRole('button', { name: 'Remove saved search' }).click()
    await expect(page.getByRole('listitem').filter({ hasText: name })).toHaveCount(0)
    expect(await savedSearchNamed(page, name)).toBeUndefined()
  })
})

test.describe('following', () => {
  test('follow an advertiser from its page, see it under Following, and unfollow it', async ({ page }) => {
    const response = await page.request.get('/api/v1/ads?limit=1&sort=oldest')
    const [ad] = AdList.parse(await response.json()).data
    const advertiser = ad!.advertiser
    // Whatever an earlier run left: start from not following.
    await page.request.delete(`/api/v1/follows/${encodeURIComponent(advertiser.id)}`)

    await page.goto(`/advertisers/${encodeURIComponent(advertiser.id)}`)
    const follow = page.getByRole('button', { name: `Follow ${advertiser.name}` })
    await follow.click()
    await expect(page.getByRole('button', { name: `Following ${advertiser.name}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await page.goto('/following')
    const row = page.getByRole('row').filter({ hasText: advertiser.name })
    await expect(row).toBeVisible()
    await expect(row.getByRole('cell').first()).toHaveText(/^\d[\d,]*$/)
    expect((await axeFor(page).analyze()).violations).toEqual([])

    // The name leads to the advertiser's page.
    await row.getByRole('link', { name: advertiser.name }).click()
    await expect(page).toHaveURL(new RegExp(`/advertisers/${encodeURIComponent(advertiser.id)}`))
    await page.goBack()

    await page.getByRole('button', { name: `Unfollow ${advertiser.name}` }).click()
    await expect(page.getByRole('row').filter({ hasText: advertiser.name })).toHaveCount(0)
  })

  test('the Following and Saved pages fit a phone', PHONE, async ({ page }) => {
    await page.goto('/saved')
    await expect(page.getByRole('heading', { name: 'Saved searches', level: 1 })).toBeVisible()
    await page.goto('/following')
    await expect(page.getByRole('heading', { name: 'Following', level: 1 })).toBeVisible()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
