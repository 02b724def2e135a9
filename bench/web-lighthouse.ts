import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { summarise } from './stats'
import { CHROME_FLAGS, CHROME_PATH } from './web-browser'

/** Runs with Lighthouse's shipped settings: they measure the host's speed (its benchmark index). */
const DEFAULT_RUNS = 3
/** Runs with the CPU slowdown calibrated to that speed: the score the target is read from. */
const CALIBRATED_RUNS = 5

export interface LighthouseProfile {
  /** Median of the runs' performance scores (0..100); the machine's noise moves single runs. */
  performance: number
  runs: { performance: number; accessibility: number }[]
  /** The median run's metrics, in milliseconds (CLS unitless). */
  metrics: Record<string, number>
}

export interface LighthouseResult extends LighthouseProfile {
  accessibility: number
  failed_accessibility_audits: string[]
  cpu: {
    /** Lighthouse's measure of this machine's speed (median of the default runs); ~1,500 and up is a fast desktop. */
    benchmark_index: number
    /** The CPU slowdown of the calibrated runs; Lighthouse's mobile default is 4. */
    slowdown: number
  }
  /** The same page with Lighthouse's shipped mobile settings (4x CPU slowdown whatever the host). */
  uncalibrated: LighthouseProfile
}

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>
  audits: Record<string, { score: number | null; numericValue?: number }>
  environment: { benchmarkIndex: number }
}

/**
 * Lighthouse's mobile profile (a mid-range phone on slow 4G) on `/`, through its command line, which
 * launches the system Chromium itself (CHROME_PATH).
 *
 * The profile slows the CPU 4x, which assumes the host is a fast desktop: on a slower host it models a
 * phone slower than the one intended, and Lighthouse warns that the tested device is slower than it
 * expects. Its throttling guide (docs/throttling.md, "CPU throttling" in the Lighthouse repository)
 * has the remedy: choose the multiplier from the host's benchmark index, which every run reports.
 * So the default runs measure the host, the calibrated runs give the score, and both are reported.
 */
export async function runLighthouse(
  url: string,
  cookie?: string,
  /** Another page's calibration, for scores read on the same footing; one default run is then kept for reference. */
  calibratedAs?: LighthouseResult['cpu'],
): Promise<LighthouseResult> {
  const dir = mkdtempSync(join(tmpdir(), 'ads-lighthouse-'))
  try {
    const uncalibrated = await runs(url, dir, calibratedAs ? 1 : DEFAULT_RUNS, undefined, cookie)
    const benchmarkIndex =
      calibratedAs?.benchmark_index ??
      Math.round(summarise(uncalibrated.map((lhr) => lhr.environment.benchmarkIndex)).p50)
    const slowdown = calibratedAs?.slowdown ?? cpuSlowdownFor(benchmarkIndex)
    const calibrated = await runs(url, dir, CALIBRATED_RUNS, slowdown, cookie)
    const all = [...uncalibrated, ...calibrated]
    return {
      ...profile(calibrated),
      accessibility: Math.min(...all.map((lhr) => score(lhr, 'accessibility'))),
      failed_accessibility_audits: failedAccessibilityAudits(all),
      cpu: { benchmark_index: benchmarkIndex, slowdown },
      uncalibrated: profile(uncalibrated),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The CPU slowdown that makes this host behave like Lighthouse's reference phone, by the rule of the
 * CPU throttling calculator that Lighthouse's throttling guide points to: 1x at a benchmark index of
 * 150, 2x at 800, 3x at 1,300, then one more step per 233 (4x at about 1,533, its default's assumed
 * host; 6x at 2,000).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  const steps: [index: number, slowdown: number, perStep: number][] = [
    [1300, 3, 233],
    [800, 2, 500],
    [150, 1, 650],
  ]
  for (const [index, slowdown, perStep] of steps) {
    if (benchmarkIndex >= index)
      return Math.round((slowdown + (benchmarkIndex - index) / perStep) * 100) / 100
  }
  return 1
}

async function runs(
  url: string,
  dir: string,
  count: number,
  cpuSlowdown?: number,
  cookie?: string,
): Promise<Lhr[]> {
  const reports: Lhr[] = []
  for (let run = 0; run < count; run++) {
    const output = join(dir, `run-${cpuSlowdown ?? 'default'}-${run}.json`)
    await withRetries(() => lighthouse(url, output, cpuSlowdown, cookie))
    reports.push(JSON.parse(readFileSync(output, 'utf8')) as Lhr)
  }
  return reports
}

/**
 * Now and then Lighthouse fails to record the page load's trace (its NO_NAVSTART error) and asks to be
 * run again; a run that fails three times in a row stops the benchmark.
 */
async function withRetries(run: () => Promise<void>, attempts = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (attempt >= attempts) throw error
      console.log(`  Lighthouse run failed (${(error as Error).message}); running it again`)
    }
  }
}

function score(lhr: Lhr, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100)
}

function profile(reports: Lhr[]): LighthouseProfile {
  const byPerformance = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'))
  const middle = byPerformance[Math.floor(byPerformance.length / 2)]!
  const metric = (id: string) => Math.round((middle.audits[id]?.numericValue ?? 0) * 1000) / 1000
  return {
    performance: score(middle, 'performance'),
    runs: reports.map((lhr) => ({
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
    })),
    metrics: {
      first_contentful_paint_ms: Math.round(metric('first-contentful-paint')),
      largest_contentful_paint_ms: Math.round(metric('largest-contentful-paint')),
      total_blocking_time_ms: Math.round(metric('total-blocking-time')),
      speed_index_ms: Math.round(metric('speed-index')),
      cumulative_layout_shift: metric('cumulative-layout-shift'),
    },
  }
}

/** The accessibility audits that failed in any run: what keeps the score from 100. */
function failedAccessibilityAudits(reports: Lhr[]): string[] {
  const failed = new Set<string>()
  for (const lhr of reports) {
    for (const { id } of lhr.categories.accessibility?.auditRefs ?? []) {
      if (lhr.audits[id]?.score === 0) failed.add(id)
    }
  }
  return [...failed]
}

function lighthouse(url: string, output: string, cpuSlowdown?: number, cookie?: string): Promise<void> {
  const args = [
    url,
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${output}`,
    `--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')}`,
    ...(cpuSlowdown === undefined ? [] : [`--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`]),
    // The page a person signed in sees: without the session, private mode shows the sign-in page.
    ...(cookie === undefined ? [] : [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`]),
    '--quiet',
  ]
  return new Promise((resolve, reject) => {
    const child = spawn('node_modules/.bin/lighthouse', args, {
      env: { ...process.env, CHROME_PATH },
      stdio: ['ignore', 'ignore', 'inherit'],
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`lighthouse exited with ${code}`)),
    )
  })
}
