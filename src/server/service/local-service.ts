import { setTimeout as sleep } from 'node:timers/promises'
import { effectiveSort } from '../../contract/search-params'
import { invalidCursor, parameterProblem } from '../http/problem'
import { InvalidPositionError } from '../search-core/traversal'
import type { AdService, Readiness } from './ad-service'
import { openCursor, sealCursor, searchHash } from './cursor'
import type { SearchStore } from './search-store'
import type { RetagFigures } from './stale-tags'
import { TooManyBarsError } from './timeline-bars'

/**
 * How long a readiness probe waits for the index to apply what the store had committed when the
 * probe came: the freshness every node promises (docs/architecture.md "Server core").
 */
const FRESH_WITHIN_MS = 1_000
const READY: Readiness = { ready: true }

/**
 * The service answered here, from the indexed store. Cursors are sealed here: signed with the
 * server's secret and bound to the search they continue, so a client can neither forge nor reuse one.
 */
export function localService(
  store: SearchStore,
  secret: string,
  {
    freshWithinMs = FRESH_WITHIN_MS,
    retagging,
  }: {
    freshWithinMs?: number
    /** The stored ads' re-tagging, where this process does it (stale-tags.ts). */
    retagging?: { figures(): RetagFigures }
  } = {},
): AdService {
  /** Readiness, with how many ads are left to tag again while there are any. */
  const withTags = (readiness: Readiness): Readiness => {
    const tags = retagging?.figures()
    if (!tags || tags.left === 0) return readiness
    return { ...readiness, retagging: { rulesVersion: tags.rulesVersion, left: tags.left } }
  }
  const coveredAtStart = store.covered
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
      return { data: { ads: page.ads, total: page.total, nextCursor, ...(page.plan && { plan: page.plan }) } }
    },
    facet: async (name, request) => ({ data: await store.facet(name, request) }),
    lookup: async (query, limit) => ({ data: await store.lookup(query, limit) }),
    getAd: (id) => store.getAd(id),
    async timeline(request) {
      try {
        return { data: await store.timeline(request) }
      } catch (error) {
        if (!(error instanceof TooManyBarsError)) throw error
        throw parameterProblem([{ parameter: 'interval', detail: error.message, unknown: false }])
      }
    },
    async advertiser(id, request) {
      const profile = await store.advertiser(id, request)
      return profile && { data: profile }
    },
    async similar(id, request) {
      const similar = await store.similar(id, request)
      return similar && { data: similar }
    },

    /**
     * Ready when the index has applied every change the store had committed when asked. A node that
     * is behind gets a moment to catch up first: while an import writes, the index is behind for a
     * few milliseconds after each commit, and a probe that caught it then must not take the node
     * out of service. A node still behind after that moment answers searches with old results.
     */
    readiness: async () => withTags(await readiness()),

    async figures() {
      const { versions, current } = await store.size()
      const behind = await store.lag()
      return {
        index: { versions, current, behind, changesApplied: store.covered - coveredAtStart },
        ...(retagging && { tags: retagging.figures() }),
      }
    },
  }

  async function readiness(): Promise<Readiness> {
    try {
      const behind = await store.lag()
      if (behind === 0) return READY
      const target = store.covered + behind
      await Promise.race([store.catchUp(), sleep(freshWithinMs, undefined, { ref: false })])
      if (store.covered >= target) return READY
      const left = (target - store.covered).toLocaleString('en')
      return { ready: false, reason: `the index is ${left} changes behind the store` }
    } catch {
      // The store's own log says what failed; a probe's answer is for anyone to read.
      return { ready: false, reason: 'the store cannot be read' }
    }
  }
}
