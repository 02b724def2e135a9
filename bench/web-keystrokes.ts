import type { Browser, Page } from '@playwright/test'
import { tokenize } from '../src/contract/keywords'
import { countOf } from '../src/lib/format'
import type { Api } from './api-client'
import { type Summary, seededRandom, summarise } from './stats'
import { newBenchContext } from './web-browser'

const WORDS = 30
/** The ads whose words are drawn from: the newest (a page of the API at its most). */
const SOURCE_ADS = 50
/** Shorter words are mostly stop words or prefixes of many; longer ones are rarely typed whole. */
const WORD_LENGTH = { min: 4, max: 10 }
/** A person types a key every 80 to 120 ms: under the search box's 200 ms pause. */
const KEY_DELAY_MS = { min: 80, max: 120 }
/** Far past any budget: a word whose results never show is a broken page, not a slow one. */
const RESULTS_TIMEOUT_MS = 15_000
const SEED = 33

export interface KeystrokeToResults {
  /** From the last letter typed to the results on screen, the box left to its pause. */
  after_pause_ms: Summary
  /** From Enter, pressed right after the last letter, to the results on screen. */
  with_enter_ms: Summary
  words: number
  key_delay_ms: { min: number; max: number }
}

interface Word {
  word: string
  /** The results heading once the word's search has loaded: the API's total for it. */
  heading: string
}

declare global {
  interface Window {
    __keyAt?: number
    __resultsShown?: (heading: string, timeoutMs: number) => Promise<number>
  }
}

/**
 * Keystroke to results: on the search page, ~30 words drawn (seeded) from the index's own ads are
 * typed a key at a time at a person's pace, each timed in the page from the last key's keydown to
 * the frame that shows the word's count (the API's total for it) in the results heading with the
 * grid no longer dimmed. Once left to the box's pause, once with Enter pressed after the last letter.
 * Between words the box is emptied and Enter brings back every ad, so each word starts from the same page.
 */
export async function measureKeystrokes(
  browser: Browser,
  baseUrl: string,
  api: Api,
): Promise<KeystrokeToResults> {
  const words = await drawWords(api)
  const everyAd = countOf((await api.search({ limit: 1 })).pagination.total, 'ad')
  const context = await newBenchContext(browser, { width: 1280, height: 800 })
  const page = await context.newPage()
  await page.goto(`${baseUrl}/`)
  await page.getByRole('article').first().waitFor()
  await page.evaluate(installTimer)
  const box = page.getByRole('combobox', { name: 'Keywords' })
  const random = seededRandom(SEED)
  const keyDelay = () => KEY_DELAY_MS.min + Math.round(random.next() * (KEY_DELAY_MS.max - KEY_DELAY_MS.min))

  const afterPause: number[] = []
  const withEnter: number[] = []
  for (const { word, heading } of words) {
    for (const [samples, enter] of [
      [afterPause, false],
      [withEnter, true],
    ] as const) {
      await box.click()
      await box.fill('')
      await Promise.all([resultsShown(page, everyAd), box.press('Enter')])
      const [ms] = await Promise.all([resultsShown(page, heading), typeWord(page, word, keyDelay, enter)])
      samples.push(ms)
    }
  }
  await context.close()
  return {
    after_pause_ms: summarise(afterPause),
    with_enter_ms: summarise(withEnter),
    words: words.length,
    key_delay_ms: KEY_DELAY_MS,
  }
}

async function typeWord(page: Page, word: string, keyDelay: () => number, enter: boolean) {
  for (const [i, letter] of [...word].entries()) {
    if (i > 0) await page.waitForTimeout(keyDelay())
    await page.keyboard.press(letter)
  }
  if (!enter) return
  await page.waitForTimeout(keyDelay())
  await page.keyboard.press('Enter')
}

function resultsShown(page: Page, heading: string): Promise<number> {
  return page.evaluate(([heading, timeout]) => window.__resultsShown!(heading, timeout), [
    heading,
    RESULTS_TIMEOUT_MS,
  ] as const)
}

/** Runs in the page: stamps each keydown, and resolves once the wanted count is on an undimmed grid. */
function installTimer() {
  document.addEventListener('keydown', (event) => (window.__keyAt = event.timeStamp), true)
  window.__resultsShown = (heading, timeoutMs) =>
    new Promise((resolve, reject) => {
      const done = () => {
        const title = document.querySelector('#results-count')
        const grid = title?.closest('section')?.querySelector('[aria-busy]')
        return title?.textContent === heading && grid?.getAttribute('aria-busy') === 'false'
      }
      const timer = setTimeout(() => {
        observer.disconnect()
        const shown = document.querySelector('#results-count')?.textContent
        reject(new Error(`"${heading}" never shown (the heading says "${shown}")`))
      }, timeoutMs)
      const shown = () => {
        observer.disconnect()
        clearTimeout(timer)
        requestAnimationFrame(() => resolve(performance.now() - (window.__keyAt ?? 0)))
      }
      const observer = new MutationObserver(() => {
        if (done()) shown()
      })
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      })
      // Already on screen: the page of every ad before the first word, when the box was empty.
      if (done()) shown()
    })
}

/**
 * Distinct words of the newest ads' headlines and copy, drawn in a seeded order, keeping those that
 * find some ads but not every one: each changes the heading from the page of every ad.
 */
async function drawWords(api: Api): Promise<Word[]> {
  const page = await api.search({ limit: SOURCE_ADS })
  const all = (await api.search({ limit: 1 })).pagination.total
  const candidates = [
    ...new Set(
      page.data
        .flatMap((ad) => tokenize(`${ad.headline} ${ad.body}`))
        .filter(
          (word) => /^[a-z]+$/.test(word) && word.length >= WORD_LENGTH.min && word.length <= WORD_LENGTH.max,
        ),
    ),
  ].sort()
  const random = seededRandom(SEED)
  const words: Word[] = []
  while (words.length < WORDS && candidates.length > 0) {
    const [word] = candidates.splice(Math.floor(random.next() * candidates.length), 1) as [string]
    const total = (await api.search({ query: word, limit: 1 })).pagination.total
    if (total > 0 && total < all) words.push({ word, heading: countOf(total, 'ad') })
  }
  return words
}
