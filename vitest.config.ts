import { configDefaults, defineConfig } from 'vitest/config'
import { SlowestFirstSequencer } from './src/testing/slowest-first-sequencer'

/** The tests that reach a store of record through the API: run once more with PostgreSQL as that store. */
const API_TESTS = ['src/server/routes/**/*.test.ts', 'src/server/http/**/*.test.ts', 'src/mcp/**/*.test.ts']
/** Those of them that open no store at all (a build manifest, sockets): once, in the SQLite project, is enough. */
const STORELESS_TESTS = [
  'src/server/routes/route-preloads.test.ts',
  'src/server/http/connection-limits.test.ts',
]
/**
 * Most test files import much of the server (its app, stores and their packages): a worker imports it
 * once, not once per file, which took 180 of the 830 s of the unit tests' work in CI. Safe because the
 * server keeps no module-level state (every test builds its own app, store and team), and what a file
 * changes of the process (spies, stubbed globals and variables) is put back after each test. What it
 * does not undo: a timer a file leaves running (a failing store's one-second summary) may still write
 * to the console during the next file, so a test that reads the console names the lines it expects.
 * Not for the components, each rendered into a page of its own.
 */
const ONE_IMPORT_PER_WORKER = { isolate: false, restoreMocks: true, unstubGlobals: true, unstubEnvs: true }

export default defineConfig({
  test: {
    environment: 'node',
    testTimeout: 20_000,
    pool: 'forks',
    // Vitest's default is one fewer than the cores: one file at a time on the 2-core CI machine, where
    // the API tests spend much of their time waiting on PostgreSQL and their own servers. Two at once
    // halved the wall time of the PostgreSQL project's http tests there (266 s to 135 s, loaded).
    maxWorkers: 2,
    // The slowest files first, whatever the project, so that the two workers end together.
    sequence: { sequencer: SlowestFirstSequencer },
    // Without ADS_TEST_DATABASE_URL, a throwaway PostgreSQL for the run (the SQLite project has store tests too);
    // then one temporary folder for the run's files, removed at its end.
    globalSetup: ['src/testing/postgres-global-setup.ts', 'src/testing/temporary-folder-global-setup.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'sqlite',
          include: ['src/**/*.test.ts', 'scripts/**/*.test.ts', 'bench/**/*.test.ts'],
          setupFiles: ['src/testing/emptied-schemas-setup.ts'],
          ...ONE_IMPORT_PER_WORKER,
        },
      },
      {
        extends: true,
        test: {
          // Components rendered into a simulated page (jsdom) and driven as a person would: see the setup file.
          name: 'components',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/testing/components-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'postgres',
          include: API_TESTS,
          exclude: [...configDefaults.exclude, ...STORELESS_TESTS],
          ...ONE_IMPORT_PER_WORKER,
          env: { ADS_TEST_STORE: 'postgres' },
          setupFiles: ['src/testing/postgres-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The same API tests once more with the search inside PostgreSQL (ADS_SEARCH=postgres).
          name: 'postgres-search',
          include: API_TESTS,
          exclude: [...configDefaults.exclude, ...STORELESS_TESTS],
          ...ONE_IMPORT_PER_WORKER,
          env: { ADS_TEST_STORE: 'postgres', ADS_TEST_SEARCH: 'postgres' },
          setupFiles: ['src/testing/postgres-setup.ts'],
        },
      },
    ],
  },
})
