import { effectiveSort } from '../../contract/search-params'
import { invalidCursor } from '../http/problem'
import { InvalidPositionError } from '../index/traversal'
import type { AdService } from './ad-service'
import { openCursor, sealCursor, searchHash } from './cursor'
import type { IndexedStore } from './indexed-store'

/**
 * The service answered here, from the indexed store. Cursors are sealed here: signed with the
 * server's secret and bound to the search they continue, so a client can neither forge nor reuse one.
 */
export function localService(store: IndexedStore, secret: string): AdService {
  return {
    async search({ params, endpoint }) {
      const { sort: _asked, limit, cursor, ...filters } = params
      const sort = effectiveSort(params)
      const hash = searchHash(filters, sort, endpoint)
      const after = cursor === undefined ? undefined : openCursor(secret, cursor, hash)
      const page = await store
        .search({ filters, sort, limit, ...(after && { after }) })
        .catch((error: unknown) => {
          throw error instanceof InvalidPositionError ? invalidCursor(error.message) : error
        })
      const nextCursor = page.next ? sealCursor(secret, page.next, hash) : null
      return { data: { ads: page.ads, total: page.total, nextCursor } }
    },
    facet: async (name, request) => ({ data: await store.facet(name, request) }),
    lookup: async (query, limit) => ({ data: await store.lookup(query, limit) }),
    getAd: (id) => store.getAd(id),
  }
}
