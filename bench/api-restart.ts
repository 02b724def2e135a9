import { apiClient } from './api-client'
import { type BenchServer, spawnServer } from './bench-server'

const POLL_MS = 20
const GIVE_UP_MS = 180_000

export interface Restart {
  server: BenchServer
  /** From spawning `serve` to the first 200 of `GET /api/v1/ads?limit=1`. */
  firstAnswerMs: number
  /** From spawning to the listening line, for comparison: the rest is the first request's own time. */
  listeningMs: number
}

/**
 * Restarts `serve` over a data directory whose index snapshot an earlier start saved, and times
 * what a client sees: from the spawn to the first answer of a first page, polling every 20 ms
 * (refused connections included). The server is left running for the figures that follow.
 */
export async function restartToFirstAnswer(dataDir: string, key: string): Promise<Restart> {
  const server = await spawnServer(dataDir, key, { label: 'serve restarted' })
  const api = apiClient(server.url, key)
  let failed: unknown
  server.listening.catch((error: unknown) => {
    failed = error
  })
  try {
    for (;;) {
      if (failed) throw failed
      const status = await api.firstPageStatus()
      const elapsed = performance.now() - server.spawnedAt
      if (status === 200) {
        return { server, firstAnswerMs: Math.round(elapsed), listeningMs: await server.listening }
      }
      if (elapsed > GIVE_UP_MS) throw new Error(`no 200 from GET /api/v1/ads?limit=1 within ${GIVE_UP_MS} ms`)
      await new Promise((resolve) => setTimeout(resolve, POLL_MS))
    }
  } catch (error) {
    await server.stop()
    throw error
  }
}
