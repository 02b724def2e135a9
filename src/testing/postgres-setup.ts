import { afterAll, afterEach, beforeEach } from 'vitest'
import { closeTestStores, testStarts } from './test-postgres'

// The PostgreSQL test project: the API tests' stores live in PostgreSQL and are closed for them.
beforeEach(testStarts)
afterEach(() => closeTestStores('test'))
afterAll(() => closeTestStores('file'))
