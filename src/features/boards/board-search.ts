import { z } from 'zod/mini'
import { BOARD_QUERY_MAX, type BoardAdsQuery, BoardSort, TAG_MAX } from '../../contract/boards'
import { CTA_TYPES, HOOKS, OFFERS } from '../../contract/creative-tags'

/** Text cut to `max`, trimmed; nothing when empty. */
const text = (max: number) =>
  z.pipe(
    z.string(),
    z.transform((value) => value.trim().slice(0, max) || undefined),
  )

/**
 * The board's page in the URL: `/boards/<id>?find=hooks&tag=summer&order=started_desc`, and the
 * creative breakdown's `hook=question&offer=free-trial&cta=sign-up&group=hook`. Its own
 * names, as `q` and `sort` are the ad search's, which every screen carries. A value that is no
 * valid choice falls back to the default rather than failing the page. Defaults are left out (read
 * as absent), so that they never reach the URL, nor links that carry the search to other pages.
 */
export const BoardSearch = z.object({
  find: z.catch(z.optional(text(BOARD_QUERY_MAX)), undefined),
  tag: z.catch(z.optional(text(TAG_MAX)), undefined),
  order: z.catch(
    z.optional(
      z.pipe(
        BoardSort,
        z.transform((order) => (order === 'saved' ? undefined : order)),
      ),
    ),
    undefined,
  ),
  hook: z.catch(z.optional(z.enum(HOOKS)), undefined),
  offer: z.catch(z.optional(z.enum(OFFERS)), undefined),
  cta: z.catch(z.optional(z.enum(CTA_TYPES)), undefined),
  /** The saved ads in sections, one per hook (the only grouping offered). */
  group: z.catch(z.optional(z.literal('hook')), undefined),
})
export type BoardSearch = z.infer<typeof BoardSearch>

/** The board as it is: every saved ad, newest saved first, in one grid. */
export const BOARD_SEARCH_DEFAULTS = {
  find: '',
  tag: '',
  order: 'saved',
  hook: '',
  offer: '',
  cta: '',
  group: false,
} as const
export type BoardView = {
  find: string
  tag: string
  order: BoardSort
  /** A slug of the family, or '' for any. */
  hook: string
  offer: string
  cta: string
  group: boolean
}

/** The search with its defaults filled in, as the page's controls show it. */
export const boardViewOf = (search: BoardSearch): BoardView => ({
  find: search.find ?? '',
  tag: search.tag ?? '',
  order: search.order ?? 'saved',
  hook: search.hook ?? '',
  offer: search.offer ?? '',
  cta: search.cta ?? '',
  group: search.group === 'hook',
})

/** A change of the controls as the URL holds it: defaults left out. */
export const boardSearchOf = (view: Partial<BoardView>): BoardSearch => ({
  ...('find' in view && { find: view.find || undefined }),
  ...('tag' in view && { tag: view.tag || undefined }),
  ...('order' in view && { order: view.order === 'saved' ? undefined : view.order }),
  ...('hook' in view && { hook: oneOf(HOOKS, view.hook) }),
  ...('offer' in view && { offer: oneOf(OFFERS, view.offer) }),
  ...('cta' in view && { cta: oneOf(CTA_TYPES, view.cta) }),
  ...('group' in view && { group: view.group ? ('hook' as const) : undefined }),
})

function oneOf<T extends string>(values: readonly T[], value: string | undefined): T | undefined {
  return values.find((known) => known === value)
}

/** What the page asks the API for: only what differs from the board as it is, and only once offered. */
export function boardAdsQueryOf(search: BoardSearch): BoardAdsQuery {
  const query: BoardAdsQuery = {}
  if (search.find) query.q = search.find
  if (search.tag) query.tag = search.tag
  if (search.order) query.sort = search.order
  if (search.hook) query.hooks = search.hook
  if (search.offer) query.offers = search.offer
  if (search.cta) query.cta_types = search.cta
  return query
}

/** Whether the page shows fewer ads than the board holds. */
export const isNarrowed = (query: BoardAdsQuery) =>
  query.q !== undefined ||
  query.tag !== undefined ||
  query.hooks !== undefined ||
  query.offers !== undefined ||
  query.cta_types !== undefined
