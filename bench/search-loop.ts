import type { Api, Body } from './api-client'
import { type Summary, summarise } from './stats'

export interface LoopOptions {
  /** Bounds, so a loop whose stop never comes still ends. */
  maxRequests: number
  maxMs: number
  /** Pause between one answer and the next request (0: back to back, one at a time). */
  pauseMs?: number
}

export interface LoopResult {
  searches: Summary
  /** Answers other than 200, refused connections (status 0) included. */
  non_200: number
  /** The first few non-200 answers, to say what went wrong. */
  failures: string[]
}

export interface SearchLoop {
  /** Ends the loop after the request in flight and resolves with its figures. */
  stop(): Promise<LoopResult>
}

/**
 * Searches one request at a time while something else happens (an import, a compaction), until
 * stopped or a bound is reached. Every answer is counted, none thrown.
 */
export function searchLoop(api: Api, next: () => Body, options: LoopOptions): SearchLoop {
  let stopping = false
  const times: number[] = []
  const failures: string[] = []
  let non200 = 0
  const done = (async () => {
    const started = performance.now()
    while (!stopping && times.length < options.maxRequests && performance.now() - started < options.maxMs) {
      const { ms, value } = await api.timed(() => api.searchStatus(next()))
      times.push(ms)
      if (value.status !== 200) {
        non200++
        if (failures.length < 5) failures.push(`${value.status} ${value.text?.slice(0, 200)}`)
      }
      if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs))
    }
  })()
  return {
    async stop() {
      stopping = true
      await done
      return { searches: summarise(times), non_200: non200, failures }
    },
  }
}
