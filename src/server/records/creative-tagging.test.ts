import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { makeAd } from '../../testing/ad-fixture'
import { postgresTestStore } from '../../testing/test-postgres'
import { openSqliteStore } from '../schema/store-schema'
import type { AdRecords } from './ad-records'
import { CREATIVE_TAGS, type CreativeTagger } from './creative-tagging'

/** Rules that tag nothing, as a store held ads before they were tagged. */
const NONE: CreativeTagger = { version: 1, tag: () => ({ hook_text: '', tags: [] }) }
/** Newer rules that happen to find the same. */
const SAME_LATER: CreativeTagger = { version: 2, tag: NONE.tag }
/** Newer rules that tag: this release's, under a version above both. */
const REAL_LATER: CreativeTagger = { version: 3, tag: CREATIVE_TAGS.tag }

const ADS = [
  makeAd({ id: 'meta_plain' }),
  makeAd({ id: 'meta_question', headline: 'Why wait?' }),
  makeAd({ id: 'meta_offer', body: 'Everything 20% off.' }),
]

type Reopen = (tagger: CreativeTagger) => Promise<AdRecords>
const cleanups: (() => Promise<void> | void)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** One store, opened again (as a new release starts) with other rules each time. */
const STORES: [string, () => Reopen][] = [
  [
    'SQLite',
    () => {
      const dir = mkdtempSync(join(tmpdir(), 'ads-tags-'))
      cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
      return (tagger) => openSqliteStore({ file: join(dir, 'ads.sqlite'), tagger })
    },
  ],
  [
    'PostgreSQL',
    () => {
      const store = postgresTestStore()
      cleanups.push(store.drop)
      return (tagger) => store.open({ tagger })
    },
  ],
]

describe.each(STORES)('%s records and the rules’ version', { timeout: 60_000 }, (_, makeStore) => {
  it('find the ads older rules tagged, tag them again only where the tags change, and never twice', async () => {
    const open = makeStore()
    const first = await open(NONE)
    await first.write(ADS)
    expect(await first.staleTags()).toBe(0)
    const head = await first.head()
    await first.close()

    // Newer rules that find the same: every ad is stale, and tagging it again writes no new version.
    const same = await open(SAME_LATER)
    expect(same.tagsVersion).toBe(2)
    expect(await same.staleTags()).toBe(3)
    expect(await same.retag(10)).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 })
    expect((await same.changes(head, 100)).added).toEqual([])
    expect(await same.staleTags()).toBe(0)
    expect(await same.retag(10)).toMatchObject({ inserted: 0, updated: 0, unchanged: 0 })
    await same.close()

    // Rules that tag: a batch at a time, each changed ad a new version with its tags and first sighting kept.
    const real = await open(REAL_LATER)
    const seen = (await real.adById('meta_question'))!.first_seen_at
    expect(await real.retag(2)).toMatchObject({ updated: 2 })
    expect(await real.staleTags()).toBe(1)
    expect(await real.retag(2)).toMatchObject({ updated: 1 })
    expect(await real.staleTags()).toBe(0)
    const versions = (await real.changes(head, 100)).added
    expect(versions.map(({ ad }) => ad.id).sort()).toEqual(['meta_offer', 'meta_plain', 'meta_question'])
    const question = (await real.adById('meta_question'))!
    expect(question.first_seen_at).toBe(seen)
    expect(question.hook_text).toBe('Why wait?')
    expect(question.tags).toContainEqual({ family: 'hooks', value: 'question', evidence: 'Why wait?' })
    // A write by these rules stores their version: nothing to tag again.
    await real.write([makeAd({ id: 'meta_new', headline: 'New?' })])
    expect(await real.staleTags()).toBe(0)
    await real.close()

    // Older rules still running somewhere (a rolling release) never make newer tags look stale.
    const older = await open(SAME_LATER)
    expect(await older.staleTags()).toBe(0)
    await older.close()
  })
})
