import cluster, { type Worker } from 'node:cluster'

/** This process's number among the workers: 1 for the first (or for a server without workers). */
export const workerNumber = (): number => (cluster.isWorker ? Number(process.env.ADS_WORKER_NUMBER ?? 1) : 1)

/** A worker that dies this soon after starting is not restarted: it would only die again. */
const STARTUP_FAILURE_MS = 10_000

/**
 * `ADS_WORKERS=N`: N server processes on this machine sharing one port (Node's cluster: this primary
 * process accepts the connections and hands them to the workers in turn). The first worker starts
 * alone, so that it seeds an empty store and builds or loads the index and saves its snapshot; the
 * others then load that snapshot. A worker that dies is replaced; SIGTERM or SIGINT stop them all,
 * each finishing the requests it has. Resolves with the exit code once all have stopped.
 */
export async function runWorkers(count: number, log: (line: string) => void): Promise<number> {
  let stopping = false
  const fork = (number: number): Promise<Worker> =>
    new Promise((resolve, reject) => {
      const worker = cluster.fork({ ADS_WORKER_NUMBER: String(number) })
      const started = Date.now()
      worker.once('listening', () => resolve(worker))
      worker.once('exit', (code, signal) => {
        if (stopping) return
        const early = Date.now() - started < STARTUP_FAILURE_MS
        reject(new Error(`worker ${number} exited (${signal ?? code}) while starting`))
        if (early) return
        log(`Worker ${number} stopped (${signal ?? code}); starting another.`)
        void fork(number).catch((error: Error) => log(error.message))
      })
    })

  try {
    await fork(1)
    await Promise.all(Array.from({ length: count - 1 }, (_, i) => fork(i + 2)))
  } catch (error) {
    log(`${(error as Error).message}: stopping.`)
    stopping = true
    await stopAll()
    return 1
  }
  log(`${count} server processes share the port.`)
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return
      stopping = true
      log(`${signal}: stopping ${count} server processes…`)
      void stopAll(signal).then(() => resolve(0))
    }
    process.once('SIGINT', stop).once('SIGTERM', stop)
  })
}

/** Sends every worker the signal and waits for all to exit. */
async function stopAll(signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined)
  await Promise.all(
    workers.map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve()
          worker.once('exit', () => resolve())
          worker.process.kill(signal)
        }),
    ),
  )
}
