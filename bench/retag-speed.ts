import { readFileSync } from 'node:fs'
import type pg from 'pg'
import { createApp } from '../src/server/app'
import { PgSearchStore } from '../src/server/pg-search/pg-search-store'
import { CREATIVE_TAGS, type CreativeTagger } from '../src/server/records/creative-tagging'
import type { PostgresRecords } from '../src/server/records/postgres/pg-records'
import { openPostgresStore } from '../src/server/schema/store-schema'
import { generateAds } from '../src/server/seed/generate-ads'
import { localService } from '../src/server/service/local-service'
import { StaleTags } from '../src/server/service/stale-tags'
import { teamOf } from '../src/server/workspace/team'
import type { Body } from './api-client'
import { type IndexSample, indexMix, sampleIndex } from './index-mix'
import { planOf } from './search-plans'
import { seededRandom, summarise } from './stats'

/**
 * The search inside PostgreSQL before and after a full re-tag, at a scale that fills in minutes
 * (`issues show 34`: at 1M ads, warm p95 93 ms fresh against 144 ms once the re-tagger had written
 * every ad again). Steps, each a run of its own over one database (RETAG_DATABASE_URL):
 *
 *   tsx bench/retag-speed.ts fill 150000   fills it with generated ads and the search tables
 *   tsx bench/retag-speed.ts measure       the seeded engines mix, warm: latency and CPU a search
 *   tsx bench/retag-speed.ts retag         every ad tagged again by rules one version newer, whose
 *                                          tags differ in their JSON only (hooks in reverse order)
 *
 * The newer rules are this script's own: the release's rules and their version stay as they are.
 */
const URL = process.env.RETAG_DATABASE_URL ?? 'postgres://ads:ads@127.0.0.1:5432/ads_retag_p'
const KEY = 'retag-speed-key-0123456789'
const SEARCHES = Number(process.env.RETAG_SEARCHES ?? 300)
const NOW = Date.parse('2026-11-01T00:00:00.000Z')

/**
 * One version newer than the release's, finding the same tags: only the hook text's case and the
 * tags' order differ, so that every ad's JSON changes (a new version) and its search row does not.
 */
const NEWER_RULES: CreativeTagger = {
  version: CREATIVE_TAGS.version + 1,
  tag: (text) => {
    const { hook_text, tags } = CREATIVE_TAGS.tag(text)
    return { hook_text: hook_text.toUpperCase(), tags: [...tags].reverse() }
  },
}

async function fill(count: number) {
  const records = await openPostgresStore({ url: URL })
  if ((await records.count()) > 0) throw new Error(`${records.location} holds ads already`)
  const started = performance.now()
  let batch = []
  for (const ad of generateAds({ count, seed: 42, now: NOW })) {
    batch.push(ad)
    if (batch.length === 5_000) {
      await records.write(batch)
      batch = []
    }
  }
  if (batch.length > 0) await records.write(batch)
  console.log(`filled ${count} ads in ${Math.round(performance.now() - started)} ms`)
  await PgSearchStore.open({ records, log: console.log })
  await records.close()
}

async function retag() {
  const records = await openPostgresStore({ url: URL, tagger: NEWER_RULES })
  const retagging = new StaleTags(records, { log: console.log, pauseMs: 0 })
  await retagging.run()
  await records.close()
}

/** CPU seconds a process has used (user and system), from /proc. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

async function backendPids(pool: pg.Pool): Promise<number[]> {
  const { rows } = await pool.query<{ pid: number }>(
    'SELECT pid FROM pg_stat_activity WHERE datname = current_database()',
  )
  return rows.map((row) => row.pid)
}

async function measure(tagger: CreativeTagger) {
  const records: PostgresRecords = await openPostgresStore({ url: URL, tagger })
  const store = await PgSearchStore.open({ records })
  const config = { apiKeys: [KEY], secret: 'retag-speed', distDir: '/nonexistent', clipsDir: '/nonexistent' }
  const app = createApp({
    service: localService(store, config.secret),
    config,
    team: teamOf(records, config),
  })
  const headers = { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' }
  const ask = async (body: Body) => {
    const response = await app.request('/api/v1/ads/query', {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
    const text = await response.text()
    if (!response.ok) throw new Error(`${response.status}: ${text}`)
    return { plan: planOf(response.headers.get('server-timing'), JSON.parse(text)), list: JSON.parse(text) }
  }
  const sample: IndexSample = await sampleIndex(
    {
      search: async (body) => (await ask(body)).list,
      facet: async (facet) => {
        const response = await app.request(`/api/v1/facets/${facet}`, { headers })
        return response.json()
      },
    },
    seededRandom(7),
  )
  // A first pass warms the caches, the second is measured.
  for (const pass of ['warming', 'warm']) {
    const next = indexMix(seededRandom(8), sample)
    const times: number[] = []
    const plans: Record<string, number[]> = {}
    const pids = await backendPids(records.pool)
    const before = pids.map(cpuSeconds)
    const nodeBefore = process.cpuUsage()
    for (let i = 0; i < SEARCHES; i++) {
      const { body } = next()
      const started = performance.now()
      const { plan } = await ask(body)
      const ms = performance.now() - started
      times.push(ms)
      if (plan) plans[plan] = [...(plans[plan] ?? []), ms]
    }
    const pgCpu = pids.reduce((sum, pid, i) => sum + cpuSeconds(pid) - before[i]!, 0)
    const node = process.cpuUsage(nodeBefore)
    const nodeCpu = (node.user + node.system) / 1e6
    if (pass === 'warming') continue
    console.log(
      JSON.stringify(
        {
          searches: SEARCHES,
          search: summarise(times),
          cpu_ms_per_search: {
            postgres: Math.round((pgCpu / SEARCHES) * 10_000) / 10,
            node: Math.round((nodeCpu / SEARCHES) * 10_000) / 10,
          },
          by_plan: Object.fromEntries(
            Object.entries(plans).map(([plan, ms]) => [plan, { ...summarise(ms), mean: mean(ms) }]),
          ),
        },
        null,
        2,
      ),
    )
  }
  await records.close()
}

const mean = (ms: number[]) => Math.round((ms.reduce((a, b) => a + b, 0) / ms.length) * 10) / 10

const [step, count] = process.argv.slice(2)
if (step === 'fill') await fill(Number(count))
else if (step === 'retag') await retag()
else if (step === 'measure') await measure(count === 'newer' ? NEWER_RULES : CREATIVE_TAGS)
else throw new Error('usage: tsx bench/retag-speed.ts fill N | retag | measure [newer]')
