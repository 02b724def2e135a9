import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { isSignInNeeded } from './api-client'
import { sendToSignIn } from './sign-in-redirect'

/** Statuses worth asking again for: timeouts and rate limits pass, other 4xx answers would not change. */
const RETRYABLE_CLIENT_STATUSES = new Set([408, 429])

function isFinalAnswer(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false
  const { status } = error
  return typeof status === 'number' && status >= 400 && status < 500 && !RETRYABLE_CLIENT_STATUSES.has(status)
}

/** A query's `meta` saying it deals with a 401 itself (the root route's `me`), rather than leaving for sign-in. */
export const HANDLES_SIGN_IN = { handlesSignIn: true }

export interface QueryClientOptions {
  /**
   * What a 401 from /api/v1 leads to (a session that ended, a person removed): by default the
   * sign-in page, coming back afterwards.
   */
  onSignInNeeded?: () => void
}

/**
 * A factory, not a module singleton: the app creates one at start and hands it to the router context,
 * and every test builds its own, so no cache leaks between them.
 */
export function createQueryClient({ onSignInNeeded = sendToSignIn }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isSignInNeeded(error) && query.meta?.handlesSignIn !== true) onSignInNeeded()
      },
    }),
    mutationCache: new MutationCache({
      onError: (error) => {
        if (isSignInNeeded(error)) onSignInNeeded()
      },
    }),
    defaultOptions: {
      queries: {
        // The index changes slowly; refetching on every mount or window focus would only cost requests.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 2 && !isFinalAnswer(error),
      },
    },
  })
}
