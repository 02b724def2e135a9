import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'
import { apiClient } from './api-client'
import { buildServer, signInForBench, startServer } from './bench-server'
import { ensureBenchData } from './seed-bench-data'
import { boardOf, measureBoardScroll, measureSaveClicks } from './web-boards'
import { benchSession, launchChromium } from './web-browser'
import { measureFilterClicks } from './web-filter-clicks'
import { measureFirstRouteJs } from './web-first-route'
import { measureKeystrokes } from './web-keystrokes'
import { runLighthouse } from './web-lighthouse'
import { measureScroll } from './web-scroll'

const ADS = 20_000
const SCROLLED_ADS = 2_000
const BOARD_ADS = 5_000
const SAVE_CLICKS = 40
const KEY = 'bench-key-for-loopback-only-0123456789'

/**
 * The web benchmark: builds the app, serves it over a fresh index of 20,000 generated ads on
 * loopback, and measures it in Chromium: the first route's JavaScript, Lighthouse (mobile), the page
 * after scrolling 2,000 ads, keystroke-to-results, filter-click and save-click latency, and a board
 * of 5,000 saved ads scrolled to its end. Writes bench/results/web.json.
 */
export async function benchWeb() {
  console.log('Web benchmark: building the app')
  const build = spawnSync('node_modules/.bin/vite', ['build', '--logLevel', 'warn'], { stdio: 'inherit' })
  if (build.status !== 0) throw new Error('vite build failed')
  buildServer()
  const dataDir = mkdtempSync(join(tmpdir(), 'ads-web-bench-'))
  console.log(`  seeding ${ADS.toLocaleString('en')} ads into ${dataDir}`)
  await ensureBenchData(dataDir, ADS)
  const server = await startServer(dataDir, KEY)
  // The pages are measured as a person signed in sees them.
  const cookie = await signInForBench(server.url, dataDir)
  benchSession(server.url, cookie)
  const browser = await launchChromium()
  try {
    console.log('  first route JavaScript')
    const firstRoute = await measureFirstRouteJs(browser, server.url)
    const api = apiClient(server.url, KEY)
    console.log('  keystrokes to results')
    const keystrokes = await measureKeystrokes(browser, server.url, api)
    console.log(`  scrolling ${SCROLLED_ADS.toLocaleString('en')} ads`)
    const scroll = await measureScroll(browser, server.url, api, SCROLLED_ADS)
    console.log('  filter clicks')
    const filterClick = await measureFilterClicks(browser, server.url, api)
    console.log(`  a board of ${BOARD_ADS.toLocaleString('en')} saved ads`)
    const board = await boardOf(server.url, cookie, api, BOARD_ADS)
    // Saved with a click each to that board (the one used last), from the oldest ads: none is on it yet.
    console.log(`  saving ${SAVE_CLICKS} ads, one click each`)
    const saveClick = await measureSaveClicks(browser, server.url, SAVE_CLICKS)
    console.log('  scrolling the board to its end')
    // A board that does not reach its end in time is a missed target, not a reason to lose the other figures.
    const boardScroll = await measureBoardScroll(browser, server.url, board, BOARD_ADS + SAVE_CLICKS).catch(
      (error: Error) => ({ error: error.message }),
    )
    console.log('  Lighthouse (mobile)')
    const lighthouse = await runLighthouse(`${server.url}/`, cookie)
    // The advertiser view, with its dashboard's charts, on the search page's calibration.
    const advertiser = (await api.search({ limit: 1 })).data[0]!.advertiser
    console.log(`  Lighthouse (mobile) on the advertiser view of ${advertiser.name}`)
    const advertiserLighthouse = await runLighthouse(
      `${server.url}/advertisers/${encodeURIComponent(advertiser.id)}`,
      cookie,
      lighthouse.cpu,
    )

    const results = {
      date: new Date().toISOString(),
      machine: { cores: cpus().length, node: process.version, browser: browser.version() },
      ads: ADS,
      first_route_js: firstRoute,
      lighthouse,
      advertiser_lighthouse: advertiserLighthouse,
      scroll,
      keystroke_to_results: keystrokes,
      filter_click_ms: filterClick,
      save_click_ms: saveClick,
      board_scroll: boardScroll,
      targets: {
        'first route JS <= 150 KB gzip': firstRoute.kb_gzip <= 150,
        'Lighthouse performance >= 95': lighthouse.performance >= 95,
        'Lighthouse accessibility = 100': lighthouse.accessibility === 100,
        'Lighthouse performance on the advertiser view >= 95': advertiserLighthouse.performance >= 95,
        'Lighthouse accessibility on the advertiser view = 100': advertiserLighthouse.accessibility === 100,
        'DOM elements <= 3,000 after 2,000 ads': scroll.dom_elements <= 3000,
        'no long task > 100 ms while scrolling': scroll.longest_long_task_ms <= 100,
        'keystroke to results p95 <= 300 ms, after the pause and with Enter':
          Math.max(keystrokes.after_pause_ms.p95, keystrokes.with_enter_ms.p95) <= 300,
        'filter click p95 <= 150 ms': filterClick.p95 <= 150,
        'save click to Saved p95 <= 100 ms': saveClick.p95 <= 100,
        'no long task > 100 ms scrolling a board of 5,000':
          'longest_long_task_ms' in boardScroll && boardScroll.longest_long_task_ms <= 100,
      },
    }
    mkdirSync('bench/results', { recursive: true })
    writeFileSync('bench/results/web.json', `${JSON.stringify(results, null, 2)}\n`)
    printSummary(results)
  } finally {
    await browser.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function printSummary(r: {
  first_route_js: { kb_gzip: number; kb_gzip_by_network_idle: number }
  lighthouse: {
    performance: number
    accessibility: number
    cpu: { benchmark_index: number; slowdown: number }
    uncalibrated: { performance: number }
  }
  advertiser_lighthouse: { performance: number; accessibility: number }
  scroll: { dom_elements: number; longest_long_task_ms: number; ads_loaded: number }
  keystroke_to_results: {
    after_pause_ms: { p50: number; p95: number }
    with_enter_ms: { p50: number; p95: number }
  }
  filter_click_ms: { p50: number; p95: number }
  save_click_ms: { p50: number; p95: number }
  board_scroll:
    | { saved_ads: number; dom_elements: number; longest_long_task_ms: number; seconds: number }
    | { error: string }
  targets: Record<string, boolean>
}) {
  console.log(`
  first route JS        ${r.first_route_js.kb_gzip} KB gzip before the first ads, ${r.first_route_js.kb_gzip_by_network_idle} KB with what follows them (the timeline chart)
  Lighthouse (mobile)   performance ${r.lighthouse.performance}, accessibility ${r.lighthouse.accessibility} (CPU slowdown ${r.lighthouse.cpu.slowdown}x for a benchmark index of ${r.lighthouse.cpu.benchmark_index}; ${r.lighthouse.uncalibrated.performance} at the default 4x)
  advertiser view       performance ${r.advertiser_lighthouse.performance}, accessibility ${r.advertiser_lighthouse.accessibility} (same CPU slowdown)
  after ${r.scroll.ads_loaded.toLocaleString('en')} ads        ${r.scroll.dom_elements} DOM elements, longest long task ${r.scroll.longest_long_task_ms} ms
  keystroke to results  p50 ${r.keystroke_to_results.after_pause_ms.p50} ms, p95 ${r.keystroke_to_results.after_pause_ms.p95} ms after the pause; with Enter p50 ${r.keystroke_to_results.with_enter_ms.p50} ms, p95 ${r.keystroke_to_results.with_enter_ms.p95} ms
  filter click          p50 ${r.filter_click_ms.p50} ms, p95 ${r.filter_click_ms.p95} ms
  save click to Saved   p50 ${r.save_click_ms.p50} ms, p95 ${r.save_click_ms.p95} ms
  board of 5,000+       ${'error' in r.board_scroll ? r.board_scroll.error : `${r.board_scroll.saved_ads.toLocaleString('en')} scrolled to their end in ${r.board_scroll.seconds} s: ${r.board_scroll.dom_elements} DOM elements, longest long task ${r.board_scroll.longest_long_task_ms} ms`}
`)
  for (const [target, met] of Object.entries(r.targets))
    console.log(`  ${met ? 'met   ' : 'MISSED'}  ${target}`)
}
