import { existsSync } from 'node:fs'
import { type Browser, type BrowserContext, chromium } from '@playwright/test'

/** The system Chromium (Playwright may not download its own here); CHROME_PATH points elsewhere. */
export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'

/** Flags for a quiet headless Chromium on a server: no sandbox (root), no GPU, no background traffic. */
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
]

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    ...(existsSync(CHROME_PATH) ? { executablePath: CHROME_PATH } : {}),
    args: CHROME_FLAGS,
  })
}

/** The session the benchmark's pages are opened with, as a person signed in (`signInForBench`). */
let session: { url: string; cookie: string } | undefined
export function benchSession(url: string, cookie: string): void {
  session = { url, cookie }
}

/**
 * A fresh context (empty cache, no cookies but the signed-in session) of the given size. tsx compiles this benchmark keeping
 * function names, which wraps named functions in a `__name` helper that pages do not have: functions
 * sent to a page would throw, so the page gets a do-nothing one.
 */
export async function newBenchContext(
  browser: Browser,
  viewport: { width: number; height: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport })
  if (session) {
    const [name, value] = session.cookie.split('=') as [string, string]
    await context.addCookies([{ name, value, url: session.url, httpOnly: true, sameSite: 'Lax' }])
  }
  await context.addInitScript({ content: 'globalThis.__name = (fn) => fn' })
  return context
}

/** Waits for the next frame to be produced: what was rendered before it has been painted. */
export const NEXT_FRAME = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()))
