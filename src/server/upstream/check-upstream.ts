import type { UpstreamConfig } from '../config'
import { ProblemError } from '../http/problem'
import { createUpstreamClient } from './upstream-client'

/**
 * One request to the upstream after start, so that a wrong address or key shows in the log now
 * rather than as 502s in the browser later. The server serves either way: the upstream may recover.
 */
export async function checkUpstream(upstream: UpstreamConfig): Promise<void> {
  const client = createUpstreamClient(upstream, () => {})
  try {
    await client.json({ method: 'GET', path: '/facets/formats', idempotent: true })
    console.log(`The upstream at ${client.host} answers.`)
  } catch (error) {
    const detail = error instanceof ProblemError ? error.detail : String(error)
    console.error(`Warning: ${detail}`)
  }
}
