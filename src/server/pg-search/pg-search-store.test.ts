import { describeSearch } from '../../testing/search-conformance'
import { testPostgresRecords } from '../../testing/test-postgres'
import { PgSearchStore } from './pg-search-store'

describeSearch('PostgreSQL, searched inside the database,', async (now) => {
  const records = await testPostgresRecords({ now })
  return { records, store: await PgSearchStore.open({ records, now }) }
})
