import { expect, type Locator, type Page } from '@playwright/test'
import type { Ad } from '../src/contract/ad'
import { adTitle } from '../src/features/ad-card/ad-links'

/** The app's lg breakpoint: below it the filters live in a drawer behind a "Filters" button. */
const WIDE_LAYOUT_PX = 1024

/** "1 ad", "1,234 ads", as the results heading reads. */
export function countText(total: number): string {
  return total === 1 ? '1 ad' : `${total.toLocaleString('en')} ads`
}

/** "1 ad", "483 ads": a facet value's count, as its checkbox's description reads. */
export function describedCount(count: number): string {
  return countText(count)
}

/** What a card (and the detail view) calls an ad: its headline, or who runs it when it has none. */
export function titleOf(ad: Ad): string {
  return adTitle(ad)
}

const COUNT_HEADING = /^(Loading ads…|[\d,]+ ads?)$/

/** The results section, named by its count heading ("1,234 ads"). */
export function results(page: Page): Locator {
  return page.getByRole('region', { name: COUNT_HEADING })
}

/** The results heading: how a person reads how many ads match. */
export function resultsCount(page: Page): Locator {
  return results(page).getByRole('heading', { level: 2, name: COUNT_HEADING })
}

/** The ad cards the grid has in the page (a virtualised grid holds only those near the viewport). */
export function cards(page: Page): Locator {
  return results(page).getByRole('article')
}

/**
 * The card of one ad, found by where its Details link leads (/ads/<id>): headlines repeat across
 * ads, ids do not.
 */
export function cardOf(page: Page, ad: Pick<Ad, 'id'>): Locator {
  return cards(page).filter({ has: page.locator(`a[href="/ads/${encodeURIComponent(ad.id)}"]`) })
}

export function keywordsBox(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Keywords' })
}

/** Waits until the grid shows this many results, as the API counted them. */
export async function expectTotal(page: Page, total: number): Promise<void> {
  await expect(resultsCount(page)).toHaveText(countText(total))
}

export function isPhoneLayout(page: Page): boolean {
  return (page.viewportSize()?.width ?? WIDE_LAYOUT_PX) < WIDE_LAYOUT_PX
}

/** The filter panel: the sidebar on wide screens, the drawer (opened here) on phones. */
export async function openFilters(page: Page): Promise<Locator> {
  if (!isPhoneLayout(page)) return page.getByRole('complementary', { name: 'Filters' })
  await page.getByRole('button', { name: /^Filters/ }).click()
  const drawer = page.getByRole('dialog', { name: 'Filters' })
  await expect(drawer).toBeVisible()
  return drawer
}

/** Back to the results: closes the phone drawer; the sidebar needs nothing. */
export async function closeFilters(page: Page): Promise<void> {
  if (!isPhoneLayout(page)) return
  const drawer = page.getByRole('dialog', { name: 'Filters' })
  await drawer.getByRole('button', { name: 'Show results' }).click()
  await expect(drawer).toBeHidden()
}

/** The search part of the current address, decoded only where the app itself would write it plainly. */
export function searchOf(page: Page): string {
  return new URL(page.url()).search
}

/** How many entries the tab's history holds: a burst of typing adds one, each filter click one. */
export function historyLength(page: Page): Promise<number> {
  return page.evaluate(() => window.history.length)
}

/** Scrolls the window to the bottom, as a person dragging the scrollbar down would. */
export async function scrollToBottom(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
}

/** A card's way into the ad's detail: its headline, a link (the creative is one too). */
export function detailsLink(card: Locator): Locator {
  return card.getByRole('heading', { level: 3 }).getByRole('link')
}

/** Goes to one of the header's views ("Boards", "All ads"…): on a phone they are behind the Menu button. */
export async function openView(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' })
  if (await menu.isVisible()) await menu.click()
  await page.getByRole('navigation', { name: 'Views' }).getByRole('link', { name, exact: true }).click()
}
