import { setTimeout as sleep } from 'node:timers/promises'
import type { AdRecords } from '../records/ad-records'

/** Ads tagged again per write: a write of a few hundred ads keeps the writers' turn short. */
const BATCH = 500
/** Between batches, so that searches and other writers go first. */
const PAUSE_MS = 20

/** How far re-tagging has got, for `/metrics` and `/readyz`. */
export interface RetagFigures {
  /** The version of the rules this process tags by. */
  rulesVersion: number
  /** Ads still tagged by older rules, as last counted and counted down since. */
  left: number
  /** Ads tagged again by this process since it started. */
  retagged: number
}

export interface StaleTagsOptions {
  log: (line: string) => void
  batch?: number
  pauseMs?: number
}

/**
 * Tags again, in the background and in batches, the stored ads that older rules tagged (or that were
 * stored before ads were tagged): when the rules' version is raised, a start finds them by the version
 * kept beside each ad. Each batch is one write (records' `retag`), which the search engines follow
 * like any other: searches keep answering, each ad by its old tags until its new version is written.
 * The version is per ad, so a process stopped half-way leaves nothing lost: the next start goes on.
 */
export class StaleTags {
  /** Undefined until counted: by `run`, or by the first `step`. */
  private left: number | undefined
  private retagged = 0
  private running: Promise<void> | undefined
  private stopping = false

  constructor(
    private readonly records: AdRecords,
    private readonly options: StaleTagsOptions,
  ) {}

  figures(): RetagFigures {
    return { rulesVersion: this.records.tagsVersion, left: this.left ?? 0, retagged: this.retagged }
  }

  /** Counts the stale ads and tags them again in the background; a failure is logged, and tried again at the next start. */
  start(): void {
    this.running ??= this.run().catch((error: unknown) => {
      this.options.log(`Tagging ads again stopped: ${(error as Error).message}`)
    })
  }

  /** Finishes the batch under way, if any, and stops. */
  async stop(): Promise<void> {
    this.stopping = true
    await this.running
  }

  /**
   * Counts the stale ads, then tags them again a batch at a time until none is left (or `stop`);
   * then, in PostgreSQL, moves the ads the re-tag left in sparse positions (`compact`).
   */
  async run(): Promise<void> {
    const left = await this.records.staleTags()
    this.left = left
    const { log, batch = BATCH, pauseMs = PAUSE_MS } = this.options
    if (left > 0) {
      const version = this.records.tagsVersion
      log(`Tagging ${left.toLocaleString('en')} ads again by the creative rules of version ${version}…`)
      const started = performance.now()
      while (!this.stopping && (await this.step(batch))) await sleep(pauseMs)
      if ((this.left ?? 0) > 0) return
      const seconds = ((performance.now() - started) / 1000).toFixed(1)
      log(`Ads tagged again by version ${version}: ${this.retagged.toLocaleString('en')} in ${seconds} s.`)
    }
    await this.compact(batch, pauseMs)
  }

  /**
   * The ads whose tags a re-tag found unchanged keep their old positions, among versions it
   * replaced: in PostgreSQL they are written again, a batch at a time, so that the search's bitmaps
   * leave those positions out (records/postgres/compact-positions.ts). At every start too, so that
   * a process stopped half-way finishes it; with nothing sparse, one query.
   */
  private async compact(batch: number, pauseMs: number): Promise<void> {
    const compactPositions = this.records.compactPositions?.bind(this.records)
    if (!compactPositions) return
    const started = performance.now()
    let moved = 0
    for (;;) {
      if (this.stopping) return
      const { updated } = await compactPositions(batch)
      if (updated === 0) break
      moved += updated
      await sleep(pauseMs)
    }
    if (moved === 0) return
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    this.options.log(
      `Ads left in sparse positions written again: ${moved.toLocaleString('en')} in ${seconds} s.`,
    )
  }

  /** One batch; says whether any are left. */
  async step(batch = this.options.batch ?? BATCH): Promise<boolean> {
    const left = this.left ?? (await this.records.staleTags())
    const { inserted, updated, unchanged } = await this.records.retag(batch)
    const done = inserted + updated + unchanged
    this.retagged += done
    // Another process may tag some meanwhile, and writers may store stale ones: recount at the end.
    this.left = done < batch ? await this.records.staleTags() : Math.max(0, left - done)
    return done > 0 && this.left > 0
  }
}
