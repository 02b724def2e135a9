import { z } from 'zod/mini'
import { Ad } from './ad'

/**
 * Boards (swipe files): the team's named collections of saved ads (decision 0009). A saved ad is a
 * copy of the ad as it was when saved.
 */
export const BOARD_NAME_MAX = 100
export const NOTE_MAX = 2000
export const TAG_MAX = 40
export const TAGS_MAX = 20
export const BOARD_PAGE_MAX = 50

export const Visibility = z.enum(['private', 'team'])
export type Visibility = z.infer<typeof Visibility>

const boardName = z.string().check(z.trim(), z.minLength(1), z.maxLength(BOARD_NAME_MAX))

export const Board = z.object({
  id: z.string(),
  name: z.string(),
  visibility: Visibility,
  owner: z.object({ id: z.string(), name: z.string() }),
  /** Whether the caller may rename it, share it or delete it (its owner, or an admin). */
  manageable: z.boolean(),
  count: z.int().check(z.minimum(0)),
  /** The picture of the ad saved last, for the board's cover. */
  cover: z.nullable(z.string()),
  /** Its read-only link for people without an account, while it is on. */
  share_url: z.nullable(z.string()),
  /** Whether that link shows the notes on its ads: the owner's choice, off unless chosen. */
  share_notes: z.boolean(),
  created_at: z.string(),
  changed_at: z.string(),
})
export type Board = z.infer<typeof Board>

export const BoardList = z.object({ data: z.array(Board) })
export type BoardList = z.infer<typeof BoardList>

/** `POST /boards` */
export const BoardRequest = z.object({ name: boardName, visibility: z._default(Visibility, 'private') })
/** `PATCH /boards/{id}` */
export const BoardChange = z.strictObject({ name: z.optional(boardName), visibility: z.optional(Visibility) })

/**
 * What became of a saved ad's media (decision 0009): the server fetches them in the background and
 * keeps a copy, so that the saved ad still shows them once its source's links have expired.
 */
export const SavedMedia = z.object({
  /**
   * kept: the ad's media links point to this server and do not expire (or it had none to fetch);
   * pending: they are being fetched; failed: some could not be kept and link to their source still.
   */
  state: z.enum(['kept', 'pending', 'failed']),
  /** Why, when failed: which media, and a few words, e.g. "video: answered 404". */
  problem: z.nullable(z.string()),
})
export type SavedMedia = z.infer<typeof SavedMedia>

export const SavedAd = z.object({
  /** The ad as it was when saved. */
  ad: Ad,
  note: z.string(),
  tags: z.array(z.string()),
  saved_at: z.string(),
  saved_by: z.nullable(z.object({ id: z.string(), name: z.string() })),
  media: SavedMedia,
})
export type SavedAd = z.infer<typeof SavedAd>

export const SavedAdPage = z.object({
  data: z.array(SavedAd),
  pagination: z.object({ total: z.int().check(z.minimum(0)), next_cursor: z.nullable(z.string()) }),
})
export type SavedAdPage = z.infer<typeof SavedAdPage>

/** `PATCH /boards/{id}/ads/{adId}`: a note and tags on a saved ad. */
export const Annotation = z.strictObject({
  note: z.optional(z.string().check(z.maxLength(NOTE_MAX))),
  tags: z.optional(
    z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(TAG_MAX))).check(z.maxLength(TAGS_MAX)),
  ),
})

export const OneSavedAd = z.object({ data: SavedAd })

/** `POST /saved-ads/lookup`: which of these ads are saved, and on which boards the caller sees. */
export const SavedLookup = z.object({
  ad_ids: z.array(z.string().check(z.maxLength(200))).check(z.maxLength(200)),
})
export const SavedWhere = z.object({
  data: z.array(z.object({ ad_id: z.string(), board_ids: z.array(z.string()) })),
})
export type SavedWhere = z.infer<typeof SavedWhere>

/** `PATCH /boards/{id}/share`: whether the board's share link shows the notes on its ads. */
export const ShareChange = z.strictObject({ notes: z.boolean() })

/** `GET /shared/boards/{token}`: a board as its share link shows it, to anyone, without an account. */
export const SharedBoard = z.object({
  name: z.string(),
  count: z.int().check(z.minimum(0)),
  cover: z.nullable(z.string()),
  changed_at: z.string(),
  /** Whose board it is: the owner's name as the team sees it; null when that is unknown or an email address. */
  owner: z.nullable(z.string()),
  /** Whether its ads carry their notes (the owner chose to show them). */
  notes: z.boolean(),
  /** The board in the app, for the team: signing in is needed there. */
  app_url: z.string(),
})
export type SharedBoard = z.infer<typeof SharedBoard>

/**
 * Its ads, as they were when saved: no tags or names of the team, which stay inside it, and notes
 * only when the owner chose to show them.
 */
export const SharedAdPage = z.object({
  data: z.array(z.object({ ad: Ad, saved_at: z.string(), note: z.optional(z.string()) })),
  pagination: z.object({ total: z.int().check(z.minimum(0)), next_cursor: z.nullable(z.string()) }),
})
export type SharedAdPage = z.infer<typeof SharedAdPage>

/**
 * `GET /boards/{id}/ads?q=&tag=&sort=` (besides `limit` and `cursor`): a board's page narrowed to the
 * ads whose headline, body, advertiser or note hold every word of `q`, those tagged `tag`, and those
 * with the hooks, offers or calls to action asked (`hooks`, `offers`, `cta_types`), in the
 * order of `sort` (newest saved first by default; or by when the ad started, either way).
 */
export const BOARD_SORTS = ['saved', 'started_desc', 'started_asc'] as const
export const BoardSort = z.enum(BOARD_SORTS)
export type BoardSort = z.infer<typeof BoardSort>
export const BOARD_QUERY_MAX = 200
export const BoardAdsQuery = z.object({
  q: z.optional(z.string().check(z.maxLength(BOARD_QUERY_MAX))),
  tag: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(TAG_MAX))),
  sort: z.optional(BoardSort),
  /**
   * Extension, the creative breakdown: only the saved ads with any of these hooks, offers or calls to
   * action (comma-separated slugs of contract/creative-tags.ts; OR within, AND across, as in a search).
   */
  hooks: z.optional(z.string()),
  offers: z.optional(z.string()),
  cta_types: z.optional(z.string()),
})
export type BoardAdsQuery = z.infer<typeof BoardAdsQuery>
