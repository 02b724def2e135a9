import { type Context, Hono } from 'hono'
import { noFilters, type SearchFilters } from '../../contract/filters'
import { parseSearchBody } from '../../contract/search-request'
import {
  SavedSearchChange,
  SavedSearchRequest,
  type Follow as ShownFollow,
  type SavedSearch as ShownSavedSearch,
} from '../../contract/watching'
import { type ApiEnv, allow, type Caller } from '../http/caller'
import { changeOf } from '../http/change-body'
import { bodyOf, noQuery } from '../http/checked-input'
import { ProblemError } from '../http/problem'
import type { Team } from '../workspace/team'
import { type Follow, type SavedSearch, WATCH_MAX } from '../workspace/watching'
import { type ApiDeps, callOf } from './api-deps'

const iso = (ms: number) => new Date(ms).toISOString()
const DAY_MS = 86_400_000

/**
 * `/saved-searches` and `/follows`: what a person keeps an eye on, and what is new there since they
 * last looked. Each is its owner's alone: someone else's is answered as if it did not exist. Reading
 * takes any role (viewers watch too); a change made with a key needs the write scope.
 */
export function watchingRoutes({ service, team }: ApiDeps & { team: Team }) {
  const read = allow('viewer')
  const change = allow('viewer', { scope: 'write' })
  const { savedSearches, follows } = team.watching

  /** How many ads match; null when the service cannot say (a remote service without the filter, say). */
  const countOf = async (c: Context, filters: SearchFilters): Promise<number | null> => {
    try {
      const page = await service.search({ params: { ...filters, limit: 1 }, endpoint: 'ads' }, callOf(c))
      return page.data.total
    } catch (error) {
      if (error instanceof ProblemError && error.status < 500) return null
      throw error
    }
  }
  const since = (ms: number) => iso(ms)

  const shownSearch = async (c: Context, saved: SavedSearch): Promise<ShownSavedSearch> => {
    const parsed = parseSearchBody(saved.search)
    const filters = parsed.ok ? parsed.value : null
    const [total, fresh] = filters
      ? await Promise.all([
          countOf(c, filters),
          countOf(c, { ...filters, first_seen_after: since(saved.lookedMs) }),
        ])
      : [null, null]
    return {
      id: saved.id,
      name: saved.name,
      search: saved.search,
      created_at: iso(saved.createdMs),
      looked_at: iso(saved.lookedMs),
      total,
      new_count: fresh,
    }
  }
  const mySearch = async (c: Context): Promise<SavedSearch> => {
    const saved = await savedSearches.find(ownerOf(c), c.req.param('id') ?? '')
    if (!saved) throw new ProblemError(404, 'not_found', 'You have no saved search with this id')
    return saved
  }

  const shownFollow = async (c: Context, follow: Follow): Promise<ShownFollow> => {
    const advertiser: SearchFilters = { ...noFilters(), advertiser_id: follow.advertiserId }
    const now = team.now()
    const newSince = (ms: number) => countOf(c, { ...advertiser, first_seen_after: since(ms) })
    const [active, lastDay, lastWeek, lastMonth, sinceLook] = await Promise.all([
      countOf(c, { ...advertiser, active: true }),
      newSince(now - DAY_MS),
      newSince(now - 7 * DAY_MS),
      newSince(now - 30 * DAY_MS),
      newSince(follow.lookedMs),
    ])
    const counted = [lastDay, lastWeek, lastMonth, sinceLook]
    return {
      advertiser: { id: follow.advertiserId, name: follow.advertiserName },
      followed_at: iso(follow.createdMs),
      looked_at: iso(follow.lookedMs),
      active_ads: active,
      new_ads: counted.every((n) => n !== null)
        ? {
            last_day: lastDay!,
            last_7_days: lastWeek!,
            last_30_days: lastMonth!,
            since_last_look: sinceLook!,
          }
        : null,
    }
  }
  const myFollow = async (c: Context): Promise<Follow> => {
    const follow = await follows.find(ownerOf(c), c.req.param('advertiserId') ?? '')
    if (!follow) throw new ProblemError(404, 'not_found', 'You do not follow this advertiser')
    return follow
  }

  return new Hono<ApiEnv>()
    .get('/saved-searches', noQuery, read, async (c) => {
      const list = await savedSearches.of(ownerOf(c))
      return c.json({ data: await Promise.all(list.map((saved) => shownSearch(c, saved))) })
    })
    .post('/saved-searches', noQuery, change, async (c) => {
      const owner = ownerOf(c)
      const request = await bodyOf(c, SavedSearchRequest)
      const search = checkedSearch(request.search)
      if ((await savedSearches.count(owner)) >= WATCH_MAX) throw tooManyKept('saved searches')
      const saved = await savedSearches.create({ owner, name: request.name, search })
      return c.json({ data: await shownSearch(c, saved) }, 201)
    })
    .get('/saved-searches/:id', noQuery, read, async (c) =>
      c.json({ data: await shownSearch(c, await mySearch(c)) }),
    )
    .patch('/saved-searches/:id', noQuery, change, async (c) => {
      const saved = await mySearch(c)
      const request = await changeOf(c, SavedSearchChange)
      const search = request.search === undefined ? undefined : checkedSearch(request.search)
      await savedSearches.change(saved.id, { name: request.name, search })
      return c.json({ data: await shownSearch(c, (await mySearch(c))!) })
    })
    .delete('/saved-searches/:id', noQuery, change, async (c) => {
      await savedSearches.remove((await mySearch(c)).id)
      return c.body(null, 204)
    })
    .post('/saved-searches/:id/look', noQuery, read, async (c) => {
      const before = await mySearch(c)
      await savedSearches.look(before.id)
      return c.json({
        data: await shownSearch(c, await mySearch(c)),
        previous_looked_at: iso(before.lookedMs),
      })
    })
    .get('/follows', noQuery, read, async (c) => {
      const list = await follows.of(ownerOf(c))
      return c.json({ data: await Promise.all(list.map((follow) => shownFollow(c, follow))) })
    })
    .get('/follows/:advertiserId', noQuery, read, async (c) =>
      c.json({ data: await shownFollow(c, await myFollow(c)) }),
    )
    .put('/follows/:advertiserId', noQuery, change, async (c) => {
      const owner = ownerOf(c)
      const id = c.req.param('advertiserId')
      // Following twice is following once; the answer is the follow either way.
      if (!(await follows.find(owner, id))) {
        const advertiser = id.length > 200 ? undefined : await advertiserOf(c, id)
        if (!advertiser)
          throw new ProblemError(
            404,
            'not_found',
            `There is no advertiser with id '${id.slice(0, 80)}' to follow`,
          )
        if ((await follows.count(owner)) >= WATCH_MAX) throw tooManyKept('followed advertisers')
        await follows.follow(owner, advertiser)
      }
      return c.json({ data: await shownFollow(c, await myFollow(c)) })
    })
    .delete('/follows/:advertiserId', noQuery, change, async (c) => {
      if (!(await follows.unfollow(ownerOf(c), c.req.param('advertiserId')))) {
        throw new ProblemError(404, 'not_found', 'You do not follow this advertiser')
      }
      return c.body(null, 204)
    })
    .post('/follows/:advertiserId/look', noQuery, read, async (c) => {
      const before = await myFollow(c)
      await follows.look(ownerOf(c), before.advertiserId)
      return c.json({
        data: await shownFollow(c, await myFollow(c)),
        previous_looked_at: iso(before.lookedMs),
      })
    })

  /** The advertiser as its newest ad names it, if it has any ad in the index. */
  async function advertiserOf(c: Context, id: string) {
    const page = await service.search(
      { params: { ...noFilters(), advertiser_id: id, limit: 1 }, endpoint: 'ads' },
      callOf(c),
    )
    return page.data.ads[0]?.advertiser
  }
}

/**
 * The search to save, checked as `POST /ads/query` checks its body, and kept in its one normal form
 * (lists sorted, empty values left out), less what only a page means (limit, cursor).
 */
function checkedSearch(search: Record<string, unknown>): Record<string, unknown> {
  const { limit: _limit, cursor: _cursor, ...rest } = search
  const parsed = parseSearchBody(rest)
  if (!parsed.ok) {
    const errors = parsed.issues.map((issue) => ({
      parameter: `search.${issue.parameter}`,
      detail: issue.detail,
    }))
    throw new ProblemError(
      400,
      'invalid_parameter',
      errors.map((error) => `${error.parameter}: ${error.detail}`).join('; '),
      errors,
    )
  }
  const { limit: _pageSize, ...params } = parsed.value
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => !(Array.isArray(value) && value.length === 0)),
  )
}

/** Saved searches and follows belong to people: a key of no one (ADS_API_KEYS) keeps none. */
function ownerOf(c: Context): string {
  const person = (c.get('caller') as Caller).person
  if (!person) throw new ProblemError(403, 'forbidden', 'This belongs to people: use a key of your own')
  return person.id
}

const tooManyKept = (what: string) =>
  new ProblemError(409, 'conflict', `You keep ${WATCH_MAX} ${what} already; remove some first`)
