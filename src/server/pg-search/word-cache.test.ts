import { describe, expect, it } from 'vitest'
import { WordCache } from './word-cache'

/** A cache on a clock the test moves, and a reader that counts what it was asked. */
function cacheWith(limits: { maxBytes?: number; ttlMs?: number } = {}) {
  let now = 0
  const cache = new WordCache({
    maxBytes: limits.maxBytes ?? 1_000,
    ttlMs: limits.ttlMs ?? 30_000,
    now: () => now,
  })
  const asked: string[] = []
  const read =
    (key: string, value = `rows of ${key}`) =>
    () => {
      asked.push(key)
      return Promise.resolve(value)
    }
  const get = (head: number, key: string, value?: string) =>
    cache.get(head, key, read(key, value), (rows) => rows.length)
  return { cache, asked, get, pass: (ms: number) => (now += ms) }
}

describe('WordCache', () => {
  it('answers the same words again without reading, until a write raises the head', async () => {
    const { asked, get } = cacheWith()
    expect(await get(7, 'con')).toBe('rows of con')
    expect(await get(7, 'con')).toBe('rows of con')
    expect(asked).toEqual(['con'])
    expect(await get(8, 'con', 'rows of con after a write')).toBe('rows of con after a write')
    expect(asked).toEqual(['con', 'con'])
  })

  it('reads past the cache for a search still seeing an earlier head, keeping the later answers', async () => {
    const { asked, get } = cacheWith()
    await get(8, 'con')
    expect(await get(7, 'con', 'rows before the write')).toBe('rows before the write')
    expect(await get(8, 'con')).toBe('rows of con')
    expect(asked).toEqual(['con', 'con'])
  })

  it('keeps nothing of a read that failed', async () => {
    const { cache, asked, get } = cacheWith()
    const failing = () => Promise.reject(new Error('statement timeout'))
    await expect(cache.get(7, 'con', failing, () => 1)).rejects.toThrow('statement timeout')
    expect(await get(7, 'con')).toBe('rows of con')
    expect(asked).toEqual(['con'])
  })

  it('reads again once an answer is older than its time to live', async () => {
    const { asked, get, pass } = cacheWith({ ttlMs: 100 })
    await get(7, 'con')
    pass(100)
    await get(7, 'con')
    pass(101)
    await get(7, 'con')
    expect(asked).toEqual(['con', 'con'])
  })

  it('lets the least recently used answers go past its bytes, and never keeps one larger than all', async () => {
    // Each answer's bytes: its key and its value.
    const { cache, asked, get } = cacheWith({ maxBytes: 25 })
    await get(7, 'a', 'x'.repeat(10))
    await get(7, 'b', 'x'.repeat(10))
    await get(7, 'a', 'x'.repeat(10))
    await get(7, 'c', 'x'.repeat(10))
    expect(cache.size).toBe(2)
    await get(7, 'a')
    await get(7, 'c')
    expect(asked).toEqual(['a', 'b', 'c'])
    await get(7, 'd', 'x'.repeat(50))
    await get(7, 'd', 'x'.repeat(50))
    expect(asked).toEqual(['a', 'b', 'c', 'd', 'd'])
  })
})
