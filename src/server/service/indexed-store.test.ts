import { describeSearch } from '../../testing/search-conformance'
import { testPostgresRecords } from '../../testing/test-postgres'
import { openSqliteStore } from '../schema/store-schema'
import { IndexedStore } from './indexed-store'

describeSearch('SQLite', async (now) => {
  const records = await openSqliteStore({ file: ':memory:', now })
  return { records, store: await IndexedStore.open({ records, now }) }
})

describeSearch('PostgreSQL', async (now) => {
  const records = await testPostgresRecords({ now })
  return { records, store: await IndexedStore.open({ records, now }) }
})
