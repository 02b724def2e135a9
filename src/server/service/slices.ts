import { setImmediate as nextTurn } from 'node:timers/promises'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import type { Steps } from '../index/steps'

/** How long a slice of background work holds the event loop before searches get their turn. */
const SLICE_MS = 10

/**
 * Runs `steps` (a generator that yields between small pieces of work) a slice of some milliseconds
 * at a time, letting requests in between, and resolves with what it returns.
 */
export async function inSlices<T>(steps: Steps<T>): Promise<T> {
  let sliceStarted = performance.now()
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
    if (performance.now() - sliceStarted >= SLICE_MS) {
      await nextTurn()
      sliceStarted = performance.now()
    }
  }
}

let fullCollection: (() => void) | undefined

/**
 * A full garbage collection. V8 collects an old index of a few hundred megabytes only once other
 * allocations prompt it, which on a quiet server can be never; after the index is swapped for a
 * packed one, collecting at once gives that memory back to the system. Rare (once per packing) and
 * some tens of milliseconds long.
 */
export function collectGarbage(): void {
  if (!fullCollection) {
    // Node offers gc() only when started with --expose-gc; setting the flag now and taking gc from a
    // fresh context gives it to every launcher (npm start, tests, benchmarks) alike.
    setFlagsFromString('--expose-gc')
    fullCollection = runInNewContext('gc') as () => void
  }
  fullCollection()
}
