import type { AdList } from '../src/contract/ad'

export type Body = Record<string, unknown>
export type Api = ReturnType<typeof apiClient>

/** The few API calls the benchmark makes, each failing loudly on a non-2xx. */
export function apiClient(base: string, key: string) {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' }
  const check = async (response: Response) => {
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
    return response.json()
  }
  return {
    search: async (body: Body): Promise<AdList> =>
      check(await fetch(`${base}/api/v1/ads/query`, { method: 'POST', headers, body: JSON.stringify(body) })),
    facet: async (facet: string, query: string) =>
      check(await fetch(`${base}/api/v1/facets/${facet}${query ? `?${query}` : ''}`, { headers })),
    timed: async <T>(call: () => Promise<T>): Promise<{ ms: number; value: T }> => {
      const started = performance.now()
      const value = await call()
      return { ms: performance.now() - started, value }
    },
  }
}
