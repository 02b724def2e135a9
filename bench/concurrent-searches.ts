import type { Api, Body } from './api-client'
import { type Summary, summarise } from './stats'

export interface ConcurrentOptions {
  /** Clients searching at once, each one request after the other on its own connection. */
  connections: number
  /** Bounds, so that the run ends by itself: requests in all, and time. */
  maxRequests: number
  maxMs: number
}

export interface ConcurrentResult {
  connections: number
  seconds: number
  /** Answers of 200 a second, over the whole run. */
  searches_per_second: number
  searches: Summary
  /** Answers other than 200 (503 when the node's queue is full), refused connections (0) included. */
  non_200: number
  failures: string[]
}

/**
 * `connections` clients searching back to back, each request the next of one shared mix, until
 * `maxRequests` have been sent or `maxMs` has passed. Every answer is timed and counted, none thrown.
 */
export async function concurrentSearches(
  api: Api,
  next: () => Body,
  options: ConcurrentOptions,
): Promise<ConcurrentResult> {
  const times: number[] = []
  const failures: string[] = []
  let sent = 0
  let non200 = 0
  const started = performance.now()
  const client = async () => {
    while (sent < options.maxRequests && performance.now() - started < options.maxMs) {
      sent++
      const { ms, value } = await api.timed(() => api.searchStatus(next()))
      if (value.status === 200) times.push(ms)
      else {
        non200++
        if (failures.length < 5) failures.push(`${value.status} ${value.text?.slice(0, 200)}`)
      }
    }
  }
  await Promise.all(Array.from({ length: options.connections }, client))
  const seconds = (performance.now() - started) / 1000
  return {
    connections: options.connections,
    seconds: Math.round(seconds * 10) / 10,
    searches_per_second: Math.round((times.length / seconds) * 10) / 10,
    searches: summarise(times),
    non_200: non200,
    failures,
  }
}
