// Ajv comes with the MCP SDK (a dependency already): the answers are checked against the JSON Schema a
// client reads in the document, not against the zod schemas it was generated from.
import Ajv2020 from 'ajv/dist/2020'
import { describe, expect, it } from 'vitest'
import { SEARCH_ADS } from '../../testing/search-fixtures'
import { TEST_KEY, testApi } from '../../testing/test-api'
import { addPerson, GOOD_PASSWORD, OWN_ORIGIN, signedIn } from '../../testing/test-team'

// biome-ignore lint/suspicious/noExplicitAny: the document is walked by OpenAPI's shape; the assertions check it
type Json = Record<string, any>
type App = Awaited<ReturnType<typeof testApi>>['app']

/** A request of a documented operation and the status it must get. */
interface Sample {
  status: number
  url: string
  body?: string
  type?: string
  method?: 'PATCH' | 'DELETE' | 'POST' | 'PUT'
  /** Sent signed in, as this role, rather than with the key. */
  as?: 'admin' | 'member'
}

/** A request of the team's endpoints, from the app's own page; `{name}` in the URL is filled in later. */
const team = (
  method: Sample['method'] | 'GET',
  url: string,
  status: number,
  body?: unknown,
  as: Sample['as'] = 'admin',
): Sample => ({
  status,
  url,
  ...(method !== 'GET' && { method }),
  ...(body !== undefined && { body: JSON.stringify(body), type: 'application/json' }),
  ...(as && { as }),
})

const post = (body: string, status: number, type = 'application/json'): Sample => ({
  status,
  url: '/ads/query',
  body,
  type,
})

/** One ad of our own NDJSON, as an import takes it. */
const IMPORTED = JSON.stringify({
  id: 'imported_1',
  advertiser: { id: 'adv_imported', name: 'Imported BV' },
  platforms: ['facebook'],
  format: 'image',
  headline: 'Imported',
  started_at: '2025-01-02',
  service_url: 'https://library.example/imported_1',
})

/** For each operation, requests with their real answers: a 200 and the problems a client will meet. */
const SAMPLES: Record<string, Sample[]> = {
  searchAds: [
    { status: 200, url: '/ads?query=shoes&countries=DE,US&formats=video&formats=carousel&limit=1' },
    { status: 400, url: '/ads?limit=99' },
    { status: 400, url: '/ads?cursor=not-a-cursor' },
  ],
  queryAds: [
    post('{}', 200),
    post('{"limit":0,"colour":"red"}', 400),
    post('{"query":', 400),
    post('{}', 415, 'text/plain'),
    post(JSON.stringify({ query: 'x'.repeat(70_000) }), 413),
  ],
  searchTiktokAds: [
    { status: 200, url: '/tiktok/ads?query=glow' },
    { status: 400, url: '/tiktok/ads?platforms=facebook' },
  ],
  getAd: [
    { status: 200, url: '/ads/meta_1' },
    { status: 404, url: '/ads/meta_999' },
    { status: 400, url: '/ads/meta_1?full=true' },
  ],
  timeline: [
    { status: 200, url: '/stats/timeline?countries=DE&sort=oldest' },
    { status: 400, url: '/stats/timeline?interval=year' },
  ],
  getAdvertiser: [
    { status: 200, url: '/advertisers/meta_pg_acme?started_after=2024-01-01' },
    { status: 404, url: '/advertisers/meta_nobody' },
    { status: 400, url: '/advertisers/meta_pg_acme?started_before=soon' },
  ],
  findSimilarAds: [
    { status: 200, url: '/ads/meta_1/similar?exclude_same_advertiser=true' },
    { status: 404, url: '/ads/meta_999/similar' },
    { status: 400, url: '/ads/meta_1/similar?limit=500' },
  ],
  listAdVersions: [
    { status: 200, url: '/ads/meta_1/versions' },
    { status: 404, url: '/ads/meta_999/versions' },
    { status: 400, url: '/ads/meta_1/versions?limit=5' },
  ],
  lookupAdvertisers: [
    { status: 200, url: '/lookup?q=glo' },
    { status: 400, url: '/lookup?limit=51' },
  ],
  listFacetValues: [
    { status: 200, url: '/facets/countries?query=shoes' },
    { status: 200, url: '/facets/shop-apps?search=kla' },
    { status: 404, url: '/facets/colours' },
    { status: 400, url: '/facets/themes?countries=DE' },
  ],
  getOpenApiDocument: [{ status: 200, url: '/openapi.json' }],
  getMe: [team('GET', '/me', 200, undefined, 'member'), { status: 200, url: '/me' }],
  checkJoinLink: [
    team('POST', '/join/check', 200, { token: '{token}' }),
    team('POST', '/join/check', 404, { token: 'nope' }),
  ],
  join: [
    team('POST', '/join', 400, { token: '{token}', name: 'N', email: 'n@example.com', password: 'short' }),
    team('POST', '/join', 201, {
      token: '{token}',
      name: 'N',
      email: 'n@example.com',
      password: GOOD_PASSWORD,
    }),
    team('POST', '/join', 404, {
      token: '{token}',
      name: 'M',
      email: 'm@example.com',
      password: GOOD_PASSWORD,
    }),
  ],
  listPeople: [team('GET', '/people', 200), team('GET', '/people', 403, undefined, 'member')],
  changePerson: [
    team('PATCH', '/people/{member}', 200, { role: 'viewer' }),
    team('PATCH', '/people/{admin}', 409, { role: 'viewer' }),
    team('PATCH', '/people/{member}', 400, { role: 'owner' }),
    team('PATCH', '/people/nobody', 404, { role: 'viewer' }),
  ],
  makeResetLink: [
    team('POST', '/people/{member}/reset-link', 200, {}),
    team('POST', '/people/nobody/reset-link', 404, {}),
  ],
  listInvitations: [team('GET', '/invitations', 200)],
  invite: [
    team('POST', '/invitations', 201, { role: 'member' }),
    team('POST', '/invitations', 400, { role: 'member', valid_days: 0 }),
  ],
  withdrawInvitation: [
    team('DELETE', '/invitations/{invitation}', 204),
    team('DELETE', '/invitations/{invitation}', 404),
  ],
  listKeys: [team('GET', '/keys', 200)],
  makeKey: [team('POST', '/keys', 201, { label: 'docs' }), team('POST', '/keys', 400, { label: '' })],
  revokeKey: [team('DELETE', '/keys/{key}', 204), team('DELETE', '/keys/{key}', 404)],
  removePerson: [team('DELETE', '/people/{leaver}', 204), team('DELETE', '/people/{admin}', 409)],
  listBoards: [team('GET', '/boards', 200, undefined, 'member')],
  makeBoard: [
    team('POST', '/boards', 201, { name: 'Docs' }, 'member'),
    team('POST', '/boards', 400, { name: '' }, 'member'),
  ],
  getBoard: [
    team('GET', '/boards/{board}', 200, undefined, 'member'),
    team('GET', '/boards/nope', 404, undefined, 'member'),
  ],
  changeBoard: [
    team('PATCH', '/boards/{board}', 200, { name: 'Renamed' }, 'member'),
    team('PATCH', '/boards/{board}', 400, { name: '' }, 'member'),
  ],
  deleteBoard: [
    team('DELETE', '/boards/{doomed}', 204, undefined, 'member'),
    team('DELETE', '/boards/{doomed}', 404, undefined, 'member'),
  ],
  listSavedAds: [
    team('GET', '/boards/{board}/ads', 200, undefined, 'member'),
    team('GET', '/boards/{board}/ads?limit=0', 400, undefined, 'member'),
  ],
  saveAd: [
    team('PUT', '/boards/{board}/ads/meta_3', 200, undefined, 'member'),
    team('PUT', '/boards/{board}/ads/meta_999', 404, undefined, 'member'),
  ],
  annotateSavedAd: [
    team('PATCH', '/boards/{board}/ads/meta_1', 200, { note: 'A strong hook', tags: ['ugc'] }, 'member'),
    team('PATCH', '/boards/{board}/ads/meta_1', 400, { tags: 'ugc' }, 'member'),
  ],
  unsaveAd: [
    team('DELETE', '/boards/{board}/ads/meta_1', 204, undefined, 'member'),
    team('DELETE', '/boards/{board}/ads/meta_1', 404, undefined, 'member'),
  ],
  shareBoard: [
    team('POST', '/boards/{board}/share', 200, {}, 'member'),
    team('POST', '/boards/nope/share', 404, {}, 'member'),
  ],
  changeBoardShare: [
    team('PATCH', '/boards/{board}/share', 200, { notes: true }, 'member'),
    team('PATCH', '/boards/{board}/share', 400, { notes: 'yes' }, 'member'),
  ],
  unshareBoard: [team('DELETE', '/boards/{board}/share', 200, undefined, 'member')],
  exportAdsNdjson: [
    { status: 200, url: '/exports/ads.ndjson?query=shoes' },
    { status: 400, url: '/exports/ads.ndjson?limit=5' },
  ],
  exportAdsCsv: [
    { status: 200, url: '/exports/ads.csv' },
    { status: 400, url: '/exports/ads.csv?formats=x' },
  ],
  exportAdvertiserCsv: [
    { status: 200, url: '/exports/advertisers/meta_pg_acme.csv' },
    { status: 404, url: '/exports/advertisers/nobody.csv' },
  ],
  exportAdvertiserNdjson: [
    { status: 200, url: '/exports/advertisers/meta_pg_acme.ndjson' },
    { status: 400, url: '/exports/advertisers/meta_pg_acme.ndjson?sort=oldest' },
  ],
  exportBoardCsv: [
    team('GET', '/exports/boards/{board}.csv', 200, undefined, 'member'),
    team('GET', '/exports/boards/nope.csv', 404, undefined, 'member'),
    // A key of no one reads no boards.
    { status: 403, url: '/exports/boards/{board}.csv' },
  ],
  exportBoardNdjson: [
    team('GET', '/exports/boards/{board}.ndjson', 200, undefined, 'member'),
    team('GET', '/exports/boards/{board}.ndjson?limit=5', 400, undefined, 'member'),
  ],
  exportBoardZip: [team('GET', '/exports/boards/{board}.zip', 200, undefined, 'member')],
  getSharedBoard: [
    { status: 200, url: '/shared/boards/{share}' },
    { status: 404, url: '/shared/boards/nope' },
  ],
  listSharedAds: [
    { status: 200, url: '/shared/boards/{share}/ads' },
    { status: 400, url: '/shared/boards/{share}/ads?limit=99' },
  ],
  listSavedSearches: [team('GET', '/saved-searches', 200, undefined, 'member')],
  importAds: [
    {
      status: 200,
      url: '/imports',
      method: 'POST',
      body: IMPORTED,
      type: 'application/x-ndjson',
      as: 'admin',
    },
    {
      status: 400,
      url: '/imports?format=tiktok',
      method: 'POST',
      body: IMPORTED,
      type: 'application/x-ndjson',
      as: 'admin',
    },
    { status: 415, url: '/imports', method: 'POST', body: IMPORTED, type: 'text/plain', as: 'admin' },
  ],
  saveSearch: [
    team('POST', '/saved-searches', 201, { name: 'Video', search: { formats: ['video'] } }, 'member'),
    team('POST', '/saved-searches', 400, { name: 'Bad', search: { formats: 'x' } }, 'member'),
  ],
  getSavedSearch: [
    team('GET', '/saved-searches/{search}', 200, undefined, 'member'),
    team('GET', '/saved-searches/nope', 404, undefined, 'member'),
  ],
  changeSavedSearch: [
    team('PATCH', '/saved-searches/{search}', 200, { name: 'Shoes, renamed' }, 'member'),
    team('PATCH', '/saved-searches/{search}', 400, { name: '' }, 'member'),
  ],
  lookAtSavedSearch: [team('POST', '/saved-searches/{search}/look', 200, {}, 'member')],
  deleteSavedSearch: [
    team('DELETE', '/saved-searches/{forgotten}', 204, undefined, 'member'),
    team('DELETE', '/saved-searches/{forgotten}', 404, undefined, 'member'),
  ],
  listFollows: [team('GET', '/follows', 200, undefined, 'member')],
  getFollow: [
    team('GET', '/follows/meta_pg_acme', 200, undefined, 'member'),
    team('GET', '/follows/nobody', 404, undefined, 'member'),
  ],
  follow: [
    team('PUT', '/follows/meta_pg_acme', 200, undefined, 'member'),
    team('PUT', '/follows/nobody', 404, undefined, 'member'),
  ],
  lookAtFollow: [team('POST', '/follows/meta_pg_acme/look', 200, {}, 'member')],
  unfollow: [
    team('DELETE', '/follows/tiktok_adv_glow', 204, undefined, 'member'),
    team('DELETE', '/follows/tiktok_adv_glow', 404, undefined, 'member'),
  ],
  lookupSavedAds: [
    team('POST', '/saved-ads/lookup', 200, { ad_ids: ['meta_1', 'meta_3'] }, 'member'),
    team('POST', '/saved-ads/lookup', 400, { ad_ids: 'meta_1' }, 'member'),
  ],
}

/** The people, links and keys the samples name in braces, and the sessions they are sent with. */
type Fixtures = Record<string, string> & { cookies?: Record<'admin' | 'member', string> }

function send(app: App, sample: Sample, key = true, fixtures: Fixtures = {}): Promise<Response> {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => fixtures[name] ?? name)
  const headers: Record<string, string> =
    sample.as && key && fixtures.cookies
      ? { Cookie: fixtures.cookies[sample.as], Origin: OWN_ORIGIN }
      : key
        ? { Authorization: `Bearer ${TEST_KEY}` }
        : {}
  if (sample.type) headers['Content-Type'] = sample.type
  const method = sample.method ?? (sample.body ? 'POST' : 'GET')
  const body = sample.body && fill(sample.body)
  return Promise.resolve(app.request(`/api/v1${fill(sample.url)}`, { method, body, headers }))
}

/** An admin and a member signed in, someone to remove, a key, an open invitation and a link to join by. */
async function teamFixtures(api: Awaited<ReturnType<typeof testApi>>): Promise<Fixtures> {
  const admin = await signedIn(api.app, api.team, 'admin')
  const member = await signedIn(api.app, api.team, 'member')
  const leaver = await addPerson(api.team, 'viewer')
  const { apiKey } = await api.team.keys.create({ label: 'k', scope: 'read', owner: member.person.id })
  const open = await api.team.invitations.create({ kind: 'invitation', role: 'viewer', validForMs: 60_000 })
  const joining = await api.team.invitations.create({
    kind: 'invitation',
    role: 'member',
    validForMs: 60_000,
  })
  const board = await api.team.boards.create({ name: 'Hooks', owner: member.person.id, visibility: 'team' })
  const ad = JSON.stringify(await api.records.adById('meta_1'))
  await api.team.boards.save({ boardId: board.id, adId: 'meta_1', adJson: ad, savedBy: member.person.id })
  const doomed = await api.team.boards.create({ name: 'Old', owner: member.person.id, visibility: 'private' })
  const shared = await api.team.boards.create({
    name: 'For a client',
    owner: member.person.id,
    visibility: 'private',
  })
  const share = (await api.team.boards.share(shared.id, true))!
  const { savedSearches, follows } = api.team.watching
  const search = await savedSearches.create({
    owner: member.person.id,
    name: 'Shoes',
    search: { query: 'shoes' },
  })
  await follows.follow(member.person.id, { id: 'meta_pg_acme', name: 'Acme' })
  await follows.follow(member.person.id, { id: 'tiktok_adv_glow', name: 'Glow' })
  const forgotten = await savedSearches.create({ owner: member.person.id, name: 'Old', search: {} })
  return {
    search: search.id,
    forgotten: forgotten.id,
    admin: admin.person.id,
    member: member.person.id,
    leaver: leaver.person.id,
    key: apiKey.id,
    invitation: open.invitation.id,
    token: joining.token,
    board: board.id,
    doomed: doomed.id,
    share,
    cookies: { admin: admin.cookie, member: member.cookie } as never,
  }
}

/** What the document says one operation answers with a status: media type, schema and headers. */
function documented(document: Json, validator: Ajv2020, operationId: string, status: number) {
  const [path, method] = operationOf(document, operationId)
  const segment = (name: string) => encodeURIComponent(name.replaceAll('~', '~0').replaceAll('/', '~1'))
  let pointer = `/paths/${segment(path)}/${method}/responses/${status}`
  let response = document.paths[path][method].responses[status]
  expect(response, `${operationId} does not document ${status}`).toBeDefined()
  if (response.$ref) {
    pointer = response.$ref.slice(1)
    response = pointer
      .split('/')
      .slice(1)
      .reduce((node: Json, key) => node[key], document)
  }
  const [mediaType] = Object.keys(response.content ?? {}) as [string | undefined]
  if (mediaType === undefined) return { mediaType, validate: () => true, headers: [] }
  const validate = validator.compile({ $ref: `openapi.json#${pointer}/content/${segment(mediaType)}/schema` })
  return { mediaType, validate, headers: Object.keys(response.headers ?? {}) }
}

function operationOf(document: Json, operationId: string): [string, string] {
  for (const [path, item] of Object.entries<Json>(document.paths)) {
    for (const [method, operation] of Object.entries<Json>(item)) {
      if (operation.operationId === operationId) return [path, method]
    }
  }
  throw new Error(`no operation ${operationId}`)
}

async function expectDocumented(document: Json, validator: Ajv2020, operationId: string, response: Response) {
  const { mediaType, validate, headers } = documented(document, validator, operationId, response.status)
  if (mediaType === undefined) {
    expect(await response.text(), `${operationId} ${response.status} has no body`).toBe('')
    return undefined
  }
  expect(response.headers.get('Content-Type')).toBe(mediaType)
  if (!mediaType.startsWith('application/json') && !mediaType.startsWith('application/problem+json')) {
    // A file: its text must be there, in the documented type.
    const text = await response.text()
    expect(validate(text), `${operationId} ${response.status}`).toBe(true)
    return text
  }
  for (const header of headers.filter((name) => name !== 'Upstream-Dropped')) {
    expect(response.headers.get(header), `${operationId} ${response.status} ${header}`).toBeTruthy()
  }
  const body = await response.json()
  expect(validate(body), `${operationId} ${response.status}: ${JSON.stringify(validate.errors)}`).toBe(true)
  return body
}

async function documentedApi(config = {}) {
  const api = await testApi(SEARCH_ADS, config)
  const document: Json = await (await api.app.request('/api/v1/openapi.json')).json()
  const validator = new Ajv2020({ allErrors: true })
  // The document's own fields, so that strict mode takes it as a container of schemas.
  validator.addVocabulary(Object.keys(document))
  validator.addSchema(document, 'openapi.json')
  return { ...api, document, validator }
}

describe('answers as documented', () => {
  it('every operation answers its 200 and its problems as the document describes them', async () => {
    const api = await documentedApi()
    const { app, document, validator } = api
    const fixtures = await teamFixtures(api)
    const operations = Object.values<Json>(document.paths).flatMap((item) => Object.values<Json>(item))
    // Removing someone last: the other samples name the people it would remove.
    const order = (id: string) => (id === 'removePerson' ? 1 : 0)
    for (const { operationId, responses } of operations.sort(
      (a, b) => order(a.operationId) - order(b.operationId),
    )) {
      const samples = SAMPLES[operationId]
      expect(samples, `no sample requests for ${operationId}`).toBeDefined()
      const success = Object.keys(responses).find((status) => status.startsWith('2'))
      expect(samples!.map((s) => String(s.status))).toContain(success)
      for (const sample of samples!) {
        const response = await send(app, sample, true, fixtures)
        expect(response.status, `${operationId} ${sample.url}`).toBe(sample.status)
        await expectDocumented(document, validator, operationId, response)
      }
    }
  })

  it("answers with the ads a search matches, and the body's documented example works as it is", async () => {
    const { app, document, validator } = await documentedApi()
    const shoes = await send(app, { status: 200, url: '/ads?query=shoes&countries=DE' })
    const page = await expectDocumented(document, validator, 'searchAds', shoes)
    expect(page.data.map((ad: Json) => ad.id).sort()).toEqual(['meta_1', 'meta_3'])
    const example = document.paths['/ads/query'].post.requestBody.content['application/json'].example
    const response = await send(app, post(JSON.stringify(example), 200))
    expect(response.status).toBe(200)
    await expectDocumented(document, validator, 'queryAds', response)
  })

  it('answers 401 without a key and 429 over the rate limit, as documented for each operation', async () => {
    // One request per window of 1,000 s, the test moved to a window's start: it runs inside that window.
    const api = await documentedApi({ rateLimit: { perSecond: 0.001, burst: 1 } })
    const { app, document, validator } = api
    api.advance(1_000_000 - (api.now() % 1_000_000))
    expect((await send(app, SAMPLES.searchAds![0]!)).status).toBe(200)
    for (const [operationId, [sample]] of Object.entries(SAMPLES)) {
      if (
        ['getOpenApiDocument', 'checkJoinLink', 'join', 'getSharedBoard', 'listSharedAds'].includes(
          operationId,
        )
      )
        continue
      const unauthorized = await send(app, sample!, false)
      expect(unauthorized.status).toBe(401)
      await expectDocumented(document, validator, operationId, unauthorized)
      const limited = await send(app, sample!)
      expect(limited.status).toBe(429)
      await expectDocumented(document, validator, operationId, limited)
    }
  })
})
