import { queryOptions } from '@tanstack/react-query'
import { ApiKeyList, InvitationList, PeopleList } from '../../contract/team'
import { callApi } from '../../lib/api-client'

/** The team's lists: asked fresh when a page opens, as other admins change them too. */
const TEAM_STALE_MS = 5_000

export const peopleQueryOptions = () =>
  queryOptions({
    queryKey: ['people'],
    queryFn: ({ signal }) => callApi({ path: '/people', schema: PeopleList, signal }),
    staleTime: TEAM_STALE_MS,
  })

export const invitationsQueryOptions = () =>
  queryOptions({
    queryKey: ['invitations'],
    queryFn: ({ signal }) => callApi({ path: '/invitations', schema: InvitationList, signal }),
    staleTime: TEAM_STALE_MS,
  })

export const keysQueryOptions = () =>
  queryOptions({
    queryKey: ['keys'],
    queryFn: ({ signal }) => callApi({ path: '/keys', schema: ApiKeyList, signal }),
    staleTime: TEAM_STALE_MS,
  })

/** "a member", "an admin": for sentences about a role. */
export const withArticle = (role: string) => (role === 'admin' ? 'an admin' : `a ${role}`)

export const ROLE_LABELS = { admin: 'Admin', member: 'Member', viewer: 'Viewer' } as const
