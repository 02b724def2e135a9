import { type Context, Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { Ad } from '../../contract/ad'
import {
  Annotation,
  BOARD_PAGE_MAX,
  BoardChange,
  BoardRequest,
  SavedLookup,
  type SavedWhere,
  ShareChange,
  type SharedBoard,
  type Board as ShownBoard,
  type SavedAd as ShownSavedAd,
} from '../../contract/boards'
import { type ApiEnv, allow, type Caller } from '../http/caller'
import { changeOf } from '../http/change-body'
import { bodyOf, noQuery } from '../http/checked-input'
import { ProblemError, parameterProblem } from '../http/problem'
import { ANONYMOUS_LIMIT, tooMany, windowOf } from '../http/rate-limit'
import { requestOrigin } from '../http/request-origin'
import { type MediaKeeper, mediaKeeper, remoteMedia } from '../media/media-keeper'
import { fetchMedia } from '../media/safe-fetch'
import {
  type BoardFilter,
  type BoardPosition,
  boardCursorOf,
  boardFilterOf,
  boardPositionOf,
} from '../workspace/board-filter'
import { type Board, type MediaState, type SavedAd, shownMedia } from '../workspace/boards'
import type { Team } from '../workspace/team'
import { type ApiDeps, callOf } from './api-deps'
import { publicAd } from './public-ad'
import { withShareToken } from './shared-media'
import { singleParameters } from './single-parameters'

const iso = (ms: number) => new Date(ms).toISOString()
const BOARD_PAGE_DEFAULT = 30

/**
 * `/boards`: the team's boards and the ads saved on them. Everyone signed in (or with a key of
 * theirs) sees their own boards and those shared with the team; viewers only read. A private board
 * of someone else is answered as if it did not exist.
 */
export function boardRoutes({ service, config, team }: ApiDeps & { team: Team }) {
  const write = allow('member', { scope: 'write' })
  const read = allow('viewer')
  // Boards belong to people: a key of no one (ADS_API_KEYS, the operator's) reads and keeps none.
  const person = createMiddleware<ApiEnv>(async (c, next) => {
    ownerOf(c)
    return next()
  })
  const boards = team.boards
  const keeper = savedMediaKeeper(config, team)

  const personOf = (c: Context) => c.get('caller').person
  /** The board, when the caller may see it; else 404. */
  const visible = async (c: Context, id: string): Promise<Board> => {
    const board = await boards.find(id)
    const me = personOf(c)
    if (!board || (board.visibility === 'private' && board.owner !== me?.id)) {
      throw new ProblemError(404, 'not_found', 'There is no such board among those you can see')
    }
    return board
  }
  /** The board, when the caller may rename, share or delete it: its owner, or an admin. */
  const manageable = async (c: Context, id: string): Promise<Board> => {
    const board = await visible(c, id)
    if (!mayManage(c.get('caller'), board)) {
      throw new ProblemError(403, 'forbidden', 'Only the board’s owner or an admin may change or delete it')
    }
    return board
  }
  const nameOf = async (id: string) => (await team.find(id))?.name ?? 'someone who left'
  const shownBoard = async (c: Context, board: Board): Promise<ShownBoard> => {
    const cover = board.coverAdJson ? coverOf(JSON.parse(board.coverAdJson) as Ad, origin(c)) : null
    return {
      id: board.id,
      name: board.name,
      visibility: board.visibility,
      owner: { id: board.owner, name: await nameOf(board.owner) },
      manageable: mayManage(c.get('caller'), board),
      count: board.count,
      cover,
      share_url: board.shareToken ? `${origin(c)}/shared/boards/${board.shareToken}` : null,
      share_notes: board.shareNotes,
      created_at: iso(board.createdMs),
      changed_at: iso(board.changedMs),
    }
  }
  const shownSaved = async (c: Context, saved: SavedAd): Promise<ShownSavedAd> => {
    const by = await team.find(saved.savedBy)
    return {
      ad: publicAd(JSON.parse(saved.adJson) as Ad, origin(c)),
      note: saved.note,
      tags: saved.tags,
      saved_at: iso(saved.savedMs),
      saved_by: by ? { id: by.id, name: by.name } : null,
      media: shownMedia(saved.mediaState),
    }
  }
  const origin = (c: Context) => requestOrigin(c, config.publicUrl)

  return new Hono<ApiEnv>()
    .get('/boards', noQuery, read, person, async (c) => {
      const list = await boards.visibleTo(ownerOf(c))
      return c.json({ data: await Promise.all(list.map((board) => shownBoard(c, board))) })
    })
    .post('/boards', noQuery, write, async (c) => {
      const request = await bodyOf(c, BoardRequest)
      const owner = ownerOf(c)
      const board = await boards.create({ name: request.name, visibility: request.visibility, owner })
      return c.json(await shownBoard(c, board), 201)
    })
    .get('/boards/:id', noQuery, read, person, async (c) =>
      c.json(await shownBoard(c, await visible(c, c.req.param('id')))),
    )
    .patch('/boards/:id', noQuery, write, async (c) => {
      const board = await manageable(c, c.req.param('id'))
      const change = await changeOf(c, BoardChange)
      await boards.change(board.id, change)
      return c.json(await shownBoard(c, (await boards.find(board.id))!))
    })
    .delete('/boards/:id', noQuery, write, async (c) => {
      await boards.remove((await manageable(c, c.req.param('id'))).id)
      return c.body(null, 204)
    })
    .post('/boards/:id/share', noQuery, write, async (c) => {
      const board = await manageable(c, c.req.param('id'))
      await boards.share(board.id, true)
      return c.json(await shownBoard(c, (await boards.find(board.id))!))
    })
    .patch('/boards/:id/share', noQuery, write, async (c) => {
      const board = await manageable(c, c.req.param('id'))
      const { notes } = await changeOf(c, ShareChange)
      if (!board.shareToken) {
        throw new ProblemError(409, 'conflict', 'The board has no share link: turn one on first')
      }
      await boards.shareNotes(board.id, notes)
      return c.json(await shownBoard(c, (await boards.find(board.id))!))
    })
    .delete('/boards/:id/share', noQuery, write, async (c) => {
      const board = await manageable(c, c.req.param('id'))
      await boards.share(board.id, false)
      return c.json(await shownBoard(c, (await boards.find(board.id))!))
    })
    .get('/boards/:id/ads', checkedFilteredPageQuery, read, person, async (c) => {
      const board = await visible(c, c.req.param('id'))
      const { limit, after, filter } = filteredPageQuery(new URL(c.req.url).searchParams)
      const page = await boards.filteredPage(board.id, limit, filter, after)
      const narrowed =
        filter.words.length > 0 || filter.tag !== null || Object.keys(filter.creative).length > 0
      return c.json({
        data: await Promise.all(page.ads.map((saved) => shownSaved(c, saved))),
        pagination: {
          total: narrowed ? await boards.count(board.id, filter) : board.count,
          next_cursor: page.next ? boardCursorOf(page.next) : null,
        },
      })
    })
    .put('/boards/:id/ads/:adId', noQuery, write, async (c) => {
      const board = await visible(c, c.req.param('id'))
      const adId = c.req.param('adId')
      const ad = adId.length > 200 ? null : await service.getAd(adId, callOf(c))
      if (!ad)
        throw new ProblemError(404, 'not_found', `There is no ad with id '${adId.slice(0, 80)}' to save`)
      // Saving twice is saving once: the first copy stays, and either way the answer is the saved ad.
      const adJson = JSON.stringify(ad)
      const links = remoteMedia(ad, origin(c))
      const mediaState: MediaState =
        links.size === 0 ? 'none' : keeper ? 'pending' : 'failed: this server does not keep media'
      const added = await boards.save({ boardId: board.id, adId, adJson, savedBy: ownerOf(c), mediaState })
      // Its media are fetched after the answer: a slow CDN must not hold up the save.
      if (added && keeper && mediaState === 'pending') keeper.keep({ boardId: board.id, adId, adJson }, links)
      return c.json({ data: await shownSaved(c, (await boards.saved(board.id, adId))!) })
    })
    .patch('/boards/:id/ads/:adId', noQuery, write, async (c) => {
      const board = await visible(c, c.req.param('id'))
      const change = await changeOf(c, Annotation)
      if (!(await boards.annotate(board.id, c.req.param('adId'), change))) throw notSaved()
      return c.json({ data: await shownSaved(c, (await boards.saved(board.id, c.req.param('adId')))!) })
    })
    .delete('/boards/:id/ads/:adId', noQuery, write, async (c) => {
      const board = await visible(c, c.req.param('id'))
      if (!(await boards.unsave(board.id, c.req.param('adId')))) throw notSaved()
      return c.body(null, 204)
    })
    .post('/saved-ads/lookup', noQuery, read, person, async (c) => {
      const { ad_ids } = await bodyOf(c, SavedLookup)
      const found = await boards.whereSaved(ownerOf(c), ad_ids)
      const byAd = new Map<string, string[]>()
      for (const { adId, boardId } of found) byAd.set(adId, [...(byAd.get(adId) ?? []), boardId])
      const answer: SavedWhere = {
        data: [...byAd].map(([ad_id, board_ids]) => ({ ad_id, board_ids: board_ids.sort() })),
      }
      return c.json(answer)
    })
}

/**
 * What keeps saved ads' media, when the configuration keeps them (ADS_MEDIA_MAX_MB above 0): safe
 * fetches, into the store's media store, through the store's one background queue.
 */
function savedMediaKeeper(config: ApiDeps['config'], team: Team): MediaKeeper | undefined {
  const settings = config.savedMedia
  if (!settings) return undefined
  return mediaKeeper({
    store: team.boards.mediaStore(settings.dir),
    queue: team.boards.mediaQueue,
    fetch: (link) =>
      fetchMedia(link, {
        maxBytes: settings.maxBytes,
        ...(settings.allowPrivateAddresses && { allowPrivateAddresses: settings.allowPrivateAddresses }),
      }),
    record: team.boards.keptMedia,
  })
}

/** Boards belong to people: a key of no one (ADS_API_KEYS, the operator's) keeps none. */
function ownerOf(c: Context): string {
  const person = (c.get('caller') as Caller).person
  if (!person) throw new ProblemError(403, 'forbidden', 'Boards belong to people: use a key of your own')
  return person.id
}

const mayManage = (caller: Caller, board: Board) =>
  caller.person?.id === board.owner || caller.role === 'admin'

const notSaved = () => new ProblemError(404, 'not_found', 'That ad is not saved on this board')

/** The picture a board's cover shows: the saved ad's thumbnail, else its image. */
function coverOf(ad: Ad, origin: string): string | null {
  const shown = publicAd(ad, origin)
  return shown.media.thumbnail || shown.media.image || null
}

/** A page's parameters are checked first, as the search endpoints check theirs. */
const checkedPageQuery = createMiddleware(async (c, next) => {
  pageQuery(new URL(c.req.url).searchParams)
  return next()
})

const checkedFilteredPageQuery = createMiddleware(async (c, next) => {
  filteredPageQuery(new URL(c.req.url).searchParams)
  return next()
})

/**
 * A team's board page: `limit` and `cursor`, and `q`, `tag`, `sort`, `hooks`, `offers` and `cta_types`
 * (board-filter.ts). Not for
 * a shared link, which takes no filter: finding words in the notes would tell what they say.
 */
function filteredPageQuery(query: URLSearchParams): {
  limit: number
  after?: BoardPosition
  filter: BoardFilter
} {
  const { values, issues } = singleParameters(query, [
    'limit',
    'cursor',
    'q',
    'tag',
    'sort',
    'hooks',
    'offers',
    'cta_types',
  ])
  const limit = values.limit === undefined ? BOARD_PAGE_DEFAULT : Number(values.limit)
  if (!Number.isInteger(limit) || limit < 1 || limit > BOARD_PAGE_MAX) {
    issues.push({
      parameter: 'limit',
      detail: `expected a whole number from 1 to ${BOARD_PAGE_MAX}`,
      unknown: false,
    })
  }
  const { filter, issues: filterIssues } = boardFilterOf(values)
  issues.push(...filterIssues)
  if (issues.length > 0) throw parameterProblem(issues)
  if (values.cursor === undefined) return { limit, filter }
  const after = boardPositionOf(values.cursor, filter.sort)
  if (!after)
    throw new ProblemError(400, 'invalid_cursor', 'The cursor is not one this board gave in this order', [
      { parameter: 'cursor', detail: 'not a cursor of this board and sort' },
    ])
  return { limit, after, filter }
}

/** `limit` and `cursor` of a board's page. */
function pageQuery(query: URLSearchParams): { limit: number; after?: { savedMs: number; adId: string } } {
  const { values, issues } = singleParameters(query, ['limit', 'cursor'])
  const limit = values.limit === undefined ? BOARD_PAGE_DEFAULT : Number(values.limit)
  if (!Number.isInteger(limit) || limit < 1 || limit > BOARD_PAGE_MAX) {
    issues.push({
      parameter: 'limit',
      detail: `expected a whole number from 1 to ${BOARD_PAGE_MAX}`,
      unknown: false,
    })
  }
  if (issues.length > 0) throw parameterProblem(issues)
  if (values.cursor === undefined) return { limit }
  const after = afterOf(values.cursor)
  if (!after)
    throw new ProblemError(400, 'invalid_cursor', 'The cursor is not one this board gave', [
      { parameter: 'cursor', detail: 'not a cursor of this board' },
    ])
  return { limit, after }
}

/** Where a page ended, as an opaque cursor: it positions within a board the caller can already read. */
const cursorOf = (after: { savedMs: number; adId: string }) =>
  Buffer.from(JSON.stringify([after.savedMs, after.adId])).toString('base64url')

function afterOf(cursor: string): { savedMs: number; adId: string } | undefined {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (Array.isArray(value) && Number.isSafeInteger(value[0]) && typeof value[1] === 'string') {
      return { savedMs: value[0] as number, adId: value[1] }
    }
  } catch {}
  return undefined
}

/**
 * `/shared/boards/{token}`: a board through its share link, read-only, for anyone who has the link
 * and no account. A link turned off, or never made, is 404; search engines are asked not to index it.
 */
export function sharedBoardRoutes({ config, team }: { config: ApiDeps['config']; team: Team }) {
  const origin = (c: Context) => requestOrigin(c, config.publicUrl)
  const shared = async (c: Context) => {
    // Counted per address, as anonymous visitors are: a link is for reading, not for crawling.
    const counted = await team.limits.add(
      `shared:${c.get('clientAddress') ?? 'unknown'}`,
      windowOf(ANONYMOUS_LIMIT),
    )
    if (counted.over)
      throw tooMany(
        `Too many requests; try again in ${counted.retryAfterSeconds} s`,
        counted.retryAfterSeconds,
      )
    const board = await team.boards.byShareToken(c.req.param('token') ?? '')
    if (!board)
      throw new ProblemError(
        404,
        'not_found',
        'This link does not open a board: it was turned off, or never made',
      )
    return board
  }
  return new Hono<ApiEnv>()
    .use(async (c, next) => {
      await next()
      c.header('X-Robots-Tag', 'noindex, nofollow')
    })
    .get('/:token', noQuery, async (c) => {
      const board = await shared(c)
      const cover = board.coverAdJson
        ? coverOf(withShareToken(JSON.parse(board.coverAdJson) as Ad, '', board.shareToken!), origin(c))
        : null
      const owner = await team.find(board.owner)
      const body: SharedBoard = {
        name: board.name,
        count: board.count,
        cover,
        changed_at: iso(board.changedMs),
        owner: owner ? shownOwnerName(owner.name) : null,
        notes: board.shareNotes,
        app_url: `${origin(c)}/boards/${encodeURIComponent(board.id)}`,
      }
      return c.json(body)
    })
    .get('/:token/ads', checkedPageQuery, async (c) => {
      const board = await shared(c)
      const { limit, after } = pageQuery(new URL(c.req.url).searchParams)
      const page = await team.boards.page(board.id, limit, after)
      return c.json({
        data: page.ads.map((saved) => ({
          ad: withShareToken(
            publicAd(JSON.parse(saved.adJson) as Ad, origin(c)),
            origin(c),
            board.shareToken!,
          ),
          saved_at: iso(saved.savedMs),
          // Checked here, at every page: turning the choice off hides them from the next page on.
          ...(board.shareNotes && { note: saved.note }),
        })),
        pagination: { total: board.count, next_cursor: page.next ? cursorOf(page.next) : null },
      })
    })
}

/**
 * The owner's name as a share link shows it to people outside the team: the name the team sees,
 * never an email address (a person made without a name may have one there).
 */
export function shownOwnerName(name: string): string | null {
  const trimmed = name.trim()
  return trimmed === '' || trimmed.includes('@') ? null : trimmed
}
