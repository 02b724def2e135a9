import type { Locator, Page } from '@playwright/test'
import type { Ad } from '../src/contract/ad'
import { Board, SavedAdPage, SavedWhere } from '../src/contract/boards'
import {
  axeFor,
  cardOf,
  countText,
  detailsLink,
  expect,
  openView,
  PHONE,
  results,
  test,
  titleOf,
} from './fixtures'

const NOBODY = { cookies: [], origins: [] }
const PASSWORD = 'purple lanterns drift over calm water'

let made = 0
/** A board name no other test (or earlier run) uses. */
const uniqueName = (what: string) => `${what} ${Date.now().toString(36)}-${++made}`

/** The Save button of a card or of the detail view, whether it reads "Save" or "Saved". */
const saveButton = (scope: Locator) => scope.getByRole('button', { name: /^Saved?$/ })
const menuButton = (scope: Locator, ad: Ad) =>
  scope.getByRole('button', { name: `Choose a board for ${titleOf(ad)}` })
const boardMenu = (page: Page) => page.getByRole('dialog', { name: /^Save to a board/ })

/** The boards an ad is saved on, as the signed-in person of `page` sees them. */
async function savedOn(page: Page, adId: string): Promise<string[]> {
  const response = await page.request.post('/api/v1/saved-ads/lookup', { data: { ad_ids: [adId] } })
  expect(response.ok()).toBe(true)
  return SavedWhere.parse(await response.json()).data.find((entry) => entry.ad_id === adId)?.board_ids ?? []
}

/** Takes an ad off every board, so that a test starts with it unsaved (whatever ran before). */
async function unsaveEverywhere(page: Page, adId: string): Promise<void> {
  for (const boardId of await savedOn(page, adId)) {
    await page.request.delete(`/api/v1/boards/${boardId}/ads/${encodeURIComponent(adId)}`)
  }
}

async function makeBoard(
  page: Page,
  name: string,
  visibility: 'private' | 'team' = 'private',
): Promise<Board> {
  const response = await page.request.post('/api/v1/boards', { data: { name, visibility } })
  expect(response.status()).toBe(201)
  return Board.parse(await response.json())
}

async function saveVia(page: Page, boardId: string, adId: string): Promise<void> {
  const response = await page.request.put(`/api/v1/boards/${boardId}/ads/${encodeURIComponent(adId)}`)
  expect(response.ok()).toBe(true)
}

async function boardAds(page: Page, boardId: string): Promise<SavedAdPage> {
  const response = await page.request.get(`/api/v1/boards/${boardId}/ads`)
  return SavedAdPage.parse(await response.json())
}

async function annotateVia(page: Page, boardId: string, adId: string, note: string, tags: string[]) {
  const response = await page.request.patch(`/api/v1/boards/${boardId}/ads/${encodeURIComponent(adId)}`, {
    data: { note, tags },
  })
  expect(response.ok()).toBe(true)
}

/** Turns a board's link for anyone on, through the API; its address. */
async function shareLinkVia(page: Page, boardId: string): Promise<string> {
  const response = await page.request.post(`/api/v1/boards/${boardId}/share`)
  expect(response.ok()).toBe(true)
  return Board.parse(await response.json()).share_url!
}

/** A card on a shared board: no link to the ad's page there, so found by its title. */
const sharedCard = (page: Page, ad: Ad) => page.getByRole('article', { name: titleOf(ad), exact: true })
const editButton = (card: Locator) => card.getByRole('button', { name: 'Edit note and tags' })
const noteForm = (card: Locator, ad: Ad) =>
  card.getByRole('form', { name: `Note and tags of ${titleOf(ad)}` })

/** Scrolls the virtualised grid until the card is in the page (only the rows near the window are). */
async function reveal(card: Locator): Promise<Locator> {
  const page = card.page()
  // Scrolled to inside the retried block: a refetch may re-render the grid between finding the
  // card and scrolling to it, and the next try then finds it again.
  await expect(async () => {
    if ((await card.count()) === 0) await page.evaluate(() => window.scrollBy(0, window.innerHeight / 2))
    await expect(card).toBeAttached({ timeout: 500 })
    await card.scrollIntoViewIfNeeded({ timeout: 1000 })
  }).toPass()
  return card
}

/** The ad at `index` of the first page of the default search, unsaved. */
async function adAt(page: Page, ads: { search: (b: object) => Promise<{ data: Ad[] }> }, index: number) {
  const { data } = await ads.search({ limit: 30 })
  const ad = data[index]!
  await unsaveEverywhere(page, ad.id)
  return ad
}

test.describe('boards', () => {
  test('save from cards with the mouse and the keyboard, then find, open and trim the board', async ({
    page,
    ads,
    makeAxeBuilder,
  }) => {
    const first = await adAt(page, ads, 0)
    const second = await adAt(page, ads, 1)
    const name = uniqueName('Summer hooks')
    await page.goto('/')
    const firstCard = cardOf(page, first)
    await expect(saveButton(firstCard)).toHaveText('Save')
    await expect(saveButton(firstCard)).toHaveAttribute('aria-pressed', 'false')

    // The menu beside Save: a new board, made by typing its name, gets the ad.
    await menuButton(firstCard, first).click()
    const menu = boardMenu(page)
    await expect(menu).toBeVisible()
    await menu.getByRole('textbox', { name: 'New board' }).fill(name)
    await menu.getByRole('button', { name: 'Create and save' }).click()
    await expect(menu).toBeHidden()
    await expect(saveButton(firstCard)).toHaveText('Saved')
    await expect(saveButton(firstCard)).toHaveAttribute('aria-pressed', 'true')
    await expect(saveButton(firstCard)).toHaveAccessibleDescription(`Saved to ${name}`)

    // `s` on a focused card saves it to the board used last.
    const secondCard = cardOf(page, second)
    await detailsLink(secondCard).focus()
    await page.keyboard.press('s')
    await expect(saveButton(secondCard)).toHaveText('Saved')
    await expect(saveButton(secondCard)).toHaveAccessibleDescription(`Saved to ${name}`)
    await expect.poll(() => savedOn(page, second.id)).toHaveLength(1)

    // The board, with its count, among the boards.
    await openView(page, 'Boards')
    await expect(page.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible()
    const tile = page.getByRole('listitem').filter({ has: page.getByRole('link', { name, exact: true }) })
    await expect(tile).toContainText('2 ads')
    await expect(tile).toContainText('Private')
    expect((await makeAxeBuilder().analyze()).violations).toEqual([])

    await tile.getByRole('link', { name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(countText(2))
    // Newest saved first.
    await expect(results(page).getByRole('article')).toHaveCount(2)
    await expect(results(page).getByRole('article').first()).toContainText(titleOf(second))
    expect((await makeAxeBuilder().analyze()).violations).toEqual([])

    await cardOf(page, first).getByRole('button', { name: 'Remove from board' }).click()
    await expect(cardOf(page, first)).toHaveCount(0)
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(countText(1))
    await expect.poll(() => savedOn(page, first.id)).toEqual([])
  })

  test('save from the detail view; Esc closes the menu, not the dialog', async ({ page, ads }) => {
    const ad = await adAt(page, ads, 4)
    const name = uniqueName('From detail')
    await page.goto('/')
    await detailsLink(await reveal(cardOf(page, ad))).click()
    const dialog = page.getByRole('dialog', { name: titleOf(ad) })
    await expect(dialog).toBeVisible()

    const chooser = menuButton(dialog, ad)
    await chooser.click()
    const menu = boardMenu(page)
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(dialog).toBeVisible()
    await expect(chooser).toBeFocused()

    await chooser.click()
    await menu.getByRole('textbox', { name: 'New board' }).fill(name)
    await menu.getByRole('textbox', { name: 'New board' }).press('Enter')
    await expect(saveButton(dialog)).toHaveText('Saved')
    await expect(saveButton(dialog)).toHaveAccessibleDescription(`Saved to ${name}`)

    // Saved opens the menu again: unticking the board takes the ad off it.
    await saveButton(dialog).click()
    await expect(menu.getByRole('checkbox', { name, exact: true })).toBeChecked()
    // Clicked, then awaited: the box follows the saved marks, which the click changes a moment later.
    await menu.getByRole('checkbox', { name, exact: true }).click()
    await expect(menu.getByRole('checkbox', { name, exact: true })).not.toBeChecked()
    await expect(saveButton(dialog)).toHaveText('Save')
    await expect.poll(() => savedOn(page, ad.id)).toEqual([])
    await page.keyboard.press('Escape')
    await expect(saveButton(dialog)).toBeFocused()

    // Saved in the dialog, saved on the card behind it.
    await saveButton(dialog).click()
    await expect(saveButton(dialog)).toHaveText('Saved')
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(saveButton(cardOf(page, ad))).toHaveText('Saved')
  })

  test('one click saves at once to the board used last, and a refusal takes it back', async ({
    page,
    ads,
  }) => {
    const ad = await adAt(page, ads, 7)
    const board = await makeBoard(page, uniqueName('Quick'))
    await page.addInitScript((id) => localStorage.setItem('ads.last-board', id), board.id)
    await page.goto('/')
    const card = await reveal(cardOf(page, ad))
    await expect(saveButton(card)).toHaveText('Save')

    // Held back by the server for a while: the card says Saved before the answer.
    let release = () => {}
    const answered = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/api/v1/boards/*/ads/*', async (route) => {
      if (route.request().method() !== 'PUT') return route.fallback()
      await answered
      return route.fallback()
    })
    // The server has not answered (and will not until released): Saved now can only be the card's own.
    await saveButton(card).click()
    await expect(saveButton(card)).toHaveText('Saved')
    release()
    await expect.poll(() => savedOn(page, ad.id)).toEqual([board.id])
    await expect(saveButton(card)).toHaveAccessibleDescription(`Saved to ${board.name}`)
    await page.unrouteAll()

    // Refused: shown saved, then back to Save with the reason.
    await page.request.delete(`/api/v1/boards/${board.id}/ads/${encodeURIComponent(ad.id)}`)
    await page.reload()
    await reveal(card)
    await expect(saveButton(card)).toHaveText('Save')
    await page.route('**/api/v1/boards/*/ads/*', (route) =>
      route.request().method() === 'PUT'
        ? route.fulfill({
            status: 403,
            contentType: 'application/problem+json',
            json: {
              type: 'about:blank',
              title: 'Forbidden',
              status: 403,
              detail: 'Viewers cannot save ads',
              code: 'forbidden',
            },
          })
        : route.fallback(),
    )
    await saveButton(card).click()
    await expect(card.getByRole('alert')).toContainText('Viewers cannot save ads')
    await expect(saveButton(card)).toHaveText('Save')
    expect(await savedOn(page, ad.id)).toEqual([])
  })

  test('at phone width: save to a new board, open it from Boards', PHONE, async ({ page, ads }) => {
    const phone = test.info().project.name === 'phone'
    const ad = await adAt(page, ads, phone ? 2 : 3)
    const name = uniqueName('Phone')
    await page.goto('/')
    const card = await reveal(cardOf(page, ad))
    await menuButton(card, ad).click()
    const menu = boardMenu(page)
    await menu.getByRole('textbox', { name: 'New board' }).fill(name)
    await menu.getByRole('button', { name: 'Create and save' }).click()
    await expect(saveButton(card)).toHaveText('Saved')
    // The menu fits the screen.
    await menuButton(card, ad).click()
    const box = await menu.boundingBox()
    const width = page.viewportSize()!.width
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(width)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()

    await openView(page, 'Boards')
    await page.getByRole('link', { name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(cardOf(page, ad)).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  })

  test('rename, share and delete a board; a deleted board is a clear dead end', async ({ page, ads }) => {
    const ad = await adAt(page, ads, 9)
    const board = await makeBoard(page, uniqueName('Drafts'))
    await saveVia(page, board.id, ad.id)
    await page.goto(`/boards/${board.id}`)
    await expect(page.getByRole('heading', { level: 1, name: board.name })).toBeVisible()

    const renamed = uniqueName('Winners')
    await page.getByRole('button', { name: 'Rename' }).click()
    await page.getByRole('textbox', { name: 'Board name' }).fill(renamed)
    await page.getByRole('button', { name: 'Save name' }).click()
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Rename' })).toBeFocused()

    await page.getByRole('checkbox', { name: 'Share with the team' }).click()
    await expect(page.getByRole('checkbox', { name: 'Share with the team' })).toBeChecked()
    await expect(page.getByText('Shared with the team', { exact: true })).toBeVisible()
    await expect
      .poll(
        async () =>
          Board.parse(await (await page.request.get(`/api/v1/boards/${board.id}`)).json()).visibility,
      )
      .toBe('team')

    await page.getByRole('button', { name: 'Delete board' }).click()
    const confirm = page.getByRole('dialog', { name: `Delete “${renamed}”?` })
    await expect(confirm).toBeVisible()
    await confirm.getByRole('button', { name: 'Delete board' }).click()
    await expect(page).toHaveURL(/\/boards$/)
    await expect(page.getByRole('link', { name: renamed, exact: true })).toHaveCount(0)

    await page.goto(`/boards/${board.id}`)
    await expect(
      page.getByRole('heading', { level: 1, name: 'This board does not exist or is not shared with you' }),
    ).toBeVisible()
    await page.getByRole('link', { name: 'Back to boards' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible()
  })

  test('a viewer sees the boards shared with the team, and no Save button', async ({
    page,
    browser,
    ads,
  }) => {
    const ad = await adAt(page, ads, 6)
    const shared = await makeBoard(page, uniqueName('Team picks'), 'team')
    const secret = await makeBoard(page, uniqueName('Admin only'))
    await saveVia(page, shared.id, ad.id)
    await saveVia(page, secret.id, ad.id)

    await page.goto('/people')
    await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('viewer')
    await page.getByRole('button', { name: 'Create invitation link' }).click()
    const link = await page.getByRole('textbox', { name: 'Invitation link for a viewer' }).inputValue()

    const context = await browser.newContext({ storageState: NOBODY })
    const viewer = await context.newPage()
    await viewer.goto(link)
    await viewer.getByLabel('Name').fill('Vic Viewer')
    await viewer.getByLabel('Email').fill(`viewer${Date.now()}@e2e.example`)
    await viewer.getByLabel('Password').fill(PASSWORD)
    await viewer.getByRole('button', { name: 'Join' }).click()
    await reveal(cardOf(viewer, ad))
    await expect(saveButton(cardOf(viewer, ad))).toHaveCount(0)
    await expect(viewer.getByRole('button', { name: /^Choose a board for/ })).toHaveCount(0)

    await openView(viewer, 'Boards')
    await expect(viewer.getByRole('heading', { level: 1, name: 'Boards' })).toBeVisible()
    await expect(viewer.getByRole('button', { name: 'Create board' })).toHaveCount(0)
    const tile = viewer.getByRole('listitem').filter({ has: viewer.getByRole('link', { name: shared.name }) })
    await expect(tile).toContainText('Shared with the team')
    await expect(tile).toContainText('by E2E Admin')
    await expect(viewer.getByRole('link', { name: secret.name })).toHaveCount(0)
    expect((await axeFor(viewer).analyze()).violations).toEqual([])

    await tile.getByRole('link', { name: shared.name }).click()
    await expect(viewer.getByRole('heading', { level: 1, name: shared.name })).toBeVisible()
    await expect(cardOf(viewer, ad)).toBeVisible()
    await expect(saveButton(cardOf(viewer, ad))).toHaveCount(0)
    await expect(viewer.getByRole('button', { name: 'Remove from board' })).toHaveCount(0)
    await expect(viewer.getByRole('button', { name: /^(Edit note and tags|Move to…)$/ })).toHaveCount(0)
    await expect(viewer.getByRole('button', { name: /link for anyone|Turn off link/ })).toHaveCount(0)
    await expect(viewer.getByRole('button', { name: /^(Rename|Delete board)$/ })).toHaveCount(0)

    // Someone's private board is no board at all.
    await viewer.goto(`/boards/${secret.id}`)
    await expect(
      viewer.getByRole('heading', { level: 1, name: 'This board does not exist or is not shared with you' }),
    ).toBeVisible()
    await context.close()
  })

  test('boards, a board and the open save menu have no accessibility violations, light and dark', async ({
    page,
    ads,
    makeAxeBuilder,
  }) => {
    const ad = await adAt(page, ads, 8)
    const board = await makeBoard(page, uniqueName('Checked'), 'team')
    await saveVia(page, board.id, ad.id)
    const saved = await boardAds(page, board.id)
    expect(saved.pagination.total).toBe(1)
    for (const theme of ['light', 'dark']) {
      await page.addInitScript((value) => localStorage.setItem('ad-search-theme', value), theme)
      await page.goto('/boards')
      await expect(page.getByRole('link', { name: board.name })).toBeVisible()
      expect((await makeAxeBuilder().analyze()).violations).toEqual([])
      await page.goto(`/boards/${board.id}`)
      await expect(cardOf(page, ad)).toBeVisible()
      expect((await makeAxeBuilder().analyze()).violations).toEqual([])
      await menuButton(cardOf(page, ad), ad).click()
      await expect(boardMenu(page).getByRole('checkbox', { name: board.name })).toBeChecked()
      expect((await makeAxeBuilder().analyze()).violations).toEqual([])
    }
  })

  test('a link for anyone: opened without an account, read-only; turned off, a clear dead end', async ({
    page,
    browser,
    ads,
  }) => {
    const first = await adAt(page, ads, 10)
    const second = await adAt(page, ads, 11)
    const board = await makeBoard(page, uniqueName('Client picks'))
    await saveVia(page, board.id, first.id)
    await saveVia(page, board.id, second.id)
    await annotateVia(page, board.id, first.id, 'Internal: pitch this one', ['internal-tag'])

    await page.goto(`/boards/${board.id}`)
    await page.getByRole('button', { name: 'Make a link for anyone' }).click()
    const field = page.getByRole('textbox', { name: 'Link for anyone' })
    await expect(field).toBeFocused()
    const link = await field.inputValue()
    expect(link).toMatch(/\/shared\/boards\/[\w-]{32}$/)

    const context = await browser.newContext({ storageState: NOBODY })
    const visitor = await context.newPage()
    const response = await visitor.goto(link)
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow')
    await expect(visitor.getByRole('heading', { level: 1, name: board.name })).toBeVisible()
    await expect(visitor).toHaveURL(link)
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    await expect(visitor.getByRole('heading', { level: 2, name: '2 ads' })).toBeVisible()
    // Newest saved first, as on the board.
    await expect(visitor.getByRole('article')).toHaveCount(2)
    await expect(visitor.getByRole('article').first()).toHaveAccessibleName(titleOf(second))
    await expect(sharedCard(visitor, first)).toContainText(first.advertiser.name)
    // Read-only, and nothing that needs an account or is the team's own.
    await expect(visitor.getByRole('link', { name: 'Details' })).toHaveCount(0)
    // Not even the app's own page of an ad (a generated ad's "service" page), which needs an account.
    const origin = new URL(link).origin
    await expect(
      visitor.locator(`a[href^="${origin}/ads/"], a[href^="/ads/"], a[href^="/advertisers/"]`),
    ).toHaveCount(0)
    await expect(
      visitor.getByRole('button', { name: /^(Saved?|Copy link|Edit note and tags)$/ }),
    ).toHaveCount(0)
    // Whose board it is, by name; not the notes (not chosen) or tags.
    await expect(visitor.getByText('E2E Admin’s board, shared')).toBeVisible()
    await expect(visitor.getByText(/Internal: pitch|internal-tag/)).toHaveCount(0)
    await expect(visitor.getByRole('navigation', { name: 'Views' })).toHaveCount(0)
    for (const colorScheme of ['light', 'dark'] as const) {
      await visitor.emulateMedia({ colorScheme })
      expect((await axeFor(visitor).analyze()).violations).toEqual([])
    }

    await page.getByRole('button', { name: 'Turn off link' }).click()
    await expect(page.getByRole('button', { name: 'Make a link for anyone' })).toBeFocused()
    await visitor.reload()
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'This link was turned off or never existed' }),
    ).toBeVisible()
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow')
    expect((await axeFor(visitor).analyze()).violations).toEqual([])
    await context.close()
  })

  test('at phone width: a shared board fits the screen', PHONE, async ({ page, browser, ads }) => {
    const phone = test.info().project.name === 'phone'
    const ad = await adAt(page, ads, phone ? 12 : 13)
    const board = await makeBoard(page, uniqueName('Phone share'))
    await saveVia(page, board.id, ad.id)
    const link = await shareLinkVia(page, board.id)
    const context = await browser.newContext({
      storageState: NOBODY,
      ...(phone ? { viewport: page.viewportSize()! } : {}),
    })
    const visitor = await context.newPage()
    await visitor.goto(link)
    await expect(visitor.getByRole('heading', { level: 1, name: board.name })).toBeVisible()
    const card = sharedCard(visitor, ad)
    await expect(card).toBeVisible()
    const width = visitor.viewportSize()!.width
    if (phone) expect(width).toBe(390)
    const box = await card.boundingBox()
    expect(box!.x).toBeGreaterThanOrEqual(0)
    expect(box!.x + box!.width).toBeLessThanOrEqual(width)
    expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    expect((await axeFor(visitor).analyze()).violations).toEqual([])
    await context.close()
  })

  test('edit a note and tags in the card: Esc cancels, a refusal keeps the text, a reload shows them', async ({
    page,
    ads,
  }) => {
    const ad = await adAt(page, ads, 14)
    const board = await makeBoard(page, uniqueName('Notes'))
    await saveVia(page, board.id, ad.id)
    await page.goto(`/boards/${board.id}`)
    const card = cardOf(page, ad)
    const form = noteForm(card, ad)

    // Esc: nothing changes, the focus is back on the button.
    await editButton(card).click()
    await expect(form.getByRole('textbox', { name: 'Note' })).toBeFocused()
    await form.getByRole('textbox', { name: 'Note' }).fill('Not this')
    await page.keyboard.press('Escape')
    await expect(form).toHaveCount(0)
    await expect(editButton(card)).toBeFocused()
    await expect(card).not.toContainText('Not this')

    // Too many tags: said at the field, nothing sent.
    await editButton(card).click()
    const tags = form.getByRole('textbox', { name: 'Tags' })
    await tags.fill(Array.from({ length: 21 }, (_, i) => `t${i}`).join(', '))
    await form.getByRole('button', { name: 'Save note and tags' }).click()
    await expect(tags).toHaveAttribute('aria-invalid', 'true')
    await expect(tags).toHaveAccessibleDescription(/Up to 20 tags/)
    await expect(tags).toBeFocused()

    // Refused by the server: the reason beside the form, the text kept.
    await page.route('**/api/v1/boards/*/ads/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 503,
            contentType: 'application/problem+json',
            json: {
              type: 'about:blank',
              title: 'Unavailable',
              status: 503,
              detail: 'Try again soon',
              code: 'internal',
            },
          })
        : route.fallback(),
    )
    await form.getByRole('textbox', { name: 'Note' }).fill('Strong hook in the first second')
    await tags.fill('hooks, summer , hooks')
    await form.getByRole('button', { name: 'Save note and tags' }).click()
    await expect(form.getByRole('alert')).toContainText('Try again soon')
    await expect(form.getByRole('textbox', { name: 'Note' })).toHaveValue('Strong hook in the first second')
    await page.unrouteAll()

    await form.getByRole('button', { name: 'Save note and tags' }).click()
    await expect(form).toHaveCount(0)
    await expect(editButton(card)).toBeFocused()
    await expect(card).toContainText('Note: Strong hook in the first second')
    await expect(card.getByRole('list', { name: 'Tags', exact: true }).getByRole('listitem')).toHaveText([
      'hooks',
      'summer',
    ])

    await page.reload()
    await expect(cardOf(page, ad)).toContainText('Note: Strong hook in the first second')
    await expect(
      cardOf(page, ad).getByRole('list', { name: 'Tags', exact: true }).getByRole('listitem'),
    ).toHaveText(['hooks', 'summer'])
    const saved = (await boardAds(page, board.id)).data[0]!
    expect({ note: saved.note, tags: saved.tags }).toEqual({
      note: 'Strong hook in the first second',
      tags: ['hooks', 'summer'],
    })
  })

  test('move an ad to another board with its note and tags; one there already only leaves', async ({
    page,
    ads,
    makeAxeBuilder,
  }) => {
    const mover = await adAt(page, ads, 15)
    const stayer = await adAt(page, ads, 16)
    const from = await makeBoard(page, uniqueName('Inbox'))
    const to = await makeBoard(page, uniqueName('Keepers'))
    await saveVia(page, from.id, stayer.id)
    await saveVia(page, from.id, mover.id)
    await annotateVia(page, from.id, mover.id, 'Great opening', ['hooks'])
    await saveVia(page, to.id, stayer.id)
    await annotateVia(page, to.id, stayer.id, 'Already kept', [])
    await annotateVia(page, from.id, stayer.id, 'Draft thought', ['maybe'])

    await page.goto(`/boards/${from.id}`)
    const card = cardOf(page, mover)
    const moveButton = card.getByRole('button', { name: 'Move to…' })
    await moveButton.click()
    await expect(moveButton).toHaveAttribute('aria-expanded', 'true')
    const menu = card.getByRole('group', { name: /^Move to another board/ })
    // The first of the other boards (the team's, changed last first) takes the focus.
    await expect(menu.getByRole('listitem').first().getByRole('button')).toBeFocused()
    await expect(menu.getByRole('button', { name: to.name })).toBeVisible()
    await expect(menu.getByRole('button', { name: from.name })).toHaveCount(0)
    expect((await makeAxeBuilder().analyze()).violations).toEqual([])
    await page.keyboard.press('Escape')
    await expect(menu).toHaveCount(0)
    await expect(moveButton).toBeFocused()

    await moveButton.click()
    await menu.getByRole('button', { name: to.name }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Moved' })).toHaveText(
      `Moved “${titleOf(mover)}” to ${to.name}. Open ${to.name}`,
    )
    await expect(cardOf(page, mover)).toHaveCount(0)
    await expect(results(page).getByRole('heading', { level: 2 })).toHaveText(countText(1))
    // The focus the card held goes to the card beside it.
    await expect(cardOf(page, stayer)).toBeFocused()
    await expect.poll(() => savedOn(page, mover.id)).toEqual([to.id])
    const moved = (await boardAds(page, to.id)).data.find((saved) => saved.ad.id === mover.id)
    expect({ note: moved?.note, tags: moved?.tags }).toEqual({ note: 'Great opening', tags: ['hooks'] })

    // On the other board already: taken off this one, the copy there keeps its own note.
    await cardOf(page, stayer).getByRole('button', { name: 'Move to…' }).click()
    await cardOf(page, stayer)
      .getByRole('group', { name: /^Move to another board/ })
      .getByRole('button', { name: to.name })
      .click()
    await expect(page.getByRole('status').filter({ hasText: 'Moved' })).toContainText(titleOf(stayer))
    await expect(page.getByText('Nothing saved here yet')).toBeVisible()
    await expect.poll(() => savedOn(page, stayer.id)).toEqual([to.id])
    const kept = (await boardAds(page, to.id)).data.find((saved) => saved.ad.id === stayer.id)
    expect(kept?.note).toBe('Already kept')

    await page.getByRole('link', { name: `Open ${to.name}` }).click()
    await expect(page.getByRole('heading', { level: 1, name: to.name })).toBeVisible()
    await expect(cardOf(page, mover)).toContainText('Note: Great opening')
  })

  test('find, filter by a tag and sort a board, all in the URL', async ({ page, ads }) => {
    const [noted, both, ugc, plain] = [
      await adAt(page, ads, 17),
      await adAt(page, ads, 18),
      await adAt(page, ads, 19),
      await adAt(page, ads, 20),
    ]
    const board = await makeBoard(page, uniqueName('Sorted'))
    for (const ad of [noted, both, ugc, plain]) await saveVia(page, board.id, ad.id)
    await annotateVia(page, board.id, noted.id, 'The zebraword hook', ['hooks'])
    await annotateVia(page, board.id, both.id, '', ['hooks', 'ugc'])
    await annotateVia(page, board.id, ugc.id, '', ['ugc'])
    const count = page.getByRole('heading', { level: 2 })
    const articles = page.getByRole('article')

    await page.goto(`/boards/${board.id}`)
    await expect(count).toHaveText(countText(4))
    await page.getByRole('searchbox', { name: 'Find on this board' }).fill('ZEBRAWORD')
    await expect(page).toHaveURL(/[?&]find=ZEBRAWORD/)
    await expect(count).toHaveText('1 of 4 ads')
    await expect(articles).toHaveCount(1)
    // Found by its Details link: the region's name is the count, which reads "1 of 4 ads" here.
    await expect(
      articles.filter({ has: page.locator(`a[href="/ads/${encodeURIComponent(noted.id)}"]`) }),
    ).toBeVisible()
    await page.getByRole('searchbox', { name: 'Find on this board' }).fill('')
    await expect(count).toHaveText(countText(4))
    await expect(page).not.toHaveURL(/find=/)

    const tag = page.getByRole('combobox', { name: 'Tag' })
    await expect(tag.getByRole('option')).toHaveText(['All tags', 'hooks', 'ugc'])
    await tag.selectOption('ugc')
    await expect(page).toHaveURL(/[?&]tag=ugc/)
    await expect(count).toHaveText('2 of 4 ads')
    const byStart = [both, ugc].sort(
      (a, b) => a.started_at.localeCompare(b.started_at) || a.id.localeCompare(b.id),
    )
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('Ad started (oldest)')
    await expect(page).toHaveURL(/[?&]order=started_asc/)
    await expect(articles).toHaveCount(2)
    await expect(articles.first()).toContainText(titleOf(byStart[0]!))

    // A reload opens the same view; Back undoes the sort.
    await page.reload()
    await expect(tag).toHaveValue('ugc')
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('started_asc')
    await expect(articles.first()).toContainText(titleOf(byStart[0]!))
    await page.goBack()
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('saved')
    await expect(page).not.toHaveURL(/order=/)

    await page.getByRole('button', { name: 'Clear' }).click()
    await expect(count).toHaveText(countText(4))
    await expect(page).not.toHaveURL(/[?&](find|tag|order)=/)

    // A board's words stay on the board: the search does not take them along.
    await tag.selectOption('hooks')
    await expect(count).toHaveText('2 of 4 ads')
    await openView(page, 'All ads')
    await expect(page).not.toHaveURL(/tag=/)
  })
})
