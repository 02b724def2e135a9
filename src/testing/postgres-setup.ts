import { afterAll, afterEach, beforeEach } from 'vitest'
import { closeTestStores, testStarts } from './test-postgres'

// The PostgreSQL test project: the API tests' stores live in PostgreSQL and are closed for them.
beforeEach(testStarts)
afterEach(() => closeTestStores('test'))
// Closing them also drops the schemas kept emptied for reuse (test-postgres.ts), which may take a while.
afterAll(() => closeTestStores('file'), 60_000)
