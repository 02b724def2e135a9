import type { Operation } from './operations'
import { FollowPath, IdPath } from './parameters'

/** Saved searches and followed advertisers: a person's own, with what is new since they last looked. */
export function watchingOperations(): Operation[] {
  const watch = (operation: Omit<Operation, 'tag'>): Operation => ({ tag: 'Watching', ...operation })
  const changes = 'Any role; a key needs the write scope. '
  const NEW =
    '"New" counts ads this index first saw (their `first_seen_at`) after you last looked, whenever they started.'
  return [
    watch({
      operationId: 'listSavedSearches',
      method: 'get',
      path: '/saved-searches',
      summary: 'Your saved searches, each with its total and how many ads are new since you last looked',
      description: NEW,
      ok: 'SavedSearchList',
      problems: [403],
    }),
    watch({
      operationId: 'saveSearch',
      method: 'post',
      path: '/saved-searches',
      summary: 'Save a search under a name',
      description: `${changes}The search takes the parameters of POST /ads/query (without limit or cursor) and is kept in their normal form. At most 200 a person.`,
      body: 'SavedSearchRequest',
      ok: 'OneSavedSearch',
      okStatus: 201,
      problems: [400, 403, 409, 415],
    }),
    watch({
      operationId: 'getSavedSearch',
      method: 'get',
      path: '/saved-searches/{id}',
      summary: 'One saved search, with its counts',
      pathParameters: IdPath,
      ok: 'OneSavedSearch',
      problems: [403, 404],
    }),
    watch({
      operationId: 'changeSavedSearch',
      method: 'patch',
      path: '/saved-searches/{id}',
      summary: 'Rename a saved search, or change its search',
      description: changes,
      pathParameters: IdPath,
      body: 'SavedSearchChange',
      ok: 'OneSavedSearch',
      problems: [400, 403, 404, 415],
    }),
    watch({
      operationId: 'lookAtSavedSearch',
      method: 'post',
      path: '/saved-searches/{id}/look',
      summary: 'Mark a saved search looked at now; answers when it was looked at before',
      description: `What was new is then no longer new; \`previous_looked_at\` lets a client mark the ads first seen since. ${NEW}`,
      pathParameters: IdPath,
      ok: 'LookedSearch',
      problems: [403, 404],
    }),
    watch({
      operationId: 'deleteSavedSearch',
      method: 'delete',
      path: '/saved-searches/{id}',
      summary: 'Forget a saved search',
      description: changes,
      pathParameters: IdPath,
      okStatus: 204,
      problems: [403, 404],
    }),
    watch({
      operationId: 'listFollows',
      method: 'get',
      path: '/follows',
      summary: 'The advertisers you follow, with active ads and new ads in the last 1, 7 and 30 days',
      description: NEW,
      ok: 'FollowList',
      problems: [403],
    }),
    watch({
      operationId: 'getFollow',
      method: 'get',
      path: '/follows/{advertiserId}',
      summary: 'One advertiser you follow; 404 when you do not',
      pathParameters: FollowPath,
      ok: 'OneFollow',
      problems: [403, 404],
    }),
    watch({
      operationId: 'follow',
      method: 'put',
      path: '/follows/{advertiserId}',
      summary: 'Follow an advertiser; following it again changes nothing',
      description: `${changes}The advertiser must have an ad in the index. At most 200 a person.`,
      pathParameters: FollowPath,
      ok: 'OneFollow',
      problems: [403, 404, 409, 502, 504],
    }),
    watch({
      operationId: 'lookAtFollow',
      method: 'post',
      path: '/follows/{advertiserId}/look',
      summary: "Mark a followed advertiser's ads looked at now; answers when they were looked at before",
      pathParameters: FollowPath,
      ok: 'LookedFollow',
      problems: [403, 404],
    }),
    watch({
      operationId: 'unfollow',
      method: 'delete',
      path: '/follows/{advertiserId}',
      summary: 'Stop following an advertiser',
      description: changes,
      pathParameters: FollowPath,
      okStatus: 204,
      problems: [403, 404],
    }),
  ]
}
