import { createInterface } from 'node:readline'
import { ROLES, type Role } from '../../contract/team'
import { type Config, loadConfig } from '../config'
import { type Person, TeamError, teamOf } from '../workspace/team'
import { openKeyStore } from './open-store'
import { parseCommand, UsageError } from './usage'

const USAGE =
  'users takes: create --email E [--name N] [--role admin|member|viewer] | list | role --email E --role R | ' +
  'reset-link --email E | remove --email E'

/**
 * `users`: the team from the command line, for whoever runs the server: the first admin without the
 * welcome link, a lost password, a role. The password of `create` is asked for without echo, or read
 * from the first line of standard input when that is not a terminal (never from an argument, which
 * the process list and shell history would keep).
 */
export async function usersCommand(args: string[]): Promise<number> {
  const { positionals, values } = parseCommand(args, {
    email: { type: 'string' },
    name: { type: 'string' },
    role: { type: 'string' },
  })
  const [action, ...rest] = positionals
  if (rest.length > 0 || action === undefined) throw new UsageError(USAGE)
  // Each action's options: those it needs, then those it also takes.
  const options: Record<string, [needs: string[], takes: string[]]> = {
    create: [['email'], ['name', 'role']],
    list: [[], []],
    role: [['email', 'role'], []],
    'reset-link': [['email'], []],
    remove: [['email'], []],
  }
  const [needs, takes] = options[action] ?? [undefined, []]
  const given = Object.keys(values).filter((name) => values[name as keyof typeof values] !== undefined)
  if (
    !needs ||
    needs.some((name) => !given.includes(name)) ||
    given.some((name) => ![...needs, ...takes].includes(name))
  ) {
    throw new UsageError(USAGE)
  }
  const role = roleOf(values.role)
  const config = loadConfig()
  const password = action === 'create' ? await askPassword() : undefined
  const records = await openKeyStore(config)
  const team = teamOf(records, config)
  try {
    if (action === 'list') {
      const people = await team.list()
      if (people.length === 0)
        console.log(
          'Nobody has an account yet; make one with: npm run users -- create --email E --role admin',
        )
      for (const person of people) console.log(listLine(person))
      return 0
    }
    if (action === 'create') {
      const email = values.email!
      const person = await team.create({
        email,
        name: values.name?.trim() || email.split('@')[0]!,
        password: password!,
        role: values.role === undefined ? 'member' : role,
      })
      console.log(`Made ${person.email} (${person.role}). They can sign in now.`)
      return 0
    }
    const person = await team.findByEmail(values.email!)
    if (!person) {
      console.error(
        `Nobody in the team has the email address ${values.email}; npm run users -- list shows them.`,
      )
      return 1
    }
    if (action === 'role') {
      const changed = await team.setRole(person.id, role)
      console.log(`${changed.email} is now ${changed.role}; it holds on their next request.`)
    } else if (action === 'reset-link') {
      const token = await team.resetToken(person.id)
      // Printed because this command was asked for it; it works once, for an hour.
      console.log(`${origin(config)}/reset-password#${token}`)
      console.error(`A link for ${person.email} to set a new password: it works once, for an hour.`)
    } else {
      await team.remove(person.id)
      console.log(`Removed ${person.email}: their sessions and API keys stopped working.`)
    }
    return 0
  } catch (error) {
    if (!(error instanceof TeamError)) throw error
    console.error(error.message)
    return 1
  } finally {
    await records.close()
  }
}

function roleOf(text: string | undefined): Role {
  if (text === undefined) return 'member'
  if ((ROLES as readonly string[]).includes(text)) return text as Role
  throw new UsageError(`--role must be admin, member or viewer, not '${text}'`)
}

/** Where people reach the server, for links: ADS_PUBLIC_URL, else what `serve` listens on. */
function origin(config: Config): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin
  const host = config.host.includes(':') ? `[${config.host}]` : config.host
  return `http://${host === '0.0.0.0' || host === '[::]' ? '127.0.0.1' : host}:${config.port}`
}

/** `Ana Example  ana@example.com  admin  2026-11-23` */
function listLine(person: Person): string {
  return `${person.email}  ${person.role.padEnd(6)}  ${new Date(person.createdMs).toISOString().slice(0, 10)}  ${person.name}`
}

/** The new password: typed twice without echo at a terminal, else the first line of standard input. */
async function askPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    const lines = createInterface({ input: process.stdin })
    for await (const line of lines) {
      lines.close()
      return line
    }
    throw new UsageError('Give the password on standard input (its first line), or run this at a terminal')
  }
  const first = await hidden('Password (at least 15 characters; a few unrelated words work well): ')
  const second = await hidden('The same password again: ')
  if (first !== second) throw new UsageError('The two passwords differ; nothing was made')
  return first
}

/** One line read at the terminal with echo off (raw mode: the terminal shows nothing typed). */
function hidden(prompt: string): Promise<string> {
  const { stdin } = process
  process.stderr.write(prompt)
  stdin.setRawMode(true)
  stdin.setEncoding('utf8')
  stdin.resume()
  let typed = ''
  return new Promise((resolve, reject) => {
    const done = () => {
      stdin.off('data', onData)
      stdin.setRawMode(false)
      stdin.pause()
      process.stderr.write('\n')
    }
    const onData = (chunk: string) => {
      for (const character of chunk) {
        if (character === '\r' || character === '\n') {
          done()
          return resolve(typed)
        }
        if (character === '\u0003') {
          done()
          return reject(new UsageError('Stopped; nothing was made'))
        }
        typed =
          character === '\u007f' || character === '\b' ? [...typed].slice(0, -1).join('') : typed + character
      }
    }
    stdin.on('data', onData)
  })
}
