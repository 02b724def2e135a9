import type { Browser, Page } from '@playwright/test'
import { FIRST_PAGE_ID } from '../src/search/first-page'
import type { Api } from './api-client'
import { NEXT_FRAME, newBenchContext } from './web-browser'

export interface ScrollResult {
  /** Ads the grid had loaded (the HTML's first page, then the API's) when the target ad came on screen. */
  ads_loaded: number
  dom_elements: number
  cards_in_dom: number
  longest_long_task_ms: number
  long_tasks: number
  wheel_steps: number
  seconds: number
}

const WHEEL_PX = 900
const GIVE_UP_MS = 240_000

declare global {
  interface Window {
    __longTasks?: { start: number; duration: number }[]
  }
}

/** Records every task that blocks the page's main thread over 50 ms ('longtask'), from its first script on. */
export async function recordLongTasks(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__longTasks = []
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks?.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'longtask', buffered: true })
  })
}

/**
 * Scrolls the grid with the mouse wheel, as a person would, until the `target`th ad (newest first)
 * is on screen; then counts the page's elements and reports the longest task that blocked the main
 * thread during the scroll (PerformanceObserver 'longtask': tasks over 50 ms).
 */
export async function measureScroll(
  browser: Browser,
  baseUrl: string,
  api: Api,
  target: number,
): Promise<ScrollResult> {
  const lastId = await nthAdId(api, target)
  const context = await newBenchContext(browser, { width: 1280, height: 800 })
  const page = await context.newPage()
  await recordLongTasks(page)
  let loaded = 0
  page.on('response', async (response) => {
    if (!response.url().includes('/api/v1/ads/query') || !response.ok()) return
    const body = (await response.json().catch(() => null)) as { data?: unknown[] } | null
    loaded += body?.data?.length ?? 0
  })
  const html = await (await page.goto(`${baseUrl}/`))?.text()
  loaded += firstPageAds(html ?? '')
  await page.getByRole('article').first().waitFor()
  await page.mouse.move(640, 400)
  const scrollStart = await page.evaluate(() => performance.now())
  const started = Date.now()

  let steps = 0
  for (;;) {
    if (Date.now() - started > GIVE_UP_MS) throw new Error(`scrolled ${loaded} ads in ${GIVE_UP_MS} ms`)
    const reached = await page.evaluate(
      (href) => {
        const link = document.querySelector(`a[href="${href}"]`)
        return link !== null && link.getBoundingClientRect().top < window.innerHeight
      },
      `/ads/${encodeURIComponent(lastId)}`,
    )
    if (reached) break
    await page.mouse.wheel(0, WHEEL_PX)
    await page.evaluate(NEXT_FRAME)
    steps++
  }
  const seconds = (Date.now() - started) / 1000
  const figures = await page.evaluate((since) => {
    const tasks = (window.__longTasks ?? []).filter((task) => task.start >= since)
    return {
      dom: document.querySelectorAll('*').length,
      cards: document.querySelectorAll('article').length,
      longest: Math.max(0, ...tasks.map((task) => task.duration)),
      count: tasks.length,
    }
  }, scrollStart)
  await context.close()
  return {
    ads_loaded: loaded,
    dom_elements: figures.dom,
    cards_in_dom: figures.cards,
    longest_long_task_ms: Math.round(figures.longest),
    long_tasks: figures.count,
    wheel_steps: steps,
    seconds: Math.round(seconds * 10) / 10,
  }
}

/** How many ads the HTML carries in its first-page block (the app reads them instead of asking the API). */
function firstPageAds(html: string): number {
  const block = new RegExp(`<script type="application/json" id="${FIRST_PAGE_ID}">(.*?)</script>`, 's').exec(
    html,
  )
  const embedded = block ? (JSON.parse(block[1]!) as { page?: { data?: unknown[] } }) : null
  return embedded?.page?.data?.length ?? 0
}

/** The id of the `n`th ad the grid lists first (newest first), following the API's cursors. */
async function nthAdId(api: Api, n: number): Promise<string> {
  let seen = 0
  let cursor: string | null = null
  for (;;) {
    const page = await api.search({ limit: 50, ...(cursor ? { cursor } : {}) })
    if (seen + page.data.length >= n) return page.data[n - seen - 1]!.id
    seen += page.data.length
    cursor = page.pagination.next_cursor
    if (!cursor) throw new Error(`the index holds fewer than ${n} ads`)
  }
}
