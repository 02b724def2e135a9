import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely'
import { BOARD_QUERY_MAX, BOARD_SORTS, BoardAdsQuery, type BoardSort } from '../../contract/boards'
import { TAG_FAMILIES, TAG_VALUES, type TagFamily } from '../../contract/creative-tags'
import type { ParameterIssue } from '../../contract/search-request'

/**
 * A board's page narrowed and ordered (`q`, `tag`, `sort`, and the creative breakdown's `hooks`,
 * `offers` and `cta_types` of `GET /boards/{id}/ads`), as pieces of
 * the page's Kysely query: no I/O here. The saved copy is JSON text, so the headline, body,
 * advertiser and start date are read out of it with each dialect's JSON operators.
 */
export type BoardDialect = 'sqlite' | 'postgres'

export interface BoardFilter {
  /** Lower-cased words, every one of which must be in the headline, body, advertiser's name or note. */
  words: string[]
  /** Only the ads with this tag (exactly), or all. */
  tag: string | null
  /** Per family, the slugs of which the saved copy must have one (none asked: any ad). */
  creative: Partial<Record<TagFamily, string[]>>
  sort: BoardSort
}

export const NO_FILTER: BoardFilter = { words: [], tag: null, creative: {}, sort: 'saved' }
/** As many words as a search takes (DESIGN: 16 terms). */
const WORDS_MAX = 16

/** Where a page ended, in the terms of its sort: the keyset the next page starts after. */
export type BoardPosition =
  | { sort: 'saved'; savedMs: number; adId: string }
  | { sort: 'started_desc' | 'started_asc'; startedAt: string; adId: string }

/** The route's parameters (one value each; the tag families comma-separated), checked against the contract. */
export function boardFilterOf(values: {
  q?: string
  tag?: string
  sort?: string
  hooks?: string
  offers?: string
  cta_types?: string
}): {
  filter: BoardFilter
  issues: ParameterIssue[]
} {
  const parsed = BoardAdsQuery.safeParse(values)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => {
      const parameter = String(issue.path[0] ?? 'q')
      return { parameter, detail: detailOf(parameter), unknown: false }
    })
    return { filter: NO_FILTER, issues }
  }
  const { q = '', tag, sort = 'saved' } = parsed.data
  const words = [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, WORDS_MAX)
  const creative: BoardFilter['creative'] = {}
  const issues: ParameterIssue[] = []
  for (const family of TAG_FAMILIES) {
    const slugs = [
      ...new Set(
        (parsed.data[family] ?? '')
          .toLowerCase()
          .split(',')
          .map((slug) => slug.trim()),
      ),
    ].filter(Boolean)
    const known: readonly string[] = TAG_VALUES[family]
    const wrong = slugs.filter((slug) => !known.includes(slug))
    if (wrong.length > 0)
      issues.push({ parameter: family, detail: `expected slugs of ${known.join(', ')}`, unknown: false })
    else if (slugs.length > 0) creative[family] = slugs
  }
  if (issues.length > 0) return { filter: NO_FILTER, issues }
  return { filter: { words, tag: tag ?? null, creative, sort }, issues: [] }
}

const detailOf = (parameter: string) =>
  parameter === 'sort'
    ? `expected one of ${BOARD_SORTS.join(', ')}`
    : parameter === 'tag'
      ? 'expected a tag of 1 to 40 characters'
      : `expected at most ${BOARD_QUERY_MAX} characters`

export interface BoardPagePlan {
  /** The keyword and tag conditions (none without a filter), for the page and for its count alike. */
  filters: Expression<SqlBool>[]
  /** Only the rows after the previous page's last one; undefined on the first page. */
  after: Expression<SqlBool> | undefined
  /** ORDER BY, in turn; the ad id last, so that the order is total and the keyset exact. */
  orderBy: [Expression<unknown>, 'asc' | 'desc'][]
  /** Where the page ends once `saved` is its last row: the next cursor's position. */
  positionAfter(saved: { savedMs: number; adId: string; adJson: string }): BoardPosition
}

/** The pieces of a board's page query for a filter, after a position of the same sort (or first). */
export function boardPagePlan(
  filter: BoardFilter,
  after: BoardPosition | undefined,
  dialect: BoardDialect,
): BoardPagePlan {
  const json = jsonReader(dialect)
  const adId = sql.ref('board_ads.ad_id')
  const filters: Expression<SqlBool>[] = []
  if (filter.words.length > 0) {
    // One text to look in per row; a space between the fields, as no word holds one.
    const haystack = sql<string>`lower(coalesce(${json.text('headline')}, '') || ' ' || coalesce(${json.text('body')}, '') || ' ' || coalesce(${json.text('advertiser', 'name')}, '') || ' ' || ${sql.ref('board_ads.note')})`
    for (const word of filter.words)
      filters.push(sql<SqlBool>`${haystack} like ${`%${escapeLike(word)}%`} escape '\\'`)
  }
  if (filter.tag !== null) filters.push(json.hasTag(filter.tag))
  for (const family of TAG_FAMILIES) {
    const slugs = filter.creative[family]
    if (slugs) filters.push(json.hasCreativeTag(family, slugs))
  }

  if (filter.sort === 'saved') {
    const savedMs = sql.ref('board_ads.saved_ms')
    return {
      filters,
      after:
        after?.sort === 'saved'
          ? sql<SqlBool>`(${savedMs} < ${after.savedMs} or (${savedMs} = ${after.savedMs} and ${adId} < ${after.adId}))`
          : undefined,
      orderBy: [
        [savedMs, 'desc'],
        [adId, 'desc'],
      ],
      positionAfter: (saved) => ({ sort: 'saved', savedMs: saved.savedMs, adId: saved.adId }),
    }
  }
  const sort = filter.sort
  const direction = sort === 'started_desc' ? 'desc' : 'asc'
  const beyond = sql.raw(direction === 'desc' ? '<' : '>')
  const started = json.text('started_at')
  return {
    filters,
    after:
      after?.sort === sort
        ? sql<SqlBool>`(${started} ${beyond} ${after.startedAt} or (${started} = ${after.startedAt} and ${adId} ${beyond} ${after.adId}))`
        : undefined,
    // ISO 8601 in UTC with milliseconds (the contract's Timestamp) sorts as text in time order.
    orderBy: [
      [started, direction],
      [adId, direction],
    ],
    positionAfter: (saved) => ({ sort, startedAt: startedAtOf(saved.adJson), adId: saved.adId }),
  }
}

/** The JSON of the saved copy (`board_ads.ad_json`, text) and the tags (a JSON array, text), per dialect. */
function jsonReader(dialect: BoardDialect) {
  const ad = sql.ref('board_ads.ad_json')
  const tags = sql.ref('board_ads.tags')
  if (dialect === 'postgres') {
    return {
      text: (...path: string[]): RawBuilder<string | null> =>
        sql`(cast(${ad} as jsonb) #>> ${`{${path.join(',')}}`})`,
      hasTag: (tag: string) =>
        sql<SqlBool>`(cast(${tags} as jsonb) @> jsonb_build_array(cast(${tag} as text)))`,
      // A copy saved before ads were tagged has no tags: it has none of them.
      hasCreativeTag: (family: TagFamily, slugs: string[]) =>
        sql<SqlBool>`exists (select 1 from jsonb_array_elements(coalesce(cast(${ad} as jsonb) -> 'tags', '[]'::jsonb)) as t(tag) where t.tag ->> 'family' = ${family} and t.tag ->> 'value' in (${sql.join(slugs)}))`,
    }
  }
  return {
    text: (...path: string[]): RawBuilder<string | null> => sql`(${ad} ->> ${`$.${path.join('.')}`})`,
    hasTag: (tag: string) => sql<SqlBool>`exists (select 1 from json_each(${tags}) where value = ${tag})`,
    hasCreativeTag: (family: TagFamily, slugs: string[]) =>
      sql<SqlBool>`exists (select 1 from json_each(${ad}, '$.tags') where json_extract(value, '$.family') = ${family} and json_extract(value, '$.value') in (${sql.join(slugs)}))`,
  }
}

/** `%`, `_` and the escape itself match only themselves. */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`)

function startedAtOf(adJson: string): string {
  try {
    const started: unknown = (JSON.parse(adJson) as { started_at?: unknown }).started_at
    return typeof started === 'string' ? started : ''
  } catch {
    return ''
  }
}

/**
 * A position as an opaque cursor. A newest-saved one stays `[savedMs, adId]`, as cursors were before
 * sorting came; the others name their sort, so a cursor never positions a page of another order.
 */
export function boardCursorOf(position: BoardPosition): string {
  const value =
    position.sort === 'saved'
      ? [position.savedMs, position.adId]
      : [position.sort, position.startedAt, position.adId]
  return Buffer.from(JSON.stringify(value)).toString('base64url')
}

/** The position a cursor gives for a page of `sort`; undefined when it is no cursor of that sort. */
export function boardPositionOf(cursor: string, sort: BoardSort): BoardPosition | undefined {
  let value: unknown
  try {
    value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
  } catch {
    return undefined
  }
  if (!Array.isArray(value)) return undefined
  if (sort === 'saved') {
    const [savedMs, adId] = value as unknown[]
    return value.length === 2 && Number.isSafeInteger(savedMs) && typeof adId === 'string'
      ? { sort, savedMs: savedMs as number, adId }
      : undefined
  }
  const [named, startedAt, adId] = value as unknown[]
  return value.length === 3 && named === sort && typeof startedAt === 'string' && typeof adId === 'string'
    ? { sort, startedAt, adId }
    : undefined
}
