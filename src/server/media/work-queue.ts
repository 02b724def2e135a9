/**
 * Work done in the background, a few at a time, in the order it came. `idle()` resolves once none is
 * left: tests wait on it instead of sleeping. A task's failure is its own business (it records it).
 */
export interface WorkQueue {
  /** False when the queue is full and the task was not taken. */
  add(task: () => Promise<void>): boolean
  idle(): Promise<void>
}

export function workQueue(atOnce: number, most = 10_000): WorkQueue {
  const waiting: (() => Promise<void>)[] = []
  const whenIdle: (() => void)[] = []
  let running = 0

  const next = () => {
    while (running < atOnce && waiting.length > 0) {
      const task = waiting.shift()!
      running++
      task()
        .catch(() => {})
        .finally(() => {
          running--
          next()
        })
    }
    if (running === 0 && waiting.length === 0) for (const resolve of whenIdle.splice(0)) resolve()
  }

  return {
    add(task) {
      if (waiting.length >= most) return false
      waiting.push(task)
      next()
      return true
    },
    idle: () =>
      running === 0 && waiting.length === 0
        ? Promise.resolve()
        : new Promise<void>((resolve) => whenIdle.push(resolve)),
  }
}
