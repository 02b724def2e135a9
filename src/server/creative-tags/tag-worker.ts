import { createRequire } from 'node:module'
import { pathToFileURL } from 'node:url'
import { Worker, type WorkerOptions } from 'node:worker_threads'
import {
  CREATIVE_TAG_RULES_VERSION,
  type CreativeBreakdown,
  type CreativeText,
  tagCreative,
} from './tag-creative'
import type { TagAnswer, TagRequest } from './tag-worker-thread'

/** The breakdowns of a batch of texts, in their order, and the version of the rules that gave them. */
export interface TaggedBatch {
  breakdowns: CreativeBreakdown[]
  version: number
}

/**
 * The thread's entry beside this module: the TypeScript source when the server runs from source (tsx,
 * Vitest), which the thread reads through tsx's loader like its parent; the bundle's own output
 * (scripts/build-server.mjs) when it runs as the built `dist-server/cli.mjs`.
 */
const FROM_SOURCE = import.meta.url.endsWith('.ts')
const THREAD_ENTRY = new URL(
  FROM_SOURCE ? './tag-worker-thread.ts' : './tag-worker-thread.mjs',
  import.meta.url,
)

export interface TagWorkerOptions {
  /** Where a warning goes when the thread cannot start or dies (the server's log). */
  warn?: (line: string) => void
  /** The thread's entry: tests give one that fails. */
  entry?: URL
}

/**
 * Tags batches of ads' texts by this release's rules on a second thread, so that an import parses and
 * writes on its own while the rules run (they cost about half of an import's time otherwise). Batches
 * are answered in the order sent. If the thread cannot start or dies, what it has not answered and
 * every later batch are tagged here instead, with the same rules and the same answers, after one
 * warning: tagging off the thread is a saving, never a reason to lose an ad. `close` ends the thread;
 * until then it holds the process open only while a batch is waiting for its answer.
 */
export class TagWorker {
  private readonly worker: Worker | undefined
  private readonly waiting = new Map<
    number,
    { texts: CreativeText[]; answered: (batch: TaggedBatch) => void }
  >()
  private sent = 0
  private failed = false
  private closed = false
  private readonly warn: (line: string) => void

  constructor(options: TagWorkerOptions = {}) {
    this.warn = options.warn ?? ((line) => console.error(line))
    const entry = options.entry ?? THREAD_ENTRY
    try {
      this.worker = new Worker(entry, threadOptions(entry))
    } catch (error) {
      this.fail(error)
      return
    }
    this.worker.unref()
    this.worker.on('message', ({ id, version, breakdowns }: TagAnswer) => {
      const batch = this.waiting.get(id)
      if (!batch) return
      this.waiting.delete(id)
      if (this.waiting.size === 0) this.worker!.unref()
      batch.answered({ breakdowns: JSON.parse(breakdowns) as CreativeBreakdown[], version })
    })
    this.worker.on('error', (error) => this.fail(error))
    this.worker.on('exit', (code) => this.fail(new Error(`it stopped (exit code ${code})`)))
  }

  /** The breakdowns of these texts, in their order. */
  tag(texts: CreativeText[]): Promise<TaggedBatch> {
    if (this.failed || this.closed || !this.worker) return Promise.resolve(tagHere(texts))
    const id = this.sent++
    const answer = new Promise<TaggedBatch>((answered) => this.waiting.set(id, { texts, answered }))
    this.worker.ref()
    this.worker.postMessage({ id, texts } satisfies TagRequest)
    return answer
  }

  /** Ends the thread. Batches sent and not yet answered are dropped: call it once no one waits for them. */
  async close(): Promise<void> {
    if (this.closed) return
    this.closed = true
    this.waiting.clear()
    await this.worker?.terminate()
  }

  /** The thread is gone: what it was given is tagged here, and so is everything after. */
  private fail(error: unknown): void {
    if (this.closed || this.failed) return
    this.failed = true
    this.warn(
      `Creative tags: the tagging thread failed (${error instanceof Error ? error.message : String(error)}); tagging on the main thread instead.`,
    )
    for (const { texts, answered } of this.waiting.values()) answered(tagHere(texts))
    this.waiting.clear()
    void this.worker?.terminate()
  }
}

/** A TypeScript entry is read through tsx's loader, found from here: the process may run anywhere. */
const threadOptions = (entry: URL): WorkerOptions =>
  entry.pathname.endsWith('.ts')
    ? { execArgv: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href] }
    : {}

const tagHere = (texts: readonly CreativeText[]): TaggedBatch => ({
  breakdowns: texts.map(tagCreative),
  version: CREATIVE_TAG_RULES_VERSION,
})
