import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CHROME_FLAGS, CHROME_PATH } from './web-browser'

const RUNS = 3

export interface LighthouseResult {
  /** Median of the runs' performance scores (0..100); the machine's noise moves single runs. */
  performance: number
  accessibility: number
  runs: { performance: number; accessibility: number }[]
  /** The median run's metrics, in milliseconds (CLS unitless). */
  metrics: Record<string, number>
  failed_accessibility_audits: string[]
}

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string }[] }>
  audits: Record<string, { score: number | null; numericValue?: number }>
}

/**
 * Lighthouse's default (mobile: a mid-range phone, simulated slow 4G and 4x CPU slowdown) on `/`,
 * through its command line, which launches the system Chromium itself (CHROME_PATH).
 */
export async function runLighthouse(url: string): Promise<LighthouseResult> {
  const dir = mkdtempSync(join(tmpdir(), 'ads-lighthouse-'))
  try {
    const reports: Lhr[] = []
    for (let run = 0; run < RUNS; run++) {
      const output = join(dir, `run-${run}.json`)
      await lighthouse(url, output)
      reports.push(JSON.parse(readFileSync(output, 'utf8')) as Lhr)
    }
    const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
    const byPerformance = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'))
    const median = byPerformance[Math.floor(byPerformance.length / 2)]!
    const metric = (id: string) => Math.round((median.audits[id]?.numericValue ?? 0) * 1000) / 1000
    return {
      performance: score(median, 'performance'),
      accessibility: Math.min(...reports.map((lhr) => score(lhr, 'accessibility'))),
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
      failed_accessibility_audits: failedAccessibilityAudits(reports),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
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

function lighthouse(url: string, output: string): Promise<void> {
  const args = [
    url,
    '--only-categories=performance,accessibility',
    '--output=json',
    `--output-path=${output}`,
    `--chrome-flags=--headless=new ${CHROME_FLAGS.join(' ')}`,
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
