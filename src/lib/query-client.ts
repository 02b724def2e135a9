import { QueryClient } from '@tanstack/react-query'

/** Statuses worth asking again for: timeouts and rate limits pass, other 4xx answers would not change. */
const RETRYABLE_CLIENT_STATUSES = new Set([408, 429])

function isFinalAnswer(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false
  const { status } = error
  return typeof status === 'number' && status >= 400 && status < 500 && !RETRYABLE_CLIENT_STATUSES.has(status)
}

/**
 * A factory, not a module singleton: the app creates one at start and hands it to the router context,
 * and every test builds its own, so no cache leaks between them.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
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
