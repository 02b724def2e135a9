import { getMigrations } from 'better-auth/db/migration'
import { afterEach, describe, expect, it } from 'vitest'
import { testPostgresRecords } from '../../testing/test-postgres'
import type { AdRecords } from '../records/ad-records'
import { openSqliteStore } from '../schema/store-schema'
import { accountsOptions, CLIENT_ADDRESS_HEADER, createAccounts } from './accounts'

const BASE = 'http://127.0.0.1:3000'
const opened: AdRecords[] = []
afterEach(async () => {
  for (const records of opened.splice(0)) await records.close()
})

const STORES = [
  { name: 'SQLite', open: () => openSqliteStore({ file: ':memory:' }) },
  { name: 'PostgreSQL', open: () => testPostgresRecords() },
]

const signIn = (
  auth: ReturnType<typeof createAccounts>,
  email: string,
  password: string,
  { origin = BASE, address = '192.0.2.10' } = {},
) =>
  auth.handler(
    new Request(`${BASE}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, [CLIENT_ADDRESS_HEADER]: address },
      body: JSON.stringify({ email, password }),
    }),
  )

describe.each(STORES)('$name: accounts', ({ open }) => {
  async function accounts() {
    const records = await open()
    opened.push(records)
    const options = { connection: records.connection, secret: 's'.repeat(64), baseURL: BASE }
    return { auth: createAccounts(options), options, records }
  }

  it('have every table better-auth needs from our own migrations', async () => {
    const { options } = await accounts()
    const { toBeCreated, toBeAdded } = await getMigrations(accountsOptions(options))
    expect(toBeCreated.map((table) => table.table)).toEqual([])
    expect(toBeAdded.map((table) => table.table)).toEqual([])
  })

  it('sign a person in with the right password only, with one answer for every wrong one', async () => {
    const { auth } = await accounts()
    const password = 'a long enough passphrase'
    await auth.api.createUser({ body: { email: 'ana@example.com', password, name: 'Ana', role: 'admin' } })
    // A sign-in posted by another site's page is refused, cookie or not (no login CSRF).
    const forgedSignIn = await signIn(auth, 'ana@example.com', password, {
      origin: 'https://evil.example',
      address: '198.51.100.7',
    })
    expect(forgedSignIn.status).toBe(403)
    const signedIn = await signIn(auth, 'ana@example.com', password)
    expect(signedIn.status).toBe(200)
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!
    const session = await auth.api.getSession({ headers: new Headers({ cookie }) })
    expect(session?.user).toMatchObject({ email: 'ana@example.com', role: 'admin' })
    // A sign-out posted by another site's page, with the person's cookie, is refused: the session lives.
    const forged = await auth.handler(
      new Request(`${BASE}/api/auth/sign-out`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example', cookie },
        body: '{}',
      }),
    )
    expect(forged.status).toBe(403)
    expect(await auth.api.getSession({ headers: new Headers({ cookie }) })).not.toBeNull()

    const wrongPassword = await signIn(auth, 'ana@example.com', `${password}!`)
    const unknownPerson = await signIn(auth, 'nobody@example.com', password)
    expect([wrongPassword.status, unknownPerson.status]).toEqual([401, 401])
    expect(await wrongPassword.json()).toEqual(await unknownPerson.json())
  })

  it('refuse sign-ups nobody was invited to', async () => {
    const { auth, records } = await accounts()
    const signUp = await auth.handler(
      new Request(`${BASE}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: BASE },
        body: JSON.stringify({ email: 'eve@example.com', password: 'a long enough passphrase', name: 'Eve' }),
      }),
    )
    expect(signUp.status).toBeGreaterThanOrEqual(400)
    expect(signUp.status).toBeLessThan(500)
    const people = await records.connection.db
      .selectFrom('user' as never)
      .select('email' as never)
      .execute()
    expect(people).toEqual([])
  })
})
