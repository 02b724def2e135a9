/**
 * Long pieces of index work (packing, loading) are generators that yield between steps of a few
 * milliseconds, so the service can let searches in between (`inSlices`); `finish` runs one in one go.
 */
export type Steps<T = void> = Generator<void, T>

export function finish<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}
