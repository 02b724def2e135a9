import type { StoreFailure } from '../records/store-failure'
import { ProblemError } from './problem'

/** How long a client is asked to wait before trying a store that could not be reached. */
export const STORE_RETRY_AFTER_SECONDS = 5

/**
 * The answer to a request the store failed: 503 to try again soon, or 507 when it cannot write.
 * `kept` says what of the request went in before (an import's first batches); by default, nothing.
 */
export function storeProblem(failure: StoreFailure, kept = 'Nothing of this request was kept'): ProblemError {
  return failure.kind === 'no-room'
    ? new ProblemError(
        507,
        'insufficient_storage',
        `The server cannot write: its disk is full or read-only. ${kept}; try again once an operator has made room`,
      )
    : new ProblemError(
        503,
        'store_unavailable',
        `The server's store is unavailable just now. ${kept}; try again in ${STORE_RETRY_AFTER_SECONDS} seconds`,
        [],
        { 'Retry-After': String(STORE_RETRY_AFTER_SECONDS) },
      )
}

const WORDS = {
  unavailable: {
    first: 'cannot be reached',
    still: 'still cannot be reached',
    answer: '503 store_unavailable',
  },
  'no-room': { first: 'cannot write', still: 'still cannot write', answer: '507 insufficient_storage' },
}

/**
 * The operator's news of a store in trouble, at most a line a second of each kind: the first failure
 * at once, with the driver's words; then, a second on, how many requests were refused since. A store
 * that is down fails every request, and a stack each would bury the log (and fill a disk).
 */
export function storeTroubleLog(
  write: (line: string) => void = (line) => console.error(line),
  now: () => number = Date.now,
) {
  const each = new Map<StoreFailure['kind'], { quietUntil: number; refused: number; reason: string }>()
  return (failure: StoreFailure): void => {
    const words = WORDS[failure.kind]
    const state = each.get(failure.kind)
    const at = now()
    if (!state || (at >= state.quietUntil && state.refused === 0)) {
      write(`[ads] The store ${words.first} (${failure.reason}): answering ${words.answer}`)
      each.set(failure.kind, { quietUntil: at + 1000, refused: 0, reason: failure.reason })
      return
    }
    state.reason = failure.reason
    if (state.refused++ > 0) return
    // The count is written when the second is up, whether or not more requests fail meanwhile.
    setTimeout(
      () => {
        write(
          `[ads] The store ${words.still} (${state.reason}): ${state.refused} ${state.refused === 1 ? 'request' : 'requests'} refused in the last second with ${words.answer}`,
        )
        state.refused = 0
        state.quietUntil = now() + 1000
      },
      Math.max(0, state.quietUntil - at),
    ).unref()
  }
}
