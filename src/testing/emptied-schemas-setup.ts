import { afterAll } from 'vitest'

// After a file's last test: its PostgreSQL test stores closed, and the schemas kept emptied for its
// next tests dropped (test-postgres.ts). Imported only then: most files of this project never open
// such a store, and need not load the PostgreSQL client for it.
afterAll(async () => {
  const { closeTestStores } = await import('./test-postgres')
  await closeTestStores('file')
}, 60_000)
