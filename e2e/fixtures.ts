import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, test as base, type Page } from '@playwright/test'
import { AdsApi } from './ads-api'
import { E2E_API_KEY, E2E_BASE_URL } from './e2e-server'

interface Fixtures {
  /** An axe scan of the page against WCAG 2.2 A/AA and best practices (landmarks, one h1, ...). */
  makeAxeBuilder: () => AxeBuilder
  /** The Ad Search Service API as a bearer-key client would call it, to compare the page with. */
  api: APIRequestContext
  /** The same API, typed: searches, totals, facets and look-ups to derive expectations from. */
  ads: AdsApi
}

/** An axe scan of any page (one of a second browser context, say) with the rules every spec uses. */
export const axeFor = (page: Page) =>
  new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])

export const test = base.extend<Fixtures>({
  makeAxeBuilder: async ({ page }, use) => {
    await use(() => axeFor(page))
  },
  api: async ({ playwright }, use) => {
    const api = await playwright.request.newContext({
      baseURL: E2E_BASE_URL,
      // A fresh connection per call: a kept-alive socket the server times out just as a call reuses it
      // ends in ECONNRESET, failing a test for nothing the app did.
      extraHTTPHeaders: { authorization: `Bearer ${E2E_API_KEY}`, connection: 'close' },
    })
    await use(api)
    await api.dispose()
  },
  ads: async ({ api }, use) => {
    await use(new AdsApi(api))
  },
})

/** Tags: `@phone` flows run in both projects; `@phone-only` ones (the filter drawer) only at phone width. */
export const PHONE = { tag: '@phone' }
export const PHONE_ONLY = { tag: '@phone-only' }

export { expect } from '@playwright/test'
export * from './search-page'
