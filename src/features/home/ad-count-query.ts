import { queryOptions } from '@tanstack/react-query'
import { AdList } from '../../contract/ad'
import { Problem } from '../../contract/problem'

/** Only the envelope's pagination is read; the one ad the server must return is not needed. */
const CountResponse = AdList.pick({ pagination: true })

/** A failed answer from the API, keeping its status so the query client can tell final answers apart. */
export class AdCountError extends Error {
  readonly status: number

  constructor(status: number, message: string) {
    super(message)
    this.name = 'AdCountError'
    this.status = status
  }
}

async function fetchAdCount(signal: AbortSignal): Promise<number> {
  const response = await fetch('/api/v1/ads/query', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ limit: 1 }),
    // The server set an HttpOnly session cookie when it served the page; that is our only credential.
    credentials: 'same-origin',
    signal,
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const problem = Problem.safeParse(body)
    const message = problem.success ? problem.data.detail || problem.data.title : response.statusText
    throw new AdCountError(response.status, message || `HTTP ${response.status}`)
  }
  return CountResponse.parse(body).pagination.total
}

/** How many ads the index holds: the total of an unfiltered search. */
export function adCountQueryOptions() {
  return queryOptions({
    queryKey: ['ads', 'count'],
    queryFn: ({ signal }) => fetchAdCount(signal),
  })
}
