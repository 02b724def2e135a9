import { relative } from 'node:path'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Seconds the slowest test files took in CI (a clean clone of 28 November 2026, before test stores
 * were emptied for reuse), by project. Vitest starts files longest first only when its cache of an
 * earlier run says how long each took, which a clean clone has not: it then starts the largest files
 * first and groups them by project, so these, short files driving long properties, started last (in
 * that CI run the two longest, 79 and 96 s, were the last two to finish), and the run's end waited on
 * them with nothing left to run beside them. A file missing here only runs later; refresh the list
 * from a JSON report (`vitest run --reporter=json`) as files grow.
 */
const CI_SECONDS: Record<string, number> = {
  'sqlite:src/server/pg-search/pg-search-store.test.ts': 96,
  'sqlite:src/server/service/indexed-store.test.ts': 79,
  'sqlite:src/server/cli.test.ts': 62,
  'sqlite:src/server/pg-search/same-answers.test.ts': 41,
  'sqlite:src/server/routes/boards.test.ts': 25,
  'sqlite:src/server/cli/first-seed.test.ts': 23,
  'postgres-search:src/server/routes/boards.test.ts': 23,
  'postgres:src/server/routes/boards.test.ts': 22,
  'postgres-search:src/server/routes/auth.test.ts': 16,
  'postgres:src/server/routes/auth.test.ts': 16,
  'sqlite:src/server/routes/auth.test.ts': 13,
  'sqlite:src/server/cli/serve-command.test.ts': 13,
  'sqlite:src/server/cli/import-command.test.ts': 12,
  'postgres-search:src/server/routes/team.test.ts': 10,
  'postgres:src/server/routes/team.test.ts': 9,
  'sqlite:src/server/pg-search/timeline-sql.test.ts': 9,
  'sqlite:src/server/cli/full-disk.test.ts': 9,
  'postgres:src/server/routes/board-export.test.ts': 9,
  'postgres-search:src/server/routes/board-export.test.ts': 9,
  'postgres-search:src/server/routes/search-cursor.test.ts': 8,
  'postgres-search:src/server/routes/search-keywords.test.ts': 8,
}

/**
 * The slowest files first across all projects, so that the two workers finish together; the rest in
 * Vitest's own order (failed and longest first where its cache knows, else largest first).
 */
export class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const ordered = await super.sort(files)
    const root = this.ctx.config.root
    const seconds = (spec: TestSpecification) =>
      CI_SECONDS[`${spec.project.name}:${relative(root, spec.moduleId)}`] ?? 0
    return ordered
      .map((spec, place) => ({ spec, place, seconds: seconds(spec) }))
      .sort((a, b) => b.seconds - a.seconds || a.place - b.place)
      .map(({ spec }) => spec)
  }
}
