import { readlinkSync } from 'node:fs'
import { getPriority, setPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'
import { CREATIVE_TAG_RULES_VERSION, type CreativeText, tagCreative } from './tag-creative'

/** A batch of ads' texts to tag, numbered by the host so that answers find their batch. */
export interface TagRequest {
  id: number
  texts: CreativeText[]
}

/**
 * The breakdowns of one request, in its order, as JSON, and the version of the rules that gave them.
 * JSON because the main thread, the import's busy one, parses it in half the time it takes to
 * receive the same objects cloned (1.2 against 2.4 µs an ad).
 */
export interface TagAnswer {
  id: number
  version: number
  breakdowns: string
}

/**
 * How much lower than the thread that started it this one runs (nice values): the import's reading and
 * writing are its critical path, and tagging has time to spare (it waits for texts most of the
 * time). On a machine whose cores are all busy, the kernel then gives a core to the import's thread
 * first: at 300,000 ads on the 2-core machine with a test run beside it, the import's thread waited
 * 3.0-4.0 s for a core instead of 9.1-9.8 s, and the import took 25-27 s instead of 32 s.
 */
const BELOW_THE_IMPORT = 10

/**
 * Lowers this thread alone: Linux keeps a nice value per thread, set through the thread's own id,
 * which /proc/thread-self names. Elsewhere the id is not to be had, and the thread keeps its place.
 */
function runBelowTheImport(): void {
  try {
    const thread = Number(readlinkSync('/proc/thread-self').split('/').pop())
    setPriority(thread, Math.min(getPriority(thread) + BELOW_THE_IMPORT, 19))
  } catch {
    // Not Linux, or a system that refuses: tagging is as right, only less polite.
  }
}

runBelowTheImport()

// The thread's entry (tag-worker.ts starts it): tags each batch it is sent, in the order sent.
parentPort?.on('message', ({ id, texts }: TagRequest) => {
  const answer: TagAnswer = {
    id,
    version: CREATIVE_TAG_RULES_VERSION,
    breakdowns: JSON.stringify(texts.map(tagCreative)),
  }
  parentPort!.postMessage(answer)
})
