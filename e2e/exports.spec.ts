import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import { cards, expect, expectTotal, results, resultsCount, test } from './fixtures'

/** The records of a CSV (RFC 4180): line breaks inside quoted cells belong to their record. */
function csvRecords(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') cell += text[++i]
      else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      record.push(cell)
      cell = ''
    } else if (char === '\n' || (char === '\r' && text[i + 1] === '\n')) {
      if (char === '\r') i++
      records.push([...record, cell])
      record = []
      cell = ''
    } else cell += char
  }
  return records
}

const exportButton = (page: Page) => results(page).getByRole('button', { name: 'Export', exact: true })

test.describe('exports', () => {
  test('export the search on screen as CSV: a file of every ad the count shows', async ({
    page,
    ads,
    makeAxeBuilder,
  }) => {
    const { word, total } = await ads.keyword(20, 400)
    await page.goto(`/?q=${word}`)
    await expectTotal(page, total)
    await expect(cards(page).first()).toBeVisible()
    const shown = Number((await resultsCount(page).textContent())?.replace(/\D/g, ''))

    await exportButton(page).click()
    const menu = page.getByRole('menu', { name: 'Export as' })
    await expect(menu.getByRole('menuitem')).toHaveText(['CSV', 'NDJSON'])
    await expect(menu.getByRole('menuitem', { name: 'CSV' })).toBeFocused()
    expect((await makeAxeBuilder().analyze()).violations).toEqual([])

    const download = page.waitForEvent('download')
    await menu.getByRole('menuitem', { name: 'CSV' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^ads-\d{4}-\d\d-\d\d\.csv$/)
    const [header, ...rows] = csvRecords(await readFile((await file.path())!, 'utf8'))
    expect(header?.slice(0, 3)).toEqual(['id', 'advertiser_id', 'advertiser'])
    expect(header).toContain('service_url')
    expect(rows).toHaveLength(shown)
    await expect(results(page).getByRole('status').filter({ hasText: 'Saved' })).toHaveText(
      `Saved ${file.suggestedFilename()} (${shown.toLocaleString('en')} ads)`,
    )
    await expect(menu).toBeHidden()
    await expect(exportButton(page)).toBeFocused()
  })

  test('the menu works from the keyboard, and a refused export says why', async ({ page }) => {
    await page.route('**/api/v1/exports/**', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/problem+json',
        body: JSON.stringify({
          type: 'https://adsearch.dev/problems/rate_limited',
          title: 'Too many requests',
          status: 429,
          detail: 'Too many requests; try again in 3 s',
          code: 'rate_limited',
          errors: [],
        }),
      }),
    )
    await page.goto('/')
    await expect(cards(page).first()).toBeVisible()
    await exportButton(page).focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu', { name: 'Export as' })
    await expect(menu.getByRole('menuitem', { name: 'CSV' })).toBeFocused()
    await page.keyboard.press('ArrowDown')
    await expect(menu.getByRole('menuitem', { name: 'NDJSON' })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect(exportButton(page)).toBeFocused()

    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect(results(page).getByRole('alert')).toContainText(
      'The export failed: Too many requests; try again in 3 s',
    )
  })
})
