import AxeBuilder from '@axe-core/playwright'
import { type APIRequestContext, test as base } from '@playwright/test'
import { E2E_API_KEY, E2E_BASE_URL } from './e2e-server'

interface Fixtures {
  /** An axe scan of the page against WCAG 2.2 A/AA and best practices (landmarks, one h1, ...). */
  makeAxeBuilder: () => AxeBuilder
  /** The Ad Search Service API as a bearer-key client would call it, to compare the page with. */
  api: APIRequestContext
}

export const test = base.extend<Fixtures>({
  makeAxeBuilder: async ({ page }, use) => {
    await use(() =>
      new AxeBuilder({ page }).withTags([
        'wcag2a',
        'wcag2aa',
        'wcag21a',
        'wcag21aa',
        'wcag22aa',
        'best-practice',
      ]),
    )
  },
  api: async ({ playwright }, use) => {
    const api = await playwright.request.newContext({
      baseURL: E2E_BASE_URL,
      extraHTTPHeaders: { authorization: `Bearer ${E2E_API_KEY}` },
    })
    await use(api)
    await api.dispose()
  },
})

export { expect } from '@playwright/test'
