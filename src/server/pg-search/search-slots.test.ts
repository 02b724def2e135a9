import { afterEach, describe, expect, it, vi } from 'vitest'
import { ProblemError } from '../http/problem'
import { SearchSlots } from './search-slots'

/** A search that runs until told to end. */
function held() {
  let end!: (value: string) => void
  const done = new Promise<string>((resolve) => {
    end = resolve
  })
  return { work: () => done, end }
}

async function refusal(promise: Promise<unknown>): Promise<ProblemError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  )
  expect(error).toBeInstanceOf(ProblemError)
  return error as ProblemError
}

describe('search slots', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('runs as many searches at once as it has slots, then the waiting ones in the order they came', async () => {
    const slots = new SearchSlots({ running: 2, waiting: 5, waitMs: 1_000 })
    const searches = [held(), held(), held(), held()]
    const started: number[] = []
    const answers = searches.map((search, i) =>
      slots.run(() => {
        started.push(i)
        return search.work()
      }),
    )
    await Promise.resolve()
    expect(started).toEqual([0, 1])
    expect(slots.load).toEqual({ running: 2, waiting: 2 })
    searches[1]!.end('b')
    expect(await answers[1]).toBe('b')
    expect(started).toEqual([0, 1, 2])
    searches[0]!.end('a')
    await answers[0]
    expect(started).toEqual([0, 1, 2, 3])
    searches[2]!.end('c')
    searches[3]!.end('d')
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd'])
    expect(slots.load).toEqual({ running: 0, waiting: 0 })
  })

  it('answers 503 overloaded with Retry-After at once when the queue is full', async () => {
    const slots = new SearchSlots({ running: 1, waiting: 1, waitMs: 1_000 })
    const running = held()
    const first = slots.run(running.work)
    const second = slots.run(async () => 'second')
    const problem = await refusal(slots.run(async () => 'third'))
    expect(problem.status).toBe(503)
    expect(problem.code).toBe('overloaded')
    expect(problem.headers['Retry-After']).toBe('1')
    running.end('first')
    expect(await first).toBe('first')
    expect(await second).toBe('second')
  })

  it('answers 503 to a search that waited its longest, and keeps the slot for the next one', async () => {
    vi.useFakeTimers()
    const slots = new SearchSlots({ running: 1, waiting: 2, waitMs: 1_000 })
    const running = held()
    const first = slots.run(running.work)
    const late = refusal(slots.run(async () => 'late'))
    await vi.advanceTimersByTimeAsync(999)
    expect(slots.load).toEqual({ running: 1, waiting: 1 })
    await vi.advanceTimersByTimeAsync(1)
    const problem = await late
    expect(problem.status).toBe(503)
    expect(problem.headers['Retry-After']).toBe('1')
    expect(slots.load).toEqual({ running: 1, waiting: 0 })
    const next = slots.run(async () => 'next')
    running.end('first')
    await first
    expect(await next).toBe('next')
    expect(slots.load).toEqual({ running: 0, waiting: 0 })
  })

  it('gives the slot back when a search fails', async () => {
    const slots = new SearchSlots({ running: 1, waiting: 0, waitMs: 1_000 })
    await expect(
      slots.run(async () => {
        throw new Error('broken')
      }),
    ).rejects.toThrow('broken')
    expect(await slots.run(async () => 'again')).toBe('again')
  })
})
