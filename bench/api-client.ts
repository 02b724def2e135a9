import type { AdList } from '../src/contract/ad'
import { planOf } from './search-plans'

export type Body = Record<string, unknown>
export type Api = ReturnType<typeof apiClient>

/** The few API calls the benchmark makes, each failing loudly on a non-2xx. */
export function apiClient(base: string, key: string) {
  const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' }
  const check = async (response: Response) => {
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
    return response.json()
  }
  const query = (body: Body) =>
    fetch(`${base}/api/v1/ads/query`, { method: 'POST', headers, body: JSON.stringify(body) })
  return {
    search: async (body: Body): Promise<AdList> => check(await query(body)),
    /**
     * A search whose answer is counted rather than thrown: under load, a non-200 is a figure.
     * A refused or broken connection answers status 0.
     */
    searchStatus: async (body: Body): Promise<{ status: number; text?: string }> => {
      try {
        const response = await query(body)
        const text = await response.text()
        return response.ok ? { status: response.status } : { status: response.status, text }
      } catch (error) {
        // fetch says only "fetch failed"; the cause says which (a reset, a closed keep-alive socket).
        const cause = (error as { cause?: unknown }).cause
        return { status: 0, text: `${error}${cause ? `: ${cause}` : ''}` }
      }
    },
    /**
     * A search counted rather than thrown, with the plan the engine says it took (search-plans.ts).
     * A refused or broken connection answers status 0.
     */
    searchPlanned: async (body: Body): Promise<{ status: number; plan?: string; text?: string }> => {
      try {
        const response = await query(body)
        const text = await response.text()
        if (!response.ok) return { status: response.status, text }
        return {
          status: response.status,
          plan: planOf(response.headers.get('server-timing'), JSON.parse(text)),
        }
      } catch (error) {
        const cause = (error as { cause?: unknown }).cause
        return { status: 0, text: `${error}${cause ? `: ${cause}` : ''}` }
      }
    },
    /** `GET /api/v1/ads?limit=1`, the first answer a client waits for after a restart; 0 when refused. */
    firstPageStatus: async (): Promise<number> => {
      try {
        const response = await fetch(`${base}/api/v1/ads?limit=1`, { headers })
        await response.arrayBuffer()
        return response.status
      } catch {
        return 0
      }
    },
    /** Any GET under /api/v1, such as `/stats/timeline?query=shoes`. */
    get: async (path: string) => check(await fetch(`${base}/api/v1${path}`, { headers })),
    /** A GET counted rather than thrown: a 503 (a search past its time) is a figure. */
    getStatus: async (path: string): Promise<number> => {
      try {
        const response = await fetch(`${base}/api/v1${path}`, { headers })
        await response.arrayBuffer()
        return response.status
      } catch {
        return 0
      }
    },
    facet: async (facet: string, query: string) =>
      check(await fetch(`${base}/api/v1/facets/${facet}${query ? `?${query}` : ''}`, { headers })),
    timed: async <T>(call: () => Promise<T>): Promise<{ ms: number; value: T }> => {
      const started = performance.now()
      const value = await call()
      return { ms: performance.now() - started, value }
    },
  }
}
