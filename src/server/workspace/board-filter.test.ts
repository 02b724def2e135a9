import type { Kysely } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { makeAd } from '../../testing/ad-fixture'
import { postgresTestStore } from '../../testing/test-postgres'
import type { AdRecords } from '../records/ad-records'
import { openSqliteStore } from '../schema/store-schema'
import {
  type BoardDialect,
  type BoardFilter,
  boardCursorOf,
  boardFilterOf,
  boardPagePlan,
  boardPositionOf,
  NO_FILTER,
} from './board-filter'
import { boardRecords } from './boards'

describe('boardFilterOf', () => {
  it('reads no parameters as the board in its usual order', () => {
    expect(boardFilterOf({})).toEqual({ filter: NO_FILTER, issues: [] })
    expect(boardFilterOf({ q: '   ' }).filter).toEqual(NO_FILTER)
  })

  it('splits the keywords into distinct lower-case words, and trims the tag', () => {
    expect(boardFilterOf({ q: ' Summer  SALE summer ', tag: ' hooks ', sort: 'started_asc' })).toEqual({
      filter: { words: ['summer', 'sale'], tag: 'hooks', creative: {}, sort: 'started_asc' },
      issues: [],
    })
  })

  it('reads the creative breakdown as lists of slugs, and names an unknown one', () => {
    expect(
      boardFilterOf({ hooks: 'Question, number,question', cta_types: 'sign-up' }).filter.creative,
    ).toEqual({
      hooks: ['question', 'number'],
      cta_types: ['sign-up'],
    })
    const { issues } = boardFilterOf({ offers: 'free-trial,cheap' })
    expect(issues).toEqual([
      {
        parameter: 'offers',
        detail: expect.stringContaining('expected slugs of percent-off'),
        unknown: false,
      },
    ])
  })

  it('names what is wrong: an unknown sort, a tag too long or empty, keywords too long', () => {
    const { issues } = boardFilterOf({ q: 'x'.repeat(201), tag: 't'.repeat(41), sort: 'newest' })
    expect(issues.map((issue) => issue.parameter).sort()).toEqual(['q', 'sort', 'tag'])
    expect(issues.find((issue) => issue.parameter === 'sort')?.detail).toBe(
      'expected one of saved, started_desc, started_asc',
    )
    expect(boardFilterOf({ tag: '  ' }).issues).toHaveLength(1)
    expect(issues.every((issue) => !issue.unknown)).toBe(true)
  })
})

describe('board cursors', () => {
  it('keep the newest-saved shape cursors had before sorting came', () => {
    const before = Buffer.from(JSON.stringify([1_700_000_000_000, 'meta_1'])).toString('base64url')
    expect(boardCursorOf({ sort: 'saved', savedMs: 1_700_000_000_000, adId: 'meta_1' })).toBe(before)
    expect(boardPositionOf(before, 'saved')).toEqual({
      sort: 'saved',
      savedMs: 1_700_000_000_000,
      adId: 'meta_1',
    })
  })

  it('name their sort, so that one never positions a page of another order', () => {
    const cursor = boardCursorOf({ sort: 'started_asc', startedAt: '2025-01-02T00:00:00.000Z', adId: 'a' })
    expect(boardPositionOf(cursor, 'started_asc')).toEqual({
      sort: 'started_asc',
      startedAt: '2025-01-02T00:00:00.000Z',
      adId: 'a',
    })
    expect(boardPositionOf(cursor, 'started_desc')).toBeUndefined()
    expect(boardPositionOf(cursor, 'saved')).toBeUndefined()
    for (const junk of ['', 'x', Buffer.from('{"a":1}').toString('base64url'), '[1,2']) {
      expect(boardPositionOf(junk, 'saved')).toBeUndefined()
      expect(boardPositionOf(junk, 'started_desc')).toBeUndefined()
    }
  })
})

interface Tables {
  board_ads: {
    board_id: string
    ad_id: string
    ad_json: string
    note: string
    tags: string
    saved_by: string
    saved_ms: number
  }
}

/**
 * A board's page as boards.ts `page()` makes it once it takes a filter (and its count): the wiring
 * the plan is for, run here against each store.
 */
async function pageOf(
  untyped: Kysely<unknown>,
  dialect: BoardDialect,
  boardId: string,
  filter: BoardFilter,
  limit: number,
  cursor?: string,
) {
  const db = untyped as unknown as Kysely<Tables>
  const after = cursor === undefined ? undefined : boardPositionOf(cursor, filter.sort)
  if (cursor !== undefined && !after) throw new Error('not a cursor of this sort')
  const plan = boardPagePlan(filter, after, dialect)
  let query = db.selectFrom('board_ads').selectAll().where('board_id', '=', boardId)
  for (const condition of plan.filters) query = query.where(condition)
  if (plan.after) query = query.where(plan.after)
  for (const [expression, direction] of plan.orderBy) query = query.orderBy(expression, direction)
  const rows = await query.limit(limit + 1).execute()
  const ads = rows.slice(0, limit)
  const last = ads.at(-1)
  const next =
    rows.length > limit && last
      ? boardCursorOf(
          plan.positionAfter({ savedMs: Number(last.saved_ms), adId: last.ad_id, adJson: last.ad_json }),
        )
      : null
  let counted = db
    .selectFrom('board_ads')
    .select((select) => select.fn.countAll<number | string>().as('n'))
    .where('board_id', '=', boardId)
  for (const condition of plan.filters) counted = counted.where(condition)
  const total = Number((await counted.executeTakeFirstOrThrow()).n)
  return { ids: ads.map((row) => row.ad_id), next, total }
}

/** Every page of the board for a filter, two at a time: the ids in order, and the count. */
async function allOf(db: Kysely<unknown>, dialect: BoardDialect, boardId: string, filter: BoardFilter) {
  const ids: string[] = []
  let cursor: string | undefined
  let total = -1
  for (let pages = 0; pages < 20; pages++) {
    const page = await pageOf(db, dialect, boardId, filter, 2, cursor)
    ids.push(...page.ids)
    total = page.total
    if (!page.next) return { ids, total }
    cursor = page.next
  }
  throw new Error('the pages never ended')
}

const ADS = [
  makeAd({
    id: 'a1',
    headline: 'Summer sale',
    body: 'Everything must go',
    started_at: '2025-03-01T00:00:00.000Z',
  }),
  makeAd({
    id: 'a2',
    headline: 'Winter coats',
    body: 'Warm SUMMER nights too',
    started_at: '2025-01-01T00:00:00.000Z',
  }),
  makeAd({
    id: 'a3',
    headline: 'Plain',
    advertiser: { id: 'x', name: 'Summerville Shoes' },
    started_at: '2025-03-01T00:00:00.000Z',
  }),
  makeAd({ id: 'a4', headline: '50% off', body: 'Half price', started_at: '2025-02-01T00:00:00.000Z' }),
  makeAd({ id: 'a5', headline: '500 off', body: 'Not a percent', started_at: '2024-12-01T00:00:00.000Z' }),
  makeAd({ id: 'a6', headline: 'Nothing', body: 'to see', started_at: '2025-04-01T00:00:00.000Z' }),
]

const opened: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of opened.splice(0)) await close()
})

const STORES: { dialect: BoardDialect; open(): Promise<AdRecords> }[] = [
  { dialect: 'sqlite', open: () => openSqliteStore({ file: ':memory:' }) },
  {
    dialect: 'postgres',
    async open() {
      const store = postgresTestStore()
      opened.push(store.drop)
      return store.open()
    },
  },
]

describe.each(STORES)('a board page filtered and sorted in $dialect', ({ dialect, open }) => {
  async function board() {
    const records = await open()
    opened.unshift(() => records.close())
    // a1 and a2 are saved in the same millisecond: the ad id decides between them.
    const times = [1000, 1000, 2000, 3000, 4000, 5000]
    let clock = 0
    const boards = boardRecords(records.connection.db, () => clock)
    const made = await boards.create({ name: 'B', owner: 'p', visibility: 'private' })
    for (const [i, ad] of ADS.entries()) {
      clock = times[i]!
      await boards.save({ boardId: made.id, adId: ad.id, adJson: JSON.stringify(ad), savedBy: 'p' })
    }
    await boards.annotate(made.id, 'a6', { note: 'Great SUMMER hook', tags: ['summer', 'hooks'] })
    await boards.annotate(made.id, 'a4', { tags: ['summer sale'] })
    await boards.annotate(made.id, 'a5', { tags: ['Summer'] })
    return { db: records.connection.db, id: made.id }
  }
  const filterOf = (values: Parameters<typeof boardFilterOf>[0]) => boardFilterOf(values).filter

  it('pages newest saved first, as before, the ad id deciding a tie', async () => {
    const { db, id } = await board()
    expect(await allOf(db, dialect, id, NO_FILTER)).toEqual({
      ids: ['a6', 'a5', 'a4', 'a3', 'a2', 'a1'],
      total: 6,
    })
  })

  it('sorts by when the ad started, newest or oldest first, across pages', async () => {
    const { db, id } = await board()
    expect((await allOf(db, dialect, id, filterOf({ sort: 'started_desc' }))).ids).toEqual([
      'a6',
      'a3',
      'a1',
      'a4',
      'a2',
      'a5',
    ])
    expect((await allOf(db, dialect, id, filterOf({ sort: 'started_asc' }))).ids).toEqual([
      'a5',
      'a2',
      'a4',
      'a1',
      'a3',
      'a6',
    ])
  })

  it('finds words in the headline, body, advertiser and note, whatever their case, every word', async () => {
    const { db, id } = await board()
    const summer = await allOf(db, dialect, id, filterOf({ q: 'summer' }))
    expect(summer).toEqual({ ids: ['a6', 'a3', 'a2', 'a1'], total: 4 })
    expect((await allOf(db, dialect, id, filterOf({ q: 'summer HOOK' }))).ids).toEqual(['a6'])
    expect((await allOf(db, dialect, id, filterOf({ q: 'summer nowhere' }))).total).toBe(0)
  })

  it('takes % and _ in the words literally', async () => {
    const { db, id } = await board()
    expect((await allOf(db, dialect, id, filterOf({ q: '50%' }))).ids).toEqual(['a4'])
    expect((await allOf(db, dialect, id, filterOf({ q: '_' }))).ids).toEqual([])
  })

  it('keeps the ads with exactly that tag, and combines with the words and the sort', async () => {
    const { db, id } = await board()
    expect(await allOf(db, dialect, id, filterOf({ tag: 'summer' }))).toEqual({ ids: ['a6'], total: 1 })
    expect((await allOf(db, dialect, id, filterOf({ tag: 'summer sale' }))).ids).toEqual(['a4'])
    expect((await allOf(db, dialect, id, filterOf({ tag: 'sum' }))).ids).toEqual([])
    expect((await allOf(db, dialect, id, filterOf({ q: 'off', sort: 'started_asc' }))).ids).toEqual([
      'a5',
      'a4',
    ])
    expect((await allOf(db, dialect, id, filterOf({ q: 'summer', tag: 'hooks' }))).ids).toEqual(['a6'])
  })
})
