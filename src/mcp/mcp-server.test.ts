import { describe, expect, it, vi } from 'vitest'
import { AdList, OneAd } from '../contract/ad'
import { BoardList, OneSavedAd } from '../contract/boards'
import { FacetList } from '../contract/facets'
import { SEARCH_PARAMETERS } from '../contract/search-params'
import { clientWithKey, connectClient, testTools, textOf } from '../testing/mcp-test-client'
import { SEARCH_ADS } from '../testing/search-fixtures'
import { expectOk } from '../testing/test-api'
import { addPerson } from '../testing/test-team'

const ids = (list: AdList) => list.data.map((ad) => ad.id)

describe('the MCP tools', () => {
  it('lists its tools with strict schemas and output schemas, every one read-only but save_ad', async () => {
    const { client } = await testTools(SEARCH_ADS)
    const { tools } = await client.listTools()
    expect(tools.map((tool) => tool.name)).toEqual([
      'search_ads',
      'list_filter_values',
      'get_ad',
      'get_advertiser',
      'find_similar_ads',
      'list_boards',
      'get_board',
      'save_ad',
    ])
    for (const tool of tools) {
      expect(tool.inputSchema.additionalProperties, tool.name).toBe(false)
      expect(tool.outputSchema?.type, tool.name).toBe('object')
      expect(tool.annotations, tool.name).toMatchObject({
        readOnlyHint: tool.name !== 'save_ad',
        idempotentHint: true,
      })
      expect(tool.description, tool.name).toBeTruthy()
    }
    const search = tools[0]!
    // Exactly the parameters of POST /api/v1/ads/query, no more, no fewer.
    expect(Object.keys(search.inputSchema.properties ?? {}).sort()).toEqual([...SEARCH_PARAMETERS].sort())
    expect(search.inputSchema.properties?.formats).toMatchObject({
      type: 'array',
      items: { enum: ['video', 'image', 'carousel', 'dco', 'dpa'] },
    })
    expect(search.inputSchema.properties?.limit).toMatchObject({ type: 'integer', minimum: 1, maximum: 50 })
    expect(search.outputSchema?.required).toEqual(['data', 'pagination'])
  })

  it('search_ads answers the same ads as POST /api/v1/ads/query, structured and as text', async () => {
    const { api, client } = await testTools(SEARCH_ADS)
    const searches = [
      {},
      { query: 'shoes', sort: 'oldest' },
      { formats: ['video', 'carousel'], countries: ['DE'], active: true },
      { platforms: ['tiktok'], limit: 1 },
      { started_after: '2025-01-01', started_before: '2025-12-31' },
    ]
    for (const search of searches) {
      const result = await client.callTool({ name: 'search_ads', arguments: search })
      expect(result.isError, textOf(result)).toBeFalsy()
      const page = AdList.parse(result.structuredContent)
      const direct = await expectOk(await api.post('/api/v1/ads/query', search), AdList)
      expect(ids(page), JSON.stringify(search)).toEqual(ids(direct))
      expect(page.pagination.total).toBe(direct.pagination.total)
    }
    const result = await client.callTool({ name: 'search_ads', arguments: { query: 'red shoes' } })
    expect(textOf(result)).toContain('1 ad matches; showing 1:')
    expect(textOf(result)).toContain(
      '1. <ad-text>Acme Running — Red running shoes</ad-text> (Facebook, Instagram; Video; active 31 days) [id meta_1]',
    )
    expect(textOf(result)).toContain('This is the last page.')
  })

  it('pages with the cursor through every match exactly once', async () => {
    const { client } = await testTools(SEARCH_ADS)
    const seen: string[] = []
    let cursor: string | undefined
    for (let page = 0; page < 10; page++) {
      const result = await client.callTool({
        name: 'search_ads',
        arguments: { limit: 1, ...(cursor && { cursor }) },
      })
      const list = AdList.parse(result.structuredContent)
      seen.push(...ids(list))
      if (list.pagination.next_cursor === null) break
      cursor = list.pagination.next_cursor
      expect(textOf(result)).toContain(`cursor "${cursor}"`)
    }
    expect(seen).toEqual(['google_4', 'meta_1', 'tiktok_2', 'meta_3'])
  })

  it('refuses unknown arguments and bad values with a tool error naming the parameter', async () => {
    const { client } = await testTools(SEARCH_ADS)
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ country: ['US'] }, /unknown argument 'country'; search_ads takes query, .*countries/],
      [{ countries: ['XX'] }, /countries: 'XX' is not one of the ISO 3166-1 alpha-2 country codes/],
      [{ limit: 500 }, /expected a whole number from 1 to 50 at limit/],
      [{ formats: ['gif'] }, /formats/],
      [{ languages: 'en' }, /languages/],
      [{ cursor: 'not-a-cursor' }, /cursor/],
      [{ domain: 'not a domain' }, /domain: 'not a domain' is not a domain/],
      [{ started_after: '2025-02-30' }, /started_after: '2025-02-30' is not a date like/],
      [
        { started_after: '2025-03-02', started_before: '2025-03-01' },
        /started_before: 2025-03-01 is before started_after/,
      ],
    ]
    for (const [search, message] of cases) {
      const result = await client.callTool({ name: 'search_ads', arguments: search })
      expect(result.isError, JSON.stringify(search)).toBe(true)
      expect(textOf(result)).toMatch(message)
      expect(textOf(result)).not.toMatch(/\bat .*\.ts|SQL|Error:/)
    }
  })

  it('list_filter_values counts values, within a search when given one', async () => {
    const { client } = await testTools(SEARCH_ADS)
    const counts = async (args: Record<string, unknown>) => {
      const result = await client.callTool({ name: 'list_filter_values', arguments: args })
      expect(result.isError, textOf(result)).toBeFalsy()
      const list = FacetList.parse(result.structuredContent)
      return {
        text: textOf(result),
        counts: Object.fromEntries(list.data.filter((v) => v.count > 0).map((v) => [v.value, v.count])),
      }
    }
    const niches = await counts({ facet: 'niches' })
    expect(niches.counts).toEqual({ fashion: 2, 'beauty-care': 1, apps: 1 })
    expect(niches.text).toMatch(/^niches: 3 values in use, most used first:\nfashion \(Fashion\): 2\n/)
    expect((await counts({ facet: 'countries', formats: ['video'] })).counts).toEqual({ US: 2, DE: 1 })
    expect((await counts({ facet: 'countries', search: 'fr' })).counts).toEqual({ FR: 1 })

    const catalogue = await client.callTool({
      name: 'list_filter_values',
      arguments: { facet: 'themes', countries: ['US'] },
    })
    expect(catalogue.isError).toBe(true)
    expect(textOf(catalogue)).toContain(
      "countries: 'countries' filters ads, but themes counts the shop and email catalogue",
    )
    const unknown = await client.callTool({ name: 'list_filter_values', arguments: { facet: 'colours' } })
    expect(unknown.isError).toBe(true)
    expect(textOf(unknown)).toContain('facet')
  })

  it('get_ad answers one ad, or a tool error when there is none', async () => {
    const { client } = await testTools(SEARCH_ADS)
    const found = await client.callTool({ name: 'get_ad', arguments: { id: 'tiktok_2' } })
    expect(OneAd.parse(found.structuredContent).data).toMatchObject({
      id: 'tiktok_2',
      headline: 'Glow serum',
    })
    expect(textOf(found)).toContain(
      '<ad-text>Glow Beauty — Glow serum</ad-text> (TikTok; Image; stopped after',
    )
    expect(textOf(found)).toContain('Started 2025-03-01, ended 2025-04-01')
    const missing = await client.callTool({ name: 'get_ad', arguments: { id: 'meta_404' } })
    expect(missing).toMatchObject({
      isError: true,
      content: [{ type: 'text', text: "There is no ad with id 'meta_404'" }],
    })
  })

  it("passes on the API's refusals, and reports failures without their internals", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { client } = await testTools(SEARCH_ADS, { rateLimit: { perSecond: 1, burst: 1 } })
    expect((await client.callTool({ name: 'search_ads', arguments: {} })).isError).toBeFalsy()
    const limited = await client.callTool({ name: 'search_ads', arguments: {} })
    expect(limited.isError).toBe(true)
    expect(textOf(limited)).toMatch(/^Too many requests; try again in \d+ s$/)

    const failing = await connectClient(async () => {
      throw new Error('SQLITE_CORRUPT: database disk image is malformed')
    })
    const failed = await failing.callTool({ name: 'get_ad', arguments: { id: 'meta_1' } })
    expect(failed).toMatchObject({ isError: true })
    expect(textOf(failed)).toBe('The Ad Search service failed to answer; the error was logged')
    const offContract = await connectClient(async () => Response.json({ data: [{ id: 'meta_1' }] }))
    const odd = await offContract.callTool({ name: 'search_ads', arguments: {} })
    expect(textOf(odd)).toBe('The Ad Search service answered with data that does not match its API contract')
    // The details go to the log (standard error), for whoever runs the server.
    expect(log.mock.calls.flat().join(' ')).toMatch(/SQLITE_CORRUPT[\s\S]*off-contract/)
    log.mockRestore()
  })
})

describe('the board tools', () => {
  it("list, read and save to the boards of the key's owner, as the API would", async () => {
    const { api } = await testTools(SEARCH_ADS)
    const { person } = await addPerson(api.team, 'member')
    const board = await api.team.boards.create({
      name: 'Agent picks',
      owner: person.id,
      visibility: 'private',
    })
    const { key } = await api.team.keys.create({ label: 'agent', scope: 'write', owner: person.id })
    const client = await clientWithKey(api, key)

    const listed = await client.callTool({ name: 'list_boards', arguments: {} })
    expect(BoardList.parse(listed.structuredContent).data.map((b) => b.id)).toEqual([board.id])
    expect(textOf(listed)).toContain(`<team-text>Agent picks</team-text> (0 ads; private) [id ${board.id}]`)

    const saved = await client.callTool({
      name: 'save_ad',
      arguments: { board_id: board.id, ad_id: 'meta_1' },
    })
    expect(saved.isError, textOf(saved)).toBeFalsy()
    expect(OneSavedAd.parse(saved.structuredContent).data.ad.id).toBe('meta_1')
    const read = await client.callTool({ name: 'get_board', arguments: { board_id: board.id } })
    expect(textOf(read)).toContain('[id meta_1]')
    const missing = await client.callTool({
      name: 'save_ad',
      arguments: { board_id: board.id, ad_id: 'meta_nope' },
    })
    expect(missing.isError).toBe(true)
    expect(textOf(missing)).toContain("There is no ad with id 'meta_nope'")
  })

  it('refuse save_ad to a read key and to a viewer, in the API’s words', async () => {
    const { api } = await testTools(SEARCH_ADS)
    const member = await addPerson(api.team, 'member')
    const viewer = await addPerson(api.team, 'viewer')
    const board = await api.team.boards.create({ name: 'Team', owner: member.person.id, visibility: 'team' })
    const readKey = await api.team.keys.create({ label: 'r', scope: 'read', owner: member.person.id })
    const viewerKey = await api.team.keys.create({ label: 'v', scope: 'write', owner: viewer.person.id })
    for (const [key, why] of [
      [readKey.key, 'write scope'],
      [viewerKey.key, 'member role'],
    ] as const) {
      const client = await clientWithKey(api, key)
      const refused = await client.callTool({
        name: 'save_ad',
        arguments: { board_id: board.id, ad_id: 'meta_1' },
      })
      expect(refused.isError).toBe(true)
      expect(textOf(refused)).toContain(why)
    }
    expect((await api.team.boards.find(board.id))?.count).toBe(0)
  })
})
