import { describeAdStore } from '../store-conformance'
import { openSqliteStore } from './sqlite-store'

describeAdStore('SQLite', (now) => openSqliteStore({ file: ':memory:', now }))
