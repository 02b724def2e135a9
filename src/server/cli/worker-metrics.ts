import cluster, { type Worker } from 'node:cluster'
import { AggregatorRegistry } from 'prom-client'
import type { CollectedMetrics, Metrics } from '../http/metrics'

/**
 * With `ADS_WORKERS`, a scrape of /metrics reaches one process of several; on its own it would count
 * only the requests that process answered, and the figures would jump from scrape to scrape. So the
 * process that is asked has the primary collect every worker's metrics and add them up (prom-client's
 * aggregation: counts and histograms summed, index figures the largest), and answers with the node's.
 *
 * Messages, over the cluster's own channel:
 *   worker → primary   ASK        { id }            add everyone's up for me
 *   primary → workers  COLLECT    { id }            send me yours
 *   worker → primary   COLLECTED  { id, metrics }
 *   primary → worker   ANSWER     { id, text }      the node's metrics (or error)
 */
const ASK = 'ads:metrics:ask'
const COLLECT = 'ads:metrics:collect'
const COLLECTED = 'ads:metrics:collected'
const ANSWER = 'ads:metrics:answer'

/** How long the primary waits for the workers: one that is stuck (or starting) is left out. */
const COLLECT_TIMEOUT_MS = 2_000
/** How long a worker waits for the primary before answering with its own metrics only. */
const ASK_TIMEOUT_MS = 4_000

type Message = { type?: unknown; id?: unknown; metrics?: CollectedMetrics; text?: string; error?: string }

/** In the primary: answers workers' requests for the whole node's metrics. */
export function addUpWorkersMetrics(): void {
  let nextId = 0
  const collecting = new Map<
    number,
    { collected: CollectedMetrics[]; waitingFor: number; finish: () => void }
  >()

  cluster.on('message', (from: Worker, message: Message) => {
    if (message?.type === ASK) {
      const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker?.isConnected())
      const id = nextId++
      const collected: CollectedMetrics[] = []
      const finish = async () => {
        if (!collecting.delete(id)) return
        clearTimeout(timer)
        let answer: Message
        try {
          answer = {
            type: ANSWER,
            id: message.id,
            text: await AggregatorRegistry.aggregate(collected).metrics(),
          }
        } catch (error) {
          answer = { type: ANSWER, id: message.id, error: (error as Error).message }
        }
        if (from.isConnected()) from.send(answer)
      }
      const timer = setTimeout(() => void finish(), COLLECT_TIMEOUT_MS)
      collecting.set(id, { collected, waitingFor: workers.length, finish })
      for (const worker of workers) worker!.send({ type: COLLECT, id })
    } else if (message?.type === COLLECTED && typeof message.id === 'number') {
      const pending = collecting.get(message.id)
      if (!pending) return
      if (message.metrics) pending.collected.push(message.metrics)
      if (--pending.waitingFor === 0) void pending.finish()
    }
  })
}

/**
 * In a worker: gives the primary this process's metrics when it collects, and answers a scrape with
 * the node's (this process's own if the primary does not answer in time).
 */
export function workerMetrics(own: Metrics): Metrics {
  const send = process.send!.bind(process)
  let nextId = 0
  const asked = new Map<number, (answer: Message | undefined) => void>()

  process.on('message', (message: Message) => {
    if (message?.type === COLLECT) {
      void own
        .collect()
        .catch(() => [])
        .then((metrics) => send({ type: COLLECTED, id: message.id, metrics }))
    } else if (message?.type === ANSWER && typeof message.id === 'number') {
      asked.get(message.id)?.(message)
    }
  })

  return {
    ...own,
    async scrape() {
      const id = nextId++
      const answer = await new Promise<Message | undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), ASK_TIMEOUT_MS)
        asked.set(id, (message) => {
          clearTimeout(timer)
          resolve(message)
        })
        send({ type: ASK, id })
      })
      asked.delete(id)
      return answer?.text ?? own.scrape()
    },
  }
}
