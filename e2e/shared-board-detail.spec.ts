import type { Page } from '@playwright/test'
import { Board } from '../src/contract/boards'
import { axeFor, expect, test, titleOf } from './fixtures'

const NOBODY = { cookies: [], origins: [] }
const NOTE = 'Lead with the price, the client liked it'

let made = 0
const uniqueName = (what: string) => `${what} ${Date.now().toString(36)}-${++made}`

async function makeBoard(page: Page, name: string): Promise<Board> {
  const response = await page.request.post('/api/v1/boards', { data: { name, visibility: 'private' } })
  expect(response.status()).toBe(201)
  return Board.parse(await response.json())
}

async function saveWithNote(page: Page, boardId: string, adId: string, note: string) {
  const path = `/api/v1/boards/${boardId}/ads/${encodeURIComponent(adId)}`
  expect((await page.request.put(path)).ok()).toBe(true)
  expect((await page.request.patch(path, { data: { note, tags: ['internal-tag'] } })).ok()).toBe(true)
}

test.describe('a shared board a client can use', () => {
  test('opens an ad read-only, says whose board it is, and shows notes only by the owner’s choice', async ({
    page,
    browser,
    ads,
  }) => {
    const ad = (await ads.search({ limit: 5, formats: ['video'] })).data[0]!
    const board = await makeBoard(page, uniqueName('For the client'))
    await saveWithNote(page, board.id, ad.id, NOTE)

    await page.goto(`/boards/${board.id}`)
    await page.getByRole('button', { name: 'Make a link for anyone' }).click()
    const link = await page.getByRole('textbox', { name: 'Link for anyone' }).inputValue()
    const notesChoice = page.getByRole('checkbox', { name: 'Show the notes on the link' })
    await expect(notesChoice).not.toBeChecked()

    const context = await browser.newContext({ storageState: NOBODY })
    const visitor = await context.newPage()
    await visitor.goto(link)
    await expect(visitor.getByRole('heading', { level: 1, name: board.name })).toBeVisible()
    await expect(visitor.getByText('E2E Admin’s board, shared')).toBeVisible()
    const appLink = visitor.getByRole('link', { name: 'Open in Ad Search' })
    await expect(appLink).toHaveAttribute('href', `${new URL(link).origin}/boards/${board.id}`)
    await expect(visitor.getByText(NOTE)).toHaveCount(0)

    // The card opens a read-only detail with the player, the text and the dates.
    await visitor.getByRole('button', { name: titleOf(ad), exact: true }).click()
    const dialog = visitor.getByRole('dialog', { name: titleOf(ad) })
    await expect(dialog.getByRole('heading', { level: 2, name: titleOf(ad) })).toBeVisible()
    await expect(dialog.getByLabel(`Video of ${titleOf(ad)}`)).toBeVisible()
    await expect(dialog.getByRole('term').filter({ hasText: 'Started' })).toBeVisible()
    await expect(dialog.getByRole('button', { name: /^Saved?$/ })).toHaveCount(0)
    await expect(dialog.locator('a[href^="/ads/"], a[href^="/advertisers/"]')).toHaveCount(0)
    await expect(dialog.getByText(/internal-tag/)).toHaveCount(0)
    for (const colorScheme of ['light', 'dark'] as const) {
      await visitor.emulateMedia({ colorScheme })
      expect((await axeFor(visitor).include('dialog').analyze()).violations).toEqual([])
    }
    await dialog.getByRole('button', { name: 'Close' }).click()
    await expect(dialog).toBeHidden()
    await expect(visitor.getByRole('button', { name: titleOf(ad), exact: true })).toBeFocused()
    await expect(visitor).toHaveURL(link)

    // The open ad has its own address, to send a client: a reload (or the link alone) opens it
    // again, and Back closes it.
    await visitor.getByRole('button', { name: titleOf(ad), exact: true }).click()
    const adLink = new URL(`?ad=${encodeURIComponent(ad.id)}`, link).href
    await expect(visitor).toHaveURL(adLink)
    await visitor.reload()
    await expect(dialog.getByLabel(`Video of ${titleOf(ad)}`)).toBeVisible()
    await expect(dialog.getByRole('button', { name: /^Saved?$/ })).toHaveCount(0)
    await visitor.goBack()
    await expect(dialog).toBeHidden()
    await expect(visitor).toHaveURL(link)

    // The owner shows the notes: the link shows them, on the card and in the detail.
    await notesChoice.check()
    await expect(notesChoice).toBeChecked()
    await visitor.reload()
    await expect(visitor.getByRole('article', { name: titleOf(ad) })).toContainText(NOTE)
    await visitor.getByRole('button', { name: titleOf(ad), exact: true }).click()
    await expect(
      visitor.getByRole('dialog', { name: titleOf(ad) }).getByRole('region', { name: 'Note from the team' }),
    ).toContainText(NOTE)
    await context.close()
  })
})
