import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { AdList, OneAd } from '../../contract/ad'
import { Board, SavedAdPage } from '../../contract/boards'
import { LookupResult } from '../../contract/lookup'
import { makeAd } from '../../testing/ad-fixture'
import { expectOk, testApi } from '../../testing/test-api'
import { postJson, signedIn, withSession } from '../../testing/test-team'
import type { AdRecords } from '../records/ad-records'
import { SAVED_COPIES_WITHOUT_NUL_STEP } from '../workspace/saved-copies-without-nul'

/** Where the tests put a NUL: JSON writes U+0000 as `\u0000`, as the stores kept it before. */
const MARK = 'NULMARK'
const withNul = makeAd({
  id: 'meta_nul',
  advertiser: { id: 'adv_nul', name: `Nul${MARK} AG` },
  headline: `Null${MARK}stelle gefunden`,
  cta: `Jetzt${MARK}`,
})

/** Puts `\u0000` where MARK is in what the store holds, past everything that takes it out. */
const markToNul = (table: string, column: string) => (records: AdRecords) =>
  sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = replace(${sql.ref(column)}, ${MARK}, ${'\\u0000'})`.execute(
    records.connection.db,
  )

describe('a store that already holds NUL characters (written before they were taken out)', () => {
  it('opens, searches and answers without them', async () => {
    const api = await testApi(
      [withNul, makeAd({ id: 'meta_plain' })],
      {},
      { beforeOpen: markToNul('ads', 'json') },
    )
    const found = await expectOk(await api.get('/api/v1/ads?query=nullstelle'), AdList)
    expect(found.data.map((ad) => [ad.id, ad.headline, ad.cta, ad.advertiser.name])).toEqual([
      ['meta_nul', 'Nullstelle gefunden', 'Jetzt', 'Nul AG'],
    ])
    const one = await expectOk(await api.get('/api/v1/ads/meta_nul'), OneAd)
    expect(JSON.stringify(one)).not.toContain('\\u0000')
    const lookup = await expectOk(await api.get('/api/v1/lookup?q=nul'), LookupResult)
    expect(lookup.data.map((advertiser) => advertiser.name)).toEqual(['Nul AG'])
    const facets = await api.get('/api/v1/facets/formats?query=nullstelle')
    expect(facets.status).toBe(200)
  })

  it('keeps each ad of a batch written straight to the records, taking NUL out of every field', async () => {
    const api = await testApi()
    const nul = '\u0000'
    const written = makeAd({
      id: `meta_${nul}written`,
      advertiser: { id: `adv_${nul}w`, name: `Schreib${nul} GmbH` },
      headline: `Geschrie${nul}ben`,
      body: `Kör${nul}per`,
      cta: `Los${nul}`,
      landing_url: `https://acme.com/${nul}offer`,
      countries: ['US'],
      transcript: `Ge${nul}sprochen`,
    })
    const result = await api.records.write([
      makeAd({ id: 'meta_before' }),
      written,
      makeAd({ id: 'meta_after' }),
    ])
    expect(result).toMatchObject({ inserted: 3 })
    await api.store.catchUp()
    const found = await expectOk(await api.get('/api/v1/ads?query=geschrieben'), AdList)
    expect(found.data).toEqual([
      expect.objectContaining({
        id: 'meta_written',
        advertiser: { id: 'adv_w', name: 'Schreib GmbH' },
        body: 'Körper',
        cta: 'Los',
        transcript: 'Gesprochen',
      }),
    ])
    // Written again, it is the same ad, unchanged.
    expect(await api.records.write([written])).toMatchObject({ unchanged: 1, inserted: 0 })
  })

  it('filters a board whose saved copies and tags held one, once the store has taken them out', async () => {
    const api = await testApi([withNul])
    const { cookie } = await signedIn(api.app, api.team, 'member')
    const made = await postJson(api.app, '/api/v1/boards', { name: 'Nul board' }, cookie)
    const board = Board.parse(await made.json())
    const saved = await withSession(api.app, `/api/v1/boards/${board.id}/ads/meta_nul`, cookie, {
      method: 'PUT',
    })
    expect(saved.status).toBe(200)
    const tagged = await withSession(api.app, `/api/v1/boards/${board.id}/ads/meta_nul`, cookie, {
      method: 'PATCH',
      body: JSON.stringify({ tags: [`tag${MARK}`] }),
      headers: { 'Content-Type': 'application/json' },
    })
    expect(tagged.status).toBe(200)
    await markToNul('board_ads', 'ad_json')(api.records)
    await markToNul('board_ads', 'tags')(api.records)
    // As opening the store with this version does, once.
    await SAVED_COPIES_WITHOUT_NUL_STEP.up(api.records.connection.db)
    for (const query of ['q=gefunden', 'sort=started_asc', 'tag=tag']) {
      const page = await withSession(api.app, `/api/v1/boards/${board.id}/ads?${query}`, cookie)
      const body = await expectOk(page, SavedAdPage)
      expect(
        body.data.map((ad) => [ad.ad.id, ad.ad.headline, ad.tags]),
        query,
      ).toEqual([['meta_nul', 'Nullstelle gefunden', ['tag']]])
    }
  })
})
