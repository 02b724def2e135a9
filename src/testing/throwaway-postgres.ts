import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'

/**
 * A PostgreSQL cluster of the tests' own, made from the machine's binaries in a temporary folder and
 * listening on a free loopback port; `stop` ends it and removes the folder. It trades durability for
 * speed (no fsync): nothing in it outlives the run.
 */
export interface ThrowawayPostgres {
  url: string
  stop(): Promise<void>
}

export const HOW_TO_GET_POSTGRES =
  'The PostgreSQL tests start a throwaway PostgreSQL from the machine’s binaries and found none: ' +
  '`apt-get install postgresql` (or your system’s package), or set ADS_TEST_DATABASE_URL to a database of your own.'

/** Where the machine keeps initdb and postgres: PATH first, then Debian's versioned folders, newest first. */
export function postgresBinDir(): string | undefined {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (dir && existsSync(path.join(dir, 'initdb')) && existsSync(path.join(dir, 'postgres'))) return dir
  }
  const debian = '/usr/lib/postgresql'
  if (!existsSync(debian)) return undefined
  const versions = readdirSync(debian)
    .filter((name) => existsSync(path.join(debian, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a))
  return versions[0] === undefined ? undefined : path.join(debian, versions[0], 'bin')
}

/**
 * initdb and postgres refuse to run as root; as root the cluster runs as the `postgres` user (or
 * `nobody` where there is none), which then owns its folder.
 */
function clusterUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  for (const name of ['postgres', 'nobody']) {
    try {
      const id = (flag: string) => Number(execFileSync('id', [flag, name], { encoding: 'utf8' }).trim())
      return { uid: id('-u'), gid: id('-g') }
    } catch {
      // No such user: try the next.
    }
  }
  throw new Error('Running as root, and neither a postgres nor a nobody user exists to run PostgreSQL as.')
}

async function freePort(): Promise<number> {
  return await new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
  })
}

function runToEnd(command: string, args: string[], options: { cwd: string; uid?: number; gid?: number }) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} failed (${code}):\n${output}`)),
    )
  })
}

const FOLDER_PREFIX = 'ad-search-test-postgres-'
/** The test run's process id, in the folder: a folder whose run is gone is a leftover. */
const RUN_PID_FILE = 'run.pid'

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * A run killed outright (SIGKILL, SIGTERM) leaves its cluster running and its folder behind: the next
 * run stops such clusters (an immediate shutdown) and removes their folders.
 */
function removeLeftovers() {
  for (const name of readdirSync(os.tmpdir())) {
    if (!name.startsWith(FOLDER_PREFIX)) continue
    const folder = path.join(os.tmpdir(), name)
    try {
      const runPid = Number(readFileSync(path.join(folder, RUN_PID_FILE), 'utf8'))
      if (!runPid || alive(runPid)) continue
      const postmaster = path.join(folder, 'data', 'postmaster.pid')
      const serverPid = existsSync(postmaster) ? Number(readFileSync(postmaster, 'utf8').split('\n')[0]) : 0
      if (serverPid && alive(serverPid)) process.kill(serverPid, 'SIGQUIT')
      rmSync(folder, { recursive: true, force: true })
    } catch {
      // Not ours to judge (no run.pid, another user's folder): leave it.
    }
  }
}

const USER = 'ads'
const PASSWORD = 'ads'
const DATABASE = 'ads_test'

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBinDir()
  if (!bin) throw new Error(HOW_TO_GET_POSTGRES)
  const owner = clusterUser()
  removeLeftovers()
  const folder = mkdtempSync(path.join(os.tmpdir(), FOLDER_PREFIX))
  const removeFolder = () => rmSync(folder, { recursive: true, force: true })
  try {
    writeFileSync(path.join(folder, RUN_PID_FILE), String(process.pid))
    const data = path.join(folder, 'data')
    const passwordFile = path.join(folder, 'password')
    writeFileSync(passwordFile, `${PASSWORD}\n`)
    if (owner) {
      chownSync(folder, owner.uid, owner.gid)
      chownSync(passwordFile, owner.uid, owner.gid)
    }
    const asOwner = { cwd: folder, ...owner }
    await runToEnd(
      path.join(bin, 'initdb'),
      [
        '--pgdata',
        data,
        '--username',
        USER,
        '--pwfile',
        passwordFile,
        '--auth-host=scram-sha-256',
        '--auth-local=trust',
        '--encoding=UTF8',
        '--locale=C',
        '--no-sync',
        '--no-instructions',
      ],
      asOwner,
    )
    const port = await freePort()
    const server = spawn(
      path.join(bin, 'postgres'),
      [
        '-D',
        data,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${folder}`,
        // The tests open a pool per store and run files side by side.
        '-c',
        'max_connections=300',
        // Nothing here has to survive a crash: skip the waits for the disk.
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
      ],
      { ...asOwner, stdio: ['ignore', 'ignore', 'pipe'] },
    )
    let log = ''
    server.stderr?.on('data', (chunk) => {
      log = (log + chunk).slice(-4_000)
    })
    const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`
    try {
      await createDatabaseWhenReady(server, url.replace(`/${DATABASE}`, '/postgres'), () => log)
    } catch (error) {
      await ended(server)
      throw error
    }
    // A run cut short (Ctrl-C, a crash) skips the teardown: the server and its folder go with the process.
    const onExit = () => {
      server.kill('SIGQUIT')
      removeFolder()
    }
    process.once('exit', onExit)
    return {
      url,
      async stop() {
        process.off('exit', onExit)
        await ended(server)
        removeFolder()
      },
    }
  } catch (error) {
    removeFolder()
    throw error
  }
}

/** Waits for the server to take connections (a few hundred milliseconds), then makes the tests' database. */
async function createDatabaseWhenReady(server: ChildProcess, adminUrl: string, log: () => string) {
  const deadline = Date.now() + 60_000
  for (;;) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL stopped as it started:\n${log()}`)
    const client = new pg.Client({ connectionString: adminUrl })
    try {
      await client.connect()
      await client.query(`CREATE DATABASE ${DATABASE}`)
      return
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`PostgreSQL did not start in a minute:\n${log()}\n${error}`)
    } finally {
      await client.end().catch(() => {})
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A fast shutdown (SIGINT): open connections are cut, then the server ends. */
function ended(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    server.once('exit', () => resolve())
    server.kill('SIGINT')
  })
}
