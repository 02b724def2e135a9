import { afterEach, describe, expect, it, vi } from 'vitest'
import { createQueryClient } from '../../lib/query-client'
import { AdCountError, adCountQueryOptions } from './ad-count-query'

function answer(status: number, body: unknown): Response {
  const type = status < 400 ? 'application/json' : 'application/problem+json'
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': type } })
}

describe('adCountQueryOptions', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('asks for one ad with the session cookie and reads the total', async () => {
    const fetch = vi.fn(async () => answer(200, { data: [], pagination: { total: 2000, next_cursor: null } }))
    vi.stubGlobal('fetch', fetch)

    await expect(createQueryClient().fetchQuery(adCountQueryOptions())).resolves.toBe(2000)
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/v1/ads/query')
    expect(init).toMatchObject({ method: 'POST', body: '{"limit":1}', credentials: 'same-origin' })
  })

  it('turns a problem answer into an error with its status and detail, and does not ask again', async () => {
    const problem = {
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: 'Open the app in a browser',
      code: 'unauthorized',
    }
    const fetch = vi.fn(async () => answer(401, problem))
    vi.stubGlobal('fetch', fetch)

    const failure = createQueryClient().fetchQuery(adCountQueryOptions())
    await expect(failure).rejects.toBeInstanceOf(AdCountError)
    await expect(failure).rejects.toMatchObject({ status: 401, message: 'Open the app in a browser' })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('rejects an answer that does not match the contract', async () => {
    vi.stubGlobal('fetch', async () => answer(200, { pagination: { total: -1 } }))

    const once = { ...adCountQueryOptions(), retry: false }
    await expect(createQueryClient().fetchQuery(once)).rejects.toThrow()
  })
})
