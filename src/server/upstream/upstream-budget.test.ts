import { afterEach, describe, expect, it } from 'vitest'
import { AdList } from '../../contract/ad'
import { expectOk, expectProblem, TEST_KEY } from '../../testing/test-api'
import { signedIn } from '../../testing/test-team'
import { fakeUpstream, type Listening, sendJson, upstreamModeApi } from '../../testing/test-upstream'

const EMPTY_PAGE = { data: [], pagination: { total: 0, next_cursor: null } }
const servers: Listening[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

/** An upstream that answers every search with an empty page, and counts what it was asked. */
async function countingUpstream() {
  let asked = 0
  const server = await fakeUpstream((_request, response) => {
    asked += 1
    sendJson(response, EMPTY_PAGE)
  })
  servers.push(server)
  return { url: server.url, asked: () => asked }
}

describe('upstream mode in public mode', () => {
  it("lets anonymous visitors spend ADS_UPSTREAM_BUDGET calls a minute, all together, and the team's own requests still go through", async () => {
    const upstream = await countingUpstream()
    // A clock held still, in the middle of this minute: the budget's window does not turn over mid-test.
    const midMinute = Date.now() - (Date.now() % 60_000) + 30_000
    const settings = { access: 'public' as const, upstreamBudget: 3 }
    const api = await upstreamModeApi(upstream.url, {}, settings, () => midMinute)
    const anonymous = () => api.app.request('/api/v1/ads')
    for (let i = 0; i < 3; i++) await expectOk(await anonymous(), AdList)
    const spent = await anonymous()
    expect(Number(spent.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await expectProblem(spent, 429, 'rate_limited')).detail).toMatch(/sign in/)
    expect(upstream.asked()).toBe(3)

    await expectOk(await api.get('/api/v1/ads', { Authorization: `Bearer ${TEST_KEY}` }), AdList)
    const { cookie } = await signedIn(api.app, api.team, 'viewer')
    await expectOk(await api.app.request('/api/v1/ads', { headers: { Cookie: cookie } }), AdList)
    expect(upstream.asked()).toBe(5)
  })

  it('spends nothing of the upstream on anonymous visitors in private mode', async () => {
    const upstream = await countingUpstream()
    const api = await upstreamModeApi(upstream.url)
    for (let i = 0; i < 20; i++)
      await expectProblem(await api.app.request('/api/v1/ads'), 401, 'unauthorized')
    for (let i = 0; i < 20; i++) expect((await api.app.request('/')).status).toBe(200)
    expect(upstream.asked()).toBe(0)
  })
})
