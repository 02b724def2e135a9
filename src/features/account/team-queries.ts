import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { Me } from '../../contract/me'
import {
  type ApiKey,
  ApiKeyList,
  type Invitation,
  InvitationList,
  type KeyScope,
  MadeInvitation,
  MadeKey,
  OneTimeLink,
  PeopleList,
  type Person,
  type Role,
} from '../../contract/team'
import { ApiError, callApi } from '../../lib/api-client'
import { ME_QUERY_KEY } from '../../lib/me-query'

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

// One hook per write on the team's lists. Only a role change shows at once (the select moves); the
// rest wait for the server: a removal or withdrawal confirmed, a key or link shown once. After each,
// the lists it touched are asked again (not waited for: the page shows the answer already).

const PEOPLE_KEY = peopleQueryOptions().queryKey
const INVITATIONS_KEY = invitationsQueryOptions().queryKey
const KEYS_KEY = keysQueryOptions().queryKey

const personPath = (id: string) => `/people/${encodeURIComponent(id)}`

/** 403: no longer an admin (someone changed it meanwhile): `me` is asked again, and the page follows. */
function checkRole(queryClient: QueryClient, error: unknown) {
  if (error instanceof ApiError && error.status === 403)
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })
}

/** People and, as an admin's open invitations end when they are made member or viewer or removed, invitations. */
const refreshTeam = (queryClient: QueryClient) =>
  void Promise.all([
    queryClient.invalidateQueries({ queryKey: PEOPLE_KEY }),
    queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  ])

/** A person's role: shown at once, put back if the server refuses. */
export function useChangeRole() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ person, role }: { person: Person; role: Role }) =>
      callApi({ path: personPath(person.id), method: 'PATCH', body: { role } }),
    onMutate: async ({ person, role }) => {
      await queryClient.cancelQueries({ queryKey: PEOPLE_KEY })
      const people = queryClient.getQueryData(PEOPLE_KEY)
      queryClient.setQueryData(PEOPLE_KEY, (list) =>
        list ? { data: list.data.map((p) => (p.id === person.id ? { ...p, role } : p)) } : list,
      )
      return { people }
    },
    onSuccess: (_data, { person }) => {
      // An admin who made themself a member is no longer one: the page and the header follow.
      if (queryClient.getQueryData<Me>(ME_QUERY_KEY)?.person?.id === person.id)
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY })
    },
    onError: (error, _change, snapshot) => {
      queryClient.setQueryData(PEOPLE_KEY, snapshot?.people)
      checkRole(queryClient, error)
    },
    onSettled: () => refreshTeam(queryClient),
  })
}

/** Removes a person from the team, once confirmed; the list drops them when the server has. */
export function useRemovePerson() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (person: Person) => callApi({ path: personPath(person.id), method: 'DELETE' }),
    onSuccess: (_data, person) =>
      queryClient.setQueryData(PEOPLE_KEY, (list) =>
        list ? { data: list.data.filter((p) => p.id !== person.id) } : list,
      ),
    onError: (error) => checkRole(queryClient, error),
    onSettled: () => refreshTeam(queryClient),
  })
}

/** A one-time link that sets a person's password: shown once, so nothing to refresh. */
export function useMakeResetLink() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (person: Person) =>
      callApi({ path: `${personPath(person.id)}/reset-link`, method: 'POST', schema: OneTimeLink }),
    onError: (error) => checkRole(queryClient, error),
  })
}

/** A new invitation link, shown once; the open invitations are asked again. */
export function useCreateInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { role: Role; valid_days: number }) =>
      callApi({ path: '/invitations', body, schema: MadeInvitation }),
    onError: (error) => checkRole(queryClient, error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  })
}

/** Withdraws an invitation; the list drops it when the server has. */
export function useWithdrawInvitation() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (invitation: Invitation) =>
      callApi({ path: `/invitations/${encodeURIComponent(invitation.id)}`, method: 'DELETE' }),
    onSuccess: (_data, invitation) =>
      queryClient.setQueryData(INVITATIONS_KEY, (list) =>
        list ? { data: list.data.filter((i) => i.id !== invitation.id) } : list,
      ),
    onError: (error) => checkRole(queryClient, error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  })
}

/** A new API key, its secret shown once; the keys are asked again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { label: string; scope: KeyScope }) =>
      callApi({ path: '/keys', body, schema: MadeKey }),
    onError: (error) => checkRole(queryClient, error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: KEYS_KEY }),
  })
}

/** Revokes an API key, once confirmed; the keys are asked again. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (key: ApiKey) => callApi({ path: `/keys/${encodeURIComponent(key.id)}`, method: 'DELETE' }),
    onError: (error) => checkRole(queryClient, error),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: KEYS_KEY }),
  })
}

/** "a member", "an admin": for sentences about a role. */
export const withArticle = (role: string) => (role === 'admin' ? 'an admin' : `a ${role}`)

export const ROLE_LABELS = { admin: 'Admin', member: 'Member', viewer: 'Viewer' } as const
