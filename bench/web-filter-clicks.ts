import type { Browser } from '@playwright/test'
import { FacetList } from '../src/contract/facets'
import type { Api, Body } from './api-client'
import { type Summary, summarise } from './stats'
import { newBenchContext } from './web-browser'

const CLICKS = 30
const FACETS = ['formats', 'platforms'] as const

interface Click {
  facet: (typeof FACETS)[number]
  label: string
  /** The results heading once the click's search has loaded, and the id of its first ad. */
  heading: string
  firstId: string
}

declare global {
  interface Window {
    __clickAt?: number
    __shown?: (heading: string, firstId: string) => Promise<number>
  }
}

/**
 * Filter click to new results: ~30 facet checkbox clicks on the desktop sidebar, each timed in the
 * page from the click event to the frame that shows the new count and first card (and no longer
 * dims the grid). The clicks are planned against the API so every one changes the count.
 */
export async function measureFilterClicks(browser: Browser, baseUrl: string, api: Api): Promise<Summary> {
  const plan = await planClicks(api)
  const context = await newBenchContext(browser, { width: 1280, height: 800 })
  const page = await context.newPage()
  await page.goto(`${baseUrl}/`)
  await page.getByRole('article').first().waitFor()
  await page.evaluate(installTimer)
  const sidebar = page.getByRole('complementary', { name: 'Filters' })

  const samples: number[] = []
  for (const click of plan) {
    // The page starts watching before the click; both settle together (or fail together).
    const [ms] = await Promise.all([
      page.evaluate(([heading, id]) => window.__shown!(heading!, id!), [click.heading, click.firstId]),
      sidebar.getByRole('checkbox', { name: click.label, exact: true }).click(),
    ])
    samples.push(ms)
  }
  await context.close()
  return summarise(samples)
}

/** Runs in the page: stamps each click, and resolves once the wanted results are on screen. */
function installTimer() {
  document.addEventListener('click', (event) => (window.__clickAt = event.timeStamp), true)
  window.__shown = (heading, firstId) =>
    new Promise((resolve) => {
      const done = () => {
        const title = document.querySelector('#results-count')
        const grid = title?.closest('section')?.querySelector('[aria-busy]')
        const first = grid?.querySelector('article a[href^="/ads/"]')
        return (
          title?.textContent === heading &&
          grid?.getAttribute('aria-busy') === 'false' &&
          first?.getAttribute('href') === `/ads/${encodeURIComponent(firstId)}`
        )
      }
      const observer = new MutationObserver(() => {
        if (!done()) return
        observer.disconnect()
        requestAnimationFrame(() => resolve(performance.now() - (window.__clickAt ?? 0)))
      })
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      })
    })
}

/** Ticks and unticks format and platform values in turn, keeping only clicks that change the count. */
async function planClicks(api: Api): Promise<Click[]> {
  const values = []
  for (const facet of FACETS) {
    for (const value of FacetList.parse(await api.facet(facet, '')).data) values.push({ facet, ...value })
  }
  const ticked = new Set<string>()
  let total = (await api.search({ limit: 1 })).pagination.total
  const plan: Click[] = []
  for (let i = 0; plan.length < CLICKS && i < values.length * 6; i++) {
    const value = values[i % values.length]!
    const key = `${value.facet}:${value.value}`
    const next = new Set(ticked)
    if (!next.delete(key)) next.add(key)
    const body: Body = { limit: 1 }
    for (const facet of FACETS) {
      const chosen = [...next].filter((k) => k.startsWith(`${facet}:`)).map((k) => k.slice(facet.length + 1))
      if (chosen.length > 0) body[facet] = chosen
    }
    const page = await api.search(body)
    if (page.pagination.total === 0 || page.pagination.total === total) continue
    ticked.clear()
    for (const k of next) ticked.add(k)
    total = page.pagination.total
    plan.push({
      facet: value.facet,
      label: value.label,
      heading: `${total.toLocaleString('en')} ads`,
      firstId: page.data[0]!.id,
    })
  }
  return plan
}
