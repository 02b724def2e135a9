import type { Kysely } from 'kysely'
import type { StoreConnection } from '../records/ad-records'
import { createAccounts, endResetLinks, type Role } from './accounts'
import { apiKeyRecords } from './api-keys'
import { boardRecords } from './boards'
import { invitationRecords } from './invitations'
import { limitCounts } from './limits'
import { passwordProblem } from './passwords'
import { watchingRecords } from './watching'

/** Someone in the team, as the app and the API show them. */
export interface Person {
  id: string
  name: string
  email: string
  role: Role
  createdMs: number
}

/** A session older than this ends, however much it is used (better-auth only has an idle limit). */
export const ABSOLUTE_SESSION_MS = 30 * 24 * 60 * 60 * 1000

/** Why a change to the team is refused, in words the page can show. */
export class TeamError extends Error {
  constructor(
    readonly status: 400 | 404 | 409,
    message: string,
    readonly parameter?: string,
  ) {
    super(message)
  }
}

export interface TeamOptions {
  connection: StoreConnection
  secret: string
  /** Where people reach the server (ADS_PUBLIC_URL); over https, cookies are sent over https only. */
  baseURL: string
  now?: () => number
}

interface UserRow {
  id: string
  name: string
  email: string
  role: string | null
  createdAt: Date | string
}

type Tables = {
  user: UserRow
  session: { id: string; userId: string; token: string; createdAt: Date | string }
  account: { id: string; userId: string }
}

const roleOf = (text: string | null): Role => (text === 'admin' || text === 'viewer' ? text : 'member')
const msOf = (value: Date | string | number) =>
  value instanceof Date ? value.getTime() : new Date(value).getTime()
const personOf = (row: UserRow): Person => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: roleOf(row.role),
  createdMs: msOf(row.createdAt),
})

/** Addresses compare without case or surrounding spaces: `Ana@Example.com ` is ana@example.com. */
export const normalEmail = (email: string) => email.trim().toLowerCase()

/**
 * The team over one store: people and their sessions (better-auth), invitation links, API keys and
 * the shared limits. Roles are read from the store on every request, so a change of role or a
 * removal holds at once on every node.
 */
export function openTeam({ connection, secret, baseURL, now = Date.now }: TeamOptions) {
  const db = connection.db as unknown as Kysely<Tables>
  // better-auth hands a reset token to this callback; an admin's "reset link" picks it up here.
  const resetTokens = new Map<string, string>()
  const auth = createAccounts({
    connection,
    secret,
    baseURL,
    onResetToken: (personId, token) => resetTokens.set(personId, token),
  })
  const keys = apiKeyRecords(connection.db, now)
  const invitations = invitationRecords(connection.db, now)
  const boards = boardRecords(connection.db, now, connection.type)
  const limits = limitCounts(connection.db, now)
  const watching = watchingRecords(connection.db, now)

  const people = () => db.selectFrom('user').select(['id', 'name', 'email', 'role', 'createdAt'])
  const find = async (id: string) => {
    const row = await people().where('id', '=', id).executeTakeFirst()
    return row && personOf(row)
  }
  const adminCount = async () =>
    Number(
      (
        await db
          .selectFrom('user')
          .select((select) => select.fn.countAll<number>().as('count'))
          .where('role', '=', 'admin')
          .executeTakeFirstOrThrow()
      ).count,
    )
  /** An admin may not leave the team without one: nobody could then manage people or keys. */
  const keepsAnAdmin = async (person: Person) => {
    if (person.role === 'admin' && (await adminCount()) <= 1) {
      throw new TeamError(409, `${person.name} is the team's only admin; make someone else admin first`)
    }
  }

  return {
    auth,
    keys,
    invitations,
    limits,
    boards,
    watching,
    /** The team's clock: what "the last 7 days" and "since you last looked" are counted against. */
    now,

    count: async () =>
      Number(
        (
          await db
            .selectFrom('user')
            .select((select) => select.fn.countAll<number>().as('count'))
            .executeTakeFirstOrThrow()
        ).count,
      ),

    list: async (): Promise<Person[]> =>
      (await people().orderBy('createdAt').orderBy('id').execute()).map(personOf),

    find,

    findByEmail: async (email: string) => {
      const row = await people().where('email', '=', normalEmail(email)).executeTakeFirst()
      return row && personOf(row)
    },

    /**
     * Adds a person with a password they chose. Checked here, not by better-auth: its server-side
     * createUser skips the length rule, and the breached-pattern check is ours.
     */
    async create(input: { email: string; name: string; password: string; role: Role }): Promise<Person> {
      const email = normalEmail(input.email)
      const name = input.name.trim()
      if (!/^[^\s@]+@[^\s@]+$/.test(email) || email.length > 254) {
        throw new TeamError(400, 'Give an email address such as ana@example.com', 'email')
      }
      if (name === '' || name.length > 100)
        throw new TeamError(400, 'Give a name of 1 to 100 characters', 'name')
      const weak = await passwordProblem(input.password, { email, name })
      if (weak) throw new TeamError(400, weak, 'password')
      if (await this.findByEmail(email)) {
        throw new TeamError(409, `There is already an account for ${email}`, 'email')
      }
      const made = await auth.api.createUser({
        // Its types know only its default roles; with no `roles` option it keeps whatever it is given.
        body: { email, name, password: input.password, role: input.role as 'admin' },
      })
      return { ...personOf({ ...made.user, role: input.role }) }
    },

    async setRole(id: string, role: Role): Promise<Person> {
      const person = await find(id)
      if (!person) throw new TeamError(404, 'There is no such person in the team')
      if (role !== 'admin') await keepsAnAdmin(person)
      await db.updateTable('user').set({ role }).where('id', '=', id).execute()
      // Their invitations were made as an admin: they end with that role.
      if (role !== 'admin') await invitations.withdrawMadeBy(id)
      return { ...person, role }
    },

    /**
     * Removes a person: their sessions end and their keys stop working on the next request, on
     * every node, as both are looked up in the store each time; the invitations they made are
     * withdrawn; their private boards, saved searches and follows are deleted.
     */
    async remove(id: string): Promise<Person> {
      const person = await find(id)
      if (!person) throw new TeamError(404, 'There is no such person in the team')
      await keepsAnAdmin(person)
      await invitations.withdrawMadeBy(id)
      for (const key of await keys.list())
        if (key.owner === id && key.revokedMs === null) await keys.revoke(key.id)
      // Their private boards go with them; what they shared with the team stays the team's.
      await boards.removeOwnedBy(id)
      await watching.removeOwnedBy(id)
      await db.deleteFrom('session').where('userId', '=', id).execute()
      await db.deleteFrom('account').where('userId', '=', id).execute()
      await db.deleteFrom('user').where('id', '=', id).execute()
      return person
    },

    /**
     * A one-time token that sets a new password for the person (better-auth's reset, valid an hour);
     * the person's earlier tokens stop working.
     */
    async resetToken(id: string): Promise<string> {
      const person = await find(id)
      if (!person) throw new TeamError(404, 'There is no such person in the team')
      resetTokens.delete(id)
      await auth.api.requestPasswordReset({ body: { email: person.email } })
      const token = resetTokens.get(id)
      resetTokens.delete(id)
      if (!token) throw new Error('better-auth made no reset token')
      // The newest link is the one that works: whoever held an earlier one asked again, or lost it.
      await endResetLinks(connection, id, token)
      return token
    },

    /** Ends one session (by its id) if it is older than the absolute limit; true when it was. */
    async endIfTooOld(session: { id: string; createdAt: Date | string }): Promise<boolean> {
      if (now() - msOf(session.createdAt) <= ABSOLUTE_SESSION_MS) return false
      await db.deleteFrom('session').where('id', '=', session.id).execute()
      return true
    },
  }
}

export type Team = ReturnType<typeof openTeam>

/** The team of a store, as the app's configuration places it. */
export function teamOf(
  records: { connection: StoreConnection },
  config: { secret: string; publicUrl?: string },
  now?: () => number,
): Team {
  return openTeam({
    connection: records.connection,
    secret: config.secret,
    baseURL: config.publicUrl ?? 'http://localhost',
    ...(now && { now }),
  })
}
