import { ProblemError } from '../http/problem'

/** How many searches run at once in a process, and how many may wait, for how long. */
export interface SlotLimits {
  /** Searches running at once (ADS_SEARCH_CONCURRENCY). */
  running: number
  /** Searches waiting for one of them to end (ADS_SEARCH_QUEUE); past it, 503 at once. */
  waiting: number
  /** How long one waits at most before it gets 503 (ADS_SEARCH_QUEUE_MS). */
  waitMs: number
}

/** Seconds a client is asked to wait before trying again after a 503 for a full queue. */
export const BUSY_RETRY_SECONDS = 1

/** 503 overloaded, with Retry-After: the server does not take this search now, and says when to ask again. */
export function overloaded(detail: string, retryAfterSeconds: number): ProblemError {
  return new ProblemError(503, 'overloaded', detail, [], { 'Retry-After': String(retryAfterSeconds) })
}

interface Waiter {
  start: () => void
  timer: NodeJS.Timeout
}

/**
 * A semaphore with a short bounded queue for the searches one process sends PostgreSQL. Each
 * search holds a connection while it runs, and a queue without a bound lets one client's expensive
 * searches hold everyone's in line: 16 connections asking `co` by relevance put every search's
 * median at 6.4 s. Here a search waits `waitMs` at most, behind `waiting` others at most, and is
 * otherwise answered 503 `overloaded` with Retry-After at once: a client that retries later costs
 * less than one that times out. Waiters start in the order they came.
 */
export class SearchSlots {
  private runningNow = 0
  private readonly queue: Waiter[] = []

  constructor(private readonly limits: SlotLimits) {}

  /** Searches running and waiting now. */
  get load(): { running: number; waiting: number } {
    return { running: this.runningNow, waiting: this.queue.length }
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    await this.take()
    try {
      return await work()
    } finally {
      this.give()
    }
  }

  private take(): Promise<void> {
    if (this.runningNow < this.limits.running) {
      this.runningNow++
      return Promise.resolve()
    }
    if (this.queue.length >= this.limits.waiting) {
      return Promise.reject(
        overloaded(
          `The server is running as many searches as it can and ${this.queue.length} more are waiting; try again in ${BUSY_RETRY_SECONDS} s`,
          BUSY_RETRY_SECONDS,
        ),
      )
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          this.queue.splice(this.queue.indexOf(waiter), 1)
          reject(
            overloaded(
              `The server stayed busy with other searches for ${this.limits.waitMs} ms; try again in ${BUSY_RETRY_SECONDS} s`,
              BUSY_RETRY_SECONDS,
            ),
          )
        }, this.limits.waitMs),
      }
      this.queue.push(waiter)
    })
  }

  /** The slot passes straight to the first waiter, so that a newcomer cannot take it first. */
  private give(): void {
    const next = this.queue.shift()
    if (!next) {
      this.runningNow--
      return
    }
    clearTimeout(next.timer)
    next.start()
  }
}
