import { setTimeout as sleep } from 'node:timers/promises'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeAd } from '../../testing/ad-fixture'
import { cutStore } from '../../testing/store-outage'
import { expectProblem, testApi } from '../../testing/test-api'
import { addPerson } from '../../testing/test-team'

afterEach(() => {
  vi.restoreAllMocks()
})

/** What the server wrote to its error log, a line per call. */
function errorLog() {
  const lines: string[] = []
  vi.spyOn(console, 'error').mockImplementation((...parts: unknown[]) => {
    lines.push(
      parts.map((part) => (part instanceof Error ? (part.stack ?? String(part)) : String(part))).join(' '),
    )
  })
  return lines
}

describe('a store that is down', () => {
  it('answers 503 store_unavailable with Retry-After, and the log says so once a second, not a stack a request', async () => {
    const api = await testApi([makeAd({ id: 'meta_1' })])
    const { person } = await addPerson(api.team, 'member')
    const { key } = await api.team.keys.create({ label: 'k', scope: 'read', owner: person.id })
    const boards = () => api.app.request('/api/v1/boards', { headers: { Authorization: `Bearer ${key}` } })
    expect((await boards()).status).toBe(200)

    const log = errorLog()
    await cutStore(api.records)
    const started = Date.now()
    for (let i = 0; i < 20; i++) {
      const response = await boards()
      const problem = await expectProblem(response, 503, 'store_unavailable')
      expect(Number(response.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1)
      expect(problem.detail).toMatch(/store/i)
      // Nothing of the store's own words (SQL, addresses, file names) reaches the client.
      expect(problem.detail).not.toMatch(/ECONNREFUSED|SQLITE|127\.0\.0\.1|not open/)
    }
    const seconds = (Date.now() - started) / 1000
    // The test files of a worker share its console: a store of an earlier file, made to fill its disk,
    // may still say once more that it cannot write. Everything else written counts.
    const outage = () => log.filter((line) => !line.includes('still cannot write'))
    expect(outage()[0]).toMatch(
      /^\[ads\] The store cannot be reached \(.+\): answering 503 store_unavailable/,
    )
    expect(outage()[0]).not.toContain('\n    at ')

    // A second on, a line counts the requests refused since the one before: the other 19 in all, in
    // a line a second (one on a quick machine; another for each second the 20 requests took).
    await sleep(1_100)
    const counts = outage()
      .slice(1)
      .map((line) => {
        const count =
          /^\[ads\] The store still cannot be reached \(.+\): (\d+) requests? refused in the last second/.exec(
            line,
          )
        expect(count, line).not.toBeNull()
        return Number(count![1])
      })
    expect(counts.length).toBeGreaterThanOrEqual(1)
    expect(counts.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1)
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(19)
    // A refusal in a quiet second is counted when that second is up, not written at once.
    const lines = outage().length
    await expectProblem(await boards(), 503, 'store_unavailable')
    expect(outage()).toHaveLength(lines)
  })
})
