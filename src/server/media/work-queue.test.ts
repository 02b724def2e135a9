import { describe, expect, it } from 'vitest'
import { workQueue } from './work-queue'

describe('the background queue', () => {
  it('runs a few at a time, in order, survives a failing task, and says when it is idle', async () => {
    const queue = workQueue(2, 5)
    let running = 0
    let most = 0
    const done: number[] = []
    const task = (n: number) => async () => {
      running++
      most = Math.max(most, running)
      await new Promise((resolve) => setTimeout(resolve, 5))
      running--
      if (n === 2) throw new Error('a task that fails')
      done.push(n)
    }
    await queue.idle()
    for (let n = 1; n <= 7; n++) expect(queue.add(task(n))).toBe(true)
    // Two running, five waiting: the queue is full.
    expect(queue.add(task(99))).toBe(false)
    await queue.idle()
    expect(done).toEqual([1, 3, 4, 5, 6, 7])
    expect(most).toBe(2)
  })
})
