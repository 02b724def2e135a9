import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { callApi, callAuth } from '../../lib/api-client'

// One hook per write of a person's own account: signing in, joining by a link, setting a password
// from a reset link, changing it, signing out here or everywhere. The forms show each hook's
// pending state (no second submit while one is out) and its error. Whoever is signed in changes
// with the first two and the last two, so the cache, which belonged to the one before, is emptied:
// queries still on their way are cancelled first, so none lands in the new person's cache.

const forgetEveryone = async (queryClient: QueryClient) => {
  await queryClient.cancelQueries()
}

/** Email and password; the cache starts afresh as this person. */
export function useSignIn() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ email, password }: { email: string; password: string }) =>
      callAuth('/sign-in/email', { email, password }),
    onMutate: () => forgetEveryone(queryClient),
    onSuccess: () => queryClient.clear(),
  })
}

/** A new account from an invitation or the welcome link, signed in at once; the cache starts afresh. */
export function useJoin() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { token: string; name: string; email: string; password: string }) =>
      callApi({ path: '/join', body }),
    onMutate: () => forgetEveryone(queryClient),
    onSuccess: () => queryClient.clear(),
  })
}

/** A new password from the one-time link an admin handed over; the person then signs in. */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ token, password }: { token: string; password: string }) =>
      callAuth('/reset-password', { newPassword: password, token }),
  })
}

/** The signed-in person's new password; their other sessions end, this one stays. */
export function useChangePassword() {
  return useMutation({
    mutationFn: ({ current, next }: { current: string; next: string }) =>
      callAuth('/change-password', {
        currentPassword: current,
        newPassword: next,
        revokeOtherSessions: true,
      }),
  })
}

/**
 * Signs out of this browser (`everywhere`: of every session, this one included), then leaves for the
 * sign-in page: out of the pages first, then the cache, so nothing left on screen asks who is signed in.
 */
export function useSignOut({ everywhere = false }: { everywhere?: boolean } = {}) {
  const queryClient = useQueryClient()
  const router = useRouter()
  return useMutation({
    mutationFn: () => callAuth(everywhere ? '/revoke-sessions' : '/sign-out'),
    onMutate: () => forgetEveryone(queryClient),
    onSuccess: async () => {
      await router.navigate({ to: '/sign-in' })
      queryClient.clear()
    },
  })
}
