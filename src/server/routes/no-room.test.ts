import { describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { ImportReport } from '../../contract/imports'
import { makeAd } from '../../testing/ad-fixture'
import { fillDisk, fillingUpAfter } from '../../testing/store-outage'
import { expectOk, expectProblem, TEST_KEY, testApi, testConfig, testStore } from '../../testing/test-api'
import { addPerson, GOOD_PASSWORD, postJson, signedIn } from '../../testing/test-team'
import { createApp } from '../app'
import { storeImporter } from '../imports/store-importer'
import { localService } from '../service/local-service'
import { teamOf } from '../workspace/team'

/** The importer's batch: an import of more than this writes in several transactions. */
const BATCH = 2_000

describe('a disk with no room', () => {
  it('stops an import with 507 and the report of what went in before, which is searchable', async () => {
    const { records, store } = await testStore()
    const config = testConfig()
    const team = teamOf(records, config)
    const app = createApp({
      service: localService(store, config.secret),
      config,
      team,
      importer: storeImporter(fillingUpAfter(records, 1), store),
    })
    const lines = Array.from({ length: BATCH + 500 }, (_, i) =>
      JSON.stringify(makeAd({ id: `full_${i}`, headline: `Room number ${i}` })),
    )
    const { person } = await addPerson(team, 'member')
    const { key } = await team.keys.create({ label: 'w', scope: 'write', owner: person.id })
    const response = await app.request('/api/v1/imports', {
      method: 'POST',
      body: `${lines.join('\n')}\n`,
      headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/x-ndjson' },
    })
    const { report: sent } = (await response.clone().json()) as { report?: unknown }
    const problem = await expectProblem(response, 507, 'insufficient_storage')
    const report = ImportReport.parse(sent)
    expect(report).toMatchObject({ records: BATCH + 500, inserted: BATCH, updated: 0, unchanged: 0 })
    expect(report.stopped).toBe(
      `The store cannot write (its disk is full or read-only): the ads up to line ${BATCH} are stored, none after it`,
    )
    expect(problem.detail).toContain(`${BATCH} ads went in`)
    const found = await app.request('/api/v1/ads?query=room&limit=1', {
      headers: { Authorization: `Bearer ${TEST_KEY}` },
    })
    expect((await expectOk(found, AdList)).pagination.total).toBe(BATCH)
  })

  it('refuses a save with 507, and a sign-in says the server cannot write', async () => {
    const api = await testApi([makeAd({ id: 'meta_1' })])
    const ana = await signedIn(api.app, api.team, 'member')
    const { email } = await addPerson(api.team, 'member')
    await fillDisk(api.records)

    const saves = [
      postJson(api.app, '/api/v1/boards', { name: 'Hooks', visibility: 'private' }, ana.cookie),
      postJson(api.app, '/api/v1/saved-searches', { name: 'Shoes', search: { query: 'shoes' } }, ana.cookie),
    ]
    for (const save of saves) {
      const problem = await expectProblem(await save, 507, 'insufficient_storage')
      expect(problem.detail).toMatch(/^The server cannot write/)
    }
    // Reading goes on.
    expect((await api.get('/api/v1/ads')).status).toBe(200)

    const signingIn = await postJson(api.app, '/api/auth/sign-in/email', { email, password: GOOD_PASSWORD })
    const refused = await expectProblem(signingIn, 507, 'insufficient_storage')
    expect(refused.detail).toMatch(/^The server cannot write/)
    expect(signingIn.headers.getSetCookie()).toEqual([])
  })
})
