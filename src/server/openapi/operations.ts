import type { z } from 'zod'
import { AD_FACETS } from '../../contract/enums'
import { EXPORT_MAX } from '../../contract/exports'
import type { SearchBodyInput } from '../../contract/search-params'
import {
  AdPath,
  AdvertiserPath,
  BoardAdPath,
  BoardPageQuery,
  DateRangeQuery,
  ExportQuery,
  FacetPath,
  FacetQuery,
  IdPath,
  ImportQuery,
  LookupQuery,
  SavedAdsQuery,
  SearchQuery,
  SharePath,
  SimilarQuery,
  TiktokQuery,
  TimelineQuery,
} from './parameters'
import type { ProblemStatus } from './problem-responses'
import type { SchemaName } from './schemas'
import { watchingOperations } from './watching-operations'

/** One endpoint under /api/v1, as the document describes it. */
export interface Operation {
  operationId: string
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  /** Relative to /api/v1, path parameters in braces as OpenAPI writes them. */
  path: string
  tag: 'Search' | 'Ads' | 'Filters' | 'Boards' | 'Watching' | 'Team' | 'Reference'
  summary: string
  description?: string
  /** One property per parameter. */
  pathParameters?: z.ZodObject
  query?: z.ZodObject
  body?: SchemaName
  /** The body's media types, when it is a file rather than JSON. */
  bodyMediaTypes?: readonly string[]
  /** What try-it-out fills the body with: a search that works as it is. */
  bodyExample?: SearchBodyInput
  /** The success answer's schema; none for a 204. */
  ok?: SchemaName
  /** The success status, when not 200. */
  okStatus?: 201 | 204
  /** The success answer's media type, when it is not JSON (a file): its body is text. */
  okMediaType?: 'text/csv; charset=utf-8' | 'application/x-ndjson' | 'application/zip'
  /** Problems it answers; 401 and 429 come with the API key requirement unless it is `open`. */
  problems: ProblemStatus[]
  /** Answered without an API key or session. */
  open?: true
  /** Done signed in, in the app (the session cookie): an API key gets 403. */
  session?: true
  /** Its answer may leave out records an upstream sent off-contract, counted in `Upstream-Dropped`. */
  mayDrop?: true
}

/** Every answer the service gives may fail here or, in upstream mode, upstream. */
const SERVICE: ProblemStatus[] = [400, 500, 502, 504]

const PAGES =
  'A page is `{ data, pagination: { total, next_cursor } }`: send `next_cursor` back as `cursor` with the ' +
  'same search for the next page; it is null on the last. A traversal sees every match exactly once.'

/** The route table of the API: the document is built from this and nothing else. */
export const OPERATIONS: Operation[] = [
  {
    operationId: 'searchAds',
    method: 'get',
    path: '/ads',
    tag: 'Search',
    summary: 'Search ads (query string)',
    description: `Values of one list are OR'ed, filters are AND'ed; unknown parameters are refused. ${PAGES}`,
    query: SearchQuery,
    ok: 'AdList',
    problems: SERVICE,
    mayDrop: true,
  },
  {
    operationId: 'queryAds',
    method: 'post',
    path: '/ads/query',
    tag: 'Search',
    summary: 'Search ads (JSON body)',
    description: `The same search as GET /ads, in a JSON body; \`{}\` is every ad. ${PAGES}`,
    body: 'SearchBody',
    bodyExample: { query: 'running shoes', countries: ['US', 'GB'], formats: 'video,image', limit: 5 },
    ok: 'AdList',
    problems: [...SERVICE, 413, 415],
    mayDrop: true,
  },
  {
    operationId: 'searchTiktokAds',
    method: 'get',
    path: '/tiktok/ads',
    tag: 'Search',
    summary: 'Search TikTok ads',
    description: `The same search as GET /ads, locked to TikTok: there is no platforms parameter. ${PAGES}`,
    query: TiktokQuery,
    ok: 'AdList',
    problems: SERVICE,
    mayDrop: true,
  },
  {
    operationId: 'getAd',
    method: 'get',
    path: '/ads/{id}',
    tag: 'Ads',
    summary: 'One ad, with its full copy, transcript and links',
    pathParameters: AdPath,
    ok: 'OneAd',
    problems: [...SERVICE, 404],
  },
  {
    operationId: 'lookupAdvertisers',
    method: 'get',
    path: '/lookup',
    tag: 'Filters',
    summary: 'Advertisers whose name or landing domain starts with q',
    description: 'Their ids are what `advertiser_id` takes.',
    query: LookupQuery,
    ok: 'LookupResult',
    problems: SERVICE,
    mayDrop: true,
  },
  {
    operationId: 'listFacetValues',
    method: 'get',
    path: '/facets/{facet}',
    tag: 'Filters',
    summary: "A filter's values with their counts, busiest first",
    description:
      `The ad facets (${AD_FACETS.join(', ')}) count within the ads matching the search parameters, ` +
      "leaving out the facet's own filter; the catalogue facets take only `search`. Extension: hooks, " +
      "offers and cta-types count the creative breakdown, tags given by versioned rules over the ad's " +
      "words (each ad's `tags` say which words earned each); cta-types counts the `cta_types` filter.",
    pathParameters: FacetPath,
    query: FacetQuery,
    ok: 'FacetList',
    problems: [...SERVICE, 404],
    mayDrop: true,
  },
  ...patternOperations(),
  ...exportOperations(),
  ...boardOperations(),
  ...watchingOperations(),
  {
    operationId: 'importAds',
    method: 'post',
    path: '/imports',
    tag: 'Ads',
    summary:
      'Import ads: our own NDJSON or JSON, Meta Ad Library JSON or CSV, TikTok Commercial Content API JSON, or any CSV through a column map',
    description:
      'The body is streamed and stored in batches; the answer is the report: records read, inserted, updated and unchanged, each kind of quirk mended with example lines, and the records rejected with their line and reason (docs/importing.md). ' +
      'Members and admins; a key needs the write scope. The ads are searchable on this node when it answers and on every node within a second. ' +
      'A body over ADS_IMPORT_MAX_MB (default 1,024 MiB) is 413, its problem carrying the report of what went in as `report`; a body that cannot be read as the format asked is 400 and stores nothing.',
    query: ImportQuery,
    body: 'ImportFile',
    bodyMediaTypes: ['application/x-ndjson', 'application/json', 'text/csv'],
    ok: 'ImportReport',
    problems: [400, 403, 404, 413, 415],
  },
  ...teamOperations(),
  {
    operationId: 'getOpenApiDocument',
    method: 'get',
    path: '/openapi.json',
    tag: 'Reference',
    summary: 'This document (OpenAPI 3.1), without an API key',
    ok: 'OpenApiDocument',
    problems: [500],
    open: true,
  },
]

/** Who is signed in, the people, invitations and keys (decision 0008). */
function teamOperations(): Operation[] {
  const team = (operation: Omit<Operation, 'tag'>): Operation => ({ tag: 'Team', ...operation })
  const admin = 'Admins only, signed in.'
  return [
    team({
      operationId: 'getMe',
      method: 'get',
      path: '/me',
      summary: 'Who is asking, and whether anonymous visitors may search',
      description:
        'The person signed in or owning the key; `person` is null for an anonymous visitor (public mode).',
      ok: 'Me',
      problems: [],
    }),
    team({
      operationId: 'checkJoinLink',
      method: 'post',
      path: '/join/check',
      summary: 'What a welcome or invitation link offers',
      description:
        'The token is the part of the link after `#`. Unknown, expired, used and withdrawn links answer 404, saying which.',
      body: 'JoinCheck',
      ok: 'JoinOffer',
      problems: [400, 404, 415, 429],
      open: true,
    }),
    team({
      operationId: 'join',
      method: 'post',
      path: '/join',
      summary: 'Make an account with a welcome or invitation link, signed in at once',
      description: 'The password must be at least 15 characters and hard to guess; the link works once.',
      body: 'JoinRequest',
      ok: 'Joined',
      okStatus: 201,
      problems: [400, 404, 409, 415, 429],
      open: true,
    }),
    team({
      operationId: 'listPeople',
      method: 'get',
      path: '/people',
      summary: 'The team',
      description: admin,
      ok: 'PeopleList',
      problems: [403],
      session: true,
    }),
    team({
      operationId: 'changePerson',
      method: 'patch',
      path: '/people/{id}',
      summary: "Change someone's role",
      description: `${admin} The team always keeps an admin (409). An admin made member or viewer loses the invitations they made that are still open.`,
      pathParameters: IdPath,
      body: 'PersonChange',
      ok: 'Person',
      problems: [400, 403, 404, 409, 415],
      session: true,
    }),
    team({
      operationId: 'removePerson',
      method: 'delete',
      path: '/people/{id}',
      summary: 'Remove someone: their sessions end and their keys stop at once',
      description: `${admin} The team always keeps an admin (409). The invitations they made that are still open are withdrawn.`,
      pathParameters: IdPath,
      okStatus: 204,
      problems: [403, 404, 409],
      session: true,
    }),
    team({
      operationId: 'makeResetLink',
      method: 'post',
      path: '/people/{id}/reset-link',
      summary: 'A one-time link that sets a new password (an hour)',
      description: `${admin} The person's earlier reset links stop working, and a reset with one ends all the others.`,
      pathParameters: IdPath,
      ok: 'OneTimeLink',
      problems: [403, 404],
      session: true,
    }),
    team({
      operationId: 'listInvitations',
      method: 'get',
      path: '/invitations',
      summary: 'Invitation links not used yet',
      description: `${admin} Each names the admin who made it (\`invited_by\`).`,
      ok: 'InvitationList',
      problems: [403],
      session: true,
    }),
    team({
      operationId: 'invite',
      method: 'post',
      path: '/invitations',
      summary: 'An invitation link with a role, shown this once',
      description: admin,
      body: 'InvitationRequest',
      ok: 'MadeInvitation',
      okStatus: 201,
      problems: [400, 403, 415],
      session: true,
    }),
    team({
      operationId: 'withdrawInvitation',
      method: 'delete',
      path: '/invitations/{id}',
      summary: 'Withdraw an invitation link',
      description: admin,
      pathParameters: IdPath,
      okStatus: 204,
      problems: [403, 404],
      session: true,
    }),
    team({
      operationId: 'listKeys',
      method: 'get',
      path: '/keys',
      summary: 'Your API keys (an admin sees every key)',
      description: 'Keys are shown by their first characters only.',
      ok: 'ApiKeyList',
      problems: [403],
      session: true,
    }),
    team({
      operationId: 'makeKey',
      method: 'post',
      path: '/keys',
      summary: 'A new API key, shown this once',
      description:
        'Members and admins make read keys and write keys (a write key does what its person may: save to boards). Viewers make none.',
      body: 'KeyRequest',
      ok: 'MadeKey',
      okStatus: 201,
      problems: [400, 403, 415],
      session: true,
    }),
    team({
      operationId: 'revokeKey',
      method: 'delete',
      path: '/keys/{id}',
      summary: 'Revoke a key: it stops working at once, on every server',
      pathParameters: IdPath,
      okStatus: 204,
      problems: [403, 404],
      session: true,
    }),
  ]
}

/** Boards and the ads saved on them (decision 0009): a person's session, or a key of theirs. */
function boardOperations(): Operation[] {
  const board = (operation: Omit<Operation, 'tag'>): Operation => ({ tag: 'Boards', ...operation })
  const writes = 'Members and admins; a key needs the write scope. '
  return [
    board({
      operationId: 'listBoards',
      method: 'get',
      path: '/boards',
      summary: 'Your boards and those shared with the team, last changed first',
      ok: 'BoardList',
      problems: [403],
    }),
    board({
      operationId: 'makeBoard',
      method: 'post',
      path: '/boards',
      summary: 'A new board, private unless shared with the team',
      description: writes,
      body: 'BoardRequest',
      ok: 'Board',
      okStatus: 201,
      problems: [400, 403, 415],
    }),
    board({
      operationId: 'getBoard',
      method: 'get',
      path: '/boards/{id}',
      summary: 'One board',
      pathParameters: IdPath,
      ok: 'Board',
      problems: [403, 404],
    }),
    board({
      operationId: 'changeBoard',
      method: 'patch',
      path: '/boards/{id}',
      summary: 'Rename a board, or change who sees it',
      description: 'Its owner or an admin.',
      pathParameters: IdPath,
      body: 'BoardChange',
      ok: 'Board',
      problems: [400, 403, 404, 415],
    }),
    board({
      operationId: 'deleteBoard',
      method: 'delete',
      path: '/boards/{id}',
      summary: 'Delete a board and what is saved on it',
      description: 'Its owner or an admin.',
      pathParameters: IdPath,
      okStatus: 204,
      problems: [403, 404],
    }),
    board({
      operationId: 'shareBoard',
      method: 'post',
      path: '/boards/{id}/share',
      summary: 'Turn on a read-only link to the board for people without an account (a new one each time)',
      description: 'Its owner or an admin. An earlier link stops working.',
      pathParameters: IdPath,
      ok: 'Board',
      problems: [403, 404],
    }),
    board({
      operationId: 'changeBoardShare',
      method: 'patch',
      path: '/boards/{id}/share',
      summary: "Choose whether the board's share link shows the notes on its ads",
      description:
        'Its owner or an admin. Off unless chosen, and off again when the link is turned off; 409 while the board has no link.',
      pathParameters: IdPath,
      body: 'ShareChange',
      ok: 'Board',
      problems: [400, 403, 404, 409, 415],
    }),
    board({
      operationId: 'unshareBoard',
      method: 'delete',
      path: '/boards/{id}/share',
      summary: 'Turn the link off: it answers 404 from now on',
      description: 'Its owner or an admin.',
      pathParameters: IdPath,
      ok: 'Board',
      problems: [403, 404],
    }),
    board({
      operationId: 'getSharedBoard',
      method: 'get',
      path: '/shared/boards/{token}',
      summary: 'A board through its share link, without an account',
      description: 'Answered with `X-Robots-Tag: noindex`. A link turned off is 404.',
      pathParameters: SharePath,
      ok: 'SharedBoard',
      problems: [404, 429],
      open: true,
    }),
    board({
      operationId: 'listSharedAds',
      method: 'get',
      path: '/shared/boards/{token}/ads',
      summary: "A page of a shared board's ads, as they were when saved (no names; notes if the owner chose)",
      pathParameters: SharePath,
      query: BoardPageQuery,
      ok: 'SharedAdPage',
      problems: [400, 404, 429],
      open: true,
    }),
    board({
      operationId: 'listSavedAds',
      method: 'get',
      path: '/boards/{id}/ads',
      summary: "A page of a board's ads, as they were when saved: newest saved first, or found and sorted",
      pathParameters: IdPath,
      query: SavedAdsQuery,
      ok: 'SavedAdPage',
      problems: [400, 403, 404],
    }),
    board({
      operationId: 'saveAd',
      method: 'put',
      path: '/boards/{id}/ads/{adId}',
      summary: 'Save an ad on a board: a copy of it as it is now; saving it again changes nothing',
      description:
        writes +
        "The answer comes at once; the ad's images and videos on other hosts are then fetched in the " +
        'background and kept by this server (`media.state` goes from `pending` to `kept`, or `failed` ' +
        'with the reason), and the copy links to them at `/media/saved/<sha256>`, readable without a key.',
      pathParameters: BoardAdPath,
      ok: 'OneSavedAd',
      problems: [403, 404, 502, 504],
    }),
    board({
      operationId: 'annotateSavedAd',
      method: 'patch',
      path: '/boards/{id}/ads/{adId}',
      summary: 'A note and tags on a saved ad',
      description: writes,
      pathParameters: BoardAdPath,
      body: 'Annotation',
      ok: 'OneSavedAd',
      problems: [400, 403, 404, 415],
    }),
    board({
      operationId: 'unsaveAd',
      method: 'delete',
      path: '/boards/{id}/ads/{adId}',
      summary: 'Take an ad off a board',
      description: writes,
      pathParameters: BoardAdPath,
      okStatus: 204,
      problems: [403, 404],
    }),
    board({
      operationId: 'lookupSavedAds',
      method: 'post',
      path: '/saved-ads/lookup',
      summary: 'Which of these ads are saved, and on which of the boards you see',
      body: 'SavedLookup',
      ok: 'SavedWhere',
      problems: [400, 403, 415],
    }),
  ]
}

/** The patterns of a search, an advertiser and an ad: extensions of the spec (docs/decisions/0012). */
function patternOperations(): Operation[] {
  return [
    {
      operationId: 'timeline',
      method: 'get',
      path: '/stats/timeline',
      tag: 'Search',
      summary: 'How many matching ads started each day, week or month',
      description:
        "Extension. Takes the parameters of GET /ads (sort is taken and changes nothing; limit and cursor are refused). Bars run from the interval of the first match (or started_after) to that of the last (or started_before), empty ones included, and add up to `total`, which is the search's pagination.total.",
      query: TimelineQuery,
      ok: 'TimelineAnswer',
      problems: SERVICE,
    },
    {
      operationId: 'getAdvertiser',
      method: 'get',
      path: '/advertisers/{id}',
      tag: 'Ads',
      summary:
        "An advertiser's dashboard: its mix, its launches and active ads a week, its longest-running ads",
      description:
        "Extension. Counts the advertiser's current ads (those started within started_after and started_before, when given): by platform, format, country, language and call to action; launches by format and ads running, for every week from the first ad's to the last running one's; and the ten that ran longest, as full ads. 404 when it has no current ads.",
      pathParameters: AdvertiserPath,
      query: DateRangeQuery,
      ok: 'AdvertiserAnswer',
      problems: [...SERVICE, 404],
    },
    {
      operationId: 'findSimilarAds',
      method: 'get',
      path: '/ads/{id}/similar',
      tag: 'Ads',
      summary: "Ads whose text is like this ad's, most alike first",
      description:
        "Extension. The ad's 32 most telling words (headline, copy and transcript; in at least two ads and at most 5% of them, bare numbers left out; an ad of only common words is compared by those) score every current ad by BM25, each word adding at most what it adds to the ad itself; an ad's similarity is its score over the ad's own, so 1 is every word said as strongly. Ads below 0.1 are not listed, nor the ad itself, nor by default the ad's own advertiser's ads (its versions).",
      pathParameters: AdPath,
      query: SimilarQuery,
      ok: 'SimilarAnswer',
      problems: [...SERVICE, 404],
    },
    {
      operationId: 'listAdVersions',
      method: 'get',
      path: '/ads/{id}/versions',
      tag: 'Ads',
      summary: "The ad's copies: the same advertiser's ads with the very same text",
      description:
        "Extension. The advertiser's current ads whose headline, copy and transcript are the ad's own (spacing and case aside), newest first, at most 50, the ad itself left out: the same text run on other dates, to other audiences, with another creative, call to action or landing page. Found by a search of the advertiser's ads holding the text's first words (the 200 newest such are compared). The count a client shows is 1 + the ad's duplicates, the library's own count, which may be more than this index holds.",
      pathParameters: AdPath,
      ok: 'VersionsAnswer',
      problems: [...SERVICE, 404],
    },
  ]
}

/** Every match of a search as a file, streamed. */
function exportOperations(): Operation[] {
  const about = (format: string) =>
    `Every match of the search (the parameters of GET /ads, without cursor and limit), up to ${EXPORT_MAX.toLocaleString('en')} ads, streamed as ${format}. X-Export-Total says how many will come.`
  return [
    {
      operationId: 'exportAdsNdjson',
      method: 'get',
      path: '/exports/ads.ndjson',
      tag: 'Search',
      summary: 'Export a search as NDJSON: one Ad a line, which npm run import takes back unchanged',
      description: about('NDJSON'),
      query: ExportQuery,
      ok: 'ExportFile',
      okMediaType: 'application/x-ndjson',
      problems: SERVICE,
    },
    {
      operationId: 'exportAdsCsv',
      method: 'get',
      path: '/exports/ads.csv',
      tag: 'Search',
      summary:
        'Export a search as CSV for spreadsheets (cells that would be formulas start with an apostrophe)',
      description: about('CSV'),
      query: ExportQuery,
      ok: 'ExportFile',
      okMediaType: 'text/csv; charset=utf-8',
      problems: SERVICE,
    },
    ...advertiserExports(),
    ...boardExports(),
  ]
}

/** Every ad of an advertiser: the search export with `advertiser_id`, in a file named after it. */
function advertiserExports(): Operation[] {
  const about = (format: string) =>
    `Every ad of the advertiser (the search \`advertiser_id={id}\`, newest first), up to ${EXPORT_MAX.toLocaleString('en')} ads, streamed as ${format} in a file named after the advertiser. X-Export-Total says how many will come; an advertiser with no ads is 404.`
  return [
    {
      operationId: 'exportAdvertiserCsv',
      method: 'get',
      path: '/exports/advertisers/{id}.csv',
      tag: 'Search',
      summary: "Export an advertiser's ads as CSV",
      description: about('CSV (the columns of GET /exports/ads.csv)'),
      pathParameters: AdvertiserPath,
      ok: 'ExportFile',
      okMediaType: 'text/csv; charset=utf-8',
      problems: [...SERVICE, 404],
    },
    {
      operationId: 'exportAdvertiserNdjson',
      method: 'get',
      path: '/exports/advertisers/{id}.ndjson',
      tag: 'Search',
      summary: "Export an advertiser's ads as NDJSON, one Ad a line",
      description: about('NDJSON'),
      pathParameters: AdvertiserPath,
      ok: 'ExportFile',
      okMediaType: 'application/x-ndjson',
      problems: [...SERVICE, 404],
    },
  ]
}

/** A board's ads as they were saved, with the team's notes: a person's session, or a key of theirs. */
function boardExports(): Operation[] {
  const about = (format: string) =>
    `Every ad of a board you see (up to ${EXPORT_MAX.toLocaleString('en')}), as it was saved, newest saved first, with its note, tags, when and by whom it was saved; streamed as ${format}. X-Export-Total says how many will come. A key of no one (ADS_API_KEYS) gets 403.`
  const board = (operation: Omit<Operation, 'tag' | 'method' | 'pathParameters' | 'ok' | 'problems'>) =>
    ({
      tag: 'Boards',
      method: 'get',
      pathParameters: IdPath,
      ok: 'ExportFile',
      problems: [400, 403, 404],
      ...operation,
    }) satisfies Operation
  return [
    board({
      operationId: 'exportBoardCsv',
      path: '/exports/boards/{id}.csv',
      summary: "Export a board as CSV: the ads' columns, then note, tags, saved_at and saved_by",
      description: about('CSV (cells that would be formulas start with an apostrophe)'),
      okMediaType: 'text/csv; charset=utf-8',
    }),
    board({
      operationId: 'exportBoardNdjson',
      path: '/exports/boards/{id}.ndjson',
      summary: 'Export a board as NDJSON: one saved ad a line, as GET /boards/{id}/ads gives them',
      description: about('NDJSON'),
      okMediaType: 'application/x-ndjson',
    }),
    board({
      operationId: 'exportBoardZip',
      path: '/exports/boards/{id}.zip',
      summary: 'Export a board as a ZIP: board.csv and the media this server makes or keeps',
      description:
        `${about('a ZIP')} It holds \`board.csv\` (the board's CSV with a \`media_files\` column naming the ad's files ` +
        'inside, separated by `|`) and `media/`: generated images, sample clips and the copies this server kept ' +
        'of remote media, each file once. Links to other servers are never fetched for it: `media_files` lists ' +
        'them as `not included: <url>`, as are the media of the ads that would take the media past 2 GiB (a ZIP ' +
        'stays under 4 GiB).',
      okMediaType: 'application/zip',
    }),
  ]
}
