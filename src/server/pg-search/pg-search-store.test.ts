import { describeSearch } from '../../testing/search-conformance'
import { testPostgresRecords } from '../../testing/test-postgres'
import { PgSearchStore } from './pg-search-store'

describeSearch('PostgreSQL, searched inside the database,', async (now) => {
  const records = await testPostgresRecords({ now })
  // Words in two ads or more get bitmaps as they are written, so both ways of matching are tested;
  // ranking by relevance walks every class of matches, however few (relevance-walks.ts), and pages by
  // date walk their index however few the matches (few-matches.ts).
  return {
    records,
    store: await PgSearchStore.open({ records, now, commonWordAds: 2, lookUpTo: 0, sortUpTo: 0 }),
  }
})
