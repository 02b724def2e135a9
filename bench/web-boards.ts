import type { Browser } from '@playwright/test'
import type { Api } from './api-client'
import { type Summary, summarise } from './stats'
import { NEXT_FRAME, newBenchContext } from './web-browser'
import { recordLongTasks } from './web-scroll'

export interface BoardScrollResult {
  saved_ads: number
  ads_loaded: number
  dom_elements: number
  longest_long_task_ms: number
  long_tasks: number
  seconds: number
}

const WHEEL_PX = 900
const GIVE_UP_MS = 300_000

/** A board of the signed-in person with `count` of the index's ads on it, saved through the API. */
export async function boardOf(url: string, cookie: string, api: Api, count: number): Promise<string> {
  const headers = { Cookie: cookie, Origin: url, 'Content-Type': 'application/json' }
  const made = await fetch(`${url}/api/v1/boards`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ name: `Bench ${count}` }),
  })
  if (made.status !== 201) throw new Error(`making a board answered ${made.status}`)
  const { id } = (await made.json()) as { id: string }
  const ids: string[] = []
  let cursor: string | null = null
  while (ids.length < count) {
    const page = await api.search({ limit: 50, ...(cursor ? { cursor } : {}) })
    ids.push(...page.data.map((ad) => ad.id))
    cursor = page.pagination.next_cursor
    if (!cursor) break
  }
  // Eight saves at a time: as fast as the server takes them, without a queue of thousands.
  let next = 0
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < Math.min(count, ids.length)) {
        const adId = ids[next++]!
        const saved = await fetch(`${url}/api/v1/boards/${id}/ads/${encodeURIComponent(adId)}`, {
          method: 'PUT',
          headers,
        })
        if (!saved.ok) throw new Error(`saving ${adId} answered ${saved.status}`)
      }
    }),
  )
  return id
}

/**
 * Scrolls a board's page with the mouse wheel to its end, as a person would, and reports the longest
 * task that blocked the main thread meanwhile (tasks over 50 ms) and the page's size at the end.
 */
export async function measureBoardScroll(
  browser: Browser,
  url: string,
  boardId: string,
  savedAds: number,
): Promise<BoardScrollResult> {
  const context = await newBenchContext(browser, { width: 1280, height: 800 })
  const page = await context.newPage()
  await recordLongTasks(page)
  let loaded = 0
  page.on('response', async (response) => {
    if (!response.url().includes(`/api/v1/boards/${boardId}/ads`) || !response.ok()) return
    const body = (await response.json().catch(() => null)) as { data?: unknown[] } | null
    loaded += body?.data?.length ?? 0
  })
  await page.goto(`${url}/boards/${boardId}`)
  await page.getByRole('article').first().waitFor()
  await page.mouse.move(640, 400)
  const scrollStart = await page.evaluate(() => performance.now())
  const started = Date.now()
  for (;;) {
    if (Date.now() - started > GIVE_UP_MS) throw new Error(`scrolled ${loaded} saved ads in ${GIVE_UP_MS} ms`)
    const atEnd = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 4,
    )
    if (atEnd && loaded >= savedAds) break
    await page.mouse.wheel(0, WHEEL_PX)
    await page.evaluate(NEXT_FRAME)
  }
  const seconds = (Date.now() - started) / 1000
  const figures = await page.evaluate((since) => {
    const tasks = (window.__longTasks ?? []).filter((task) => task.start >= since)
    return {
      dom: document.querySelectorAll('*').length,
      longest: Math.max(0, ...tasks.map((task) => task.duration)),
      count: tasks.length,
    }
  }, scrollStart)
  await context.close()
  return {
    saved_ads: savedAds,
    ads_loaded: loaded,
    dom_elements: figures.dom,
    longest_long_task_ms: Math.round(figures.longest),
    long_tasks: figures.count,
    seconds: Math.round(seconds * 10) / 10,
  }
}

/**
 * From a click on a card's Save to the card saying "Saved", on the search page: each of `clicks`
 * cards is saved once (to the board used last), timed in the page from the click event to the frame
 * that shows the change.
 */
export async function measureSaveClicks(browser: Browser, url: string, clicks: number): Promise<Summary> {
  const context = await newBenchContext(browser, { width: 1280, height: 800 })
  const page = await context.newPage()
  await page.goto(`${url}/?sort=oldest`)
  await page.getByRole('article').first().waitFor()
  await page.mouse.move(640, 400)
  const times: number[] = []
  for (let i = 0; i < clicks; i++) {
    // The next card not saved yet; the grid keeps only the rows near the screen, so scroll to find it.
    const unsaved = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Save', exact: true }) })
    while ((await unsaved.count()) === 0) {
      await page.mouse.wheel(0, 600)
      await page.evaluate(NEXT_FRAME)
    }
    const button = unsaved.first().getByRole('button', { name: 'Save', exact: true })
    await button.scrollIntoViewIfNeeded()
    // Timed in the page: from the click event on a card to the frame after its button says "Saved".
    // Listened for on the document, as the button may be drawn anew between here and the click.
    const timing = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const onClick = (event: MouseEvent) => {
            const article = (event.target as Element).closest('article')
            if (!article) return
            document.removeEventListener('click', onClick, true)
            const clicked = performance.now()
            const isSaved = () =>
              [...article.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Saved')
            const finish = () => requestAnimationFrame(() => resolve(performance.now() - clicked))
            const observer = new MutationObserver(() => {
              if (!isSaved()) return
              observer.disconnect()
              finish()
            })
            observer.observe(article, { subtree: true, childList: true, characterData: true })
            setTimeout(() => {
              observer.disconnect()
              resolve(Number.NaN)
            }, 5000)
          }
          document.addEventListener('click', onClick, true)
        }),
    )
    await button.click()
    const ms = await timing
    if (Number.isNaN(ms)) throw new Error(`card ${i + 1} did not say Saved within 5 s of its click`)
    times.push(ms)
  }
  await context.close()
  return summarise(times)
}
