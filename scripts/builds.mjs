// Whether the web app's and the server's builds are older than their sources, and rebuilding them then:
// `npm start` and the command-line scripts run the builds, never a stale one.
import { existsSync, readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { bin, root, run } from './child-process.mjs'

// The server and the MCP tool are not part of the web app's bundle, nor the app part of the server's.
const APP_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts']
const APP_SKIPS = new Set(['src/server', 'src/mcp', 'src/testing'])
// The server's bundle holds its packages too: npm writes node_modules/.package-lock.json on each install.
const SERVER_SOURCES = [
  'src/server',
  'src/mcp',
  'src/contract',
  'src/search',
  'package.json',
  'node_modules/.package-lock.json',
]
export const SERVER_BUNDLE = 'dist-server/cli.mjs'

function newestMtime(relative, skips = new Set()) {
  if (skips.has(relative)) return 0
  let stat
  try {
    stat = statSync(path.join(root, relative))
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(relative) ? 0 : stat.mtimeMs
  // A directory's own mtime moves when a file in it is deleted or renamed, which also needs a rebuild.
  let newest = stat.mtimeMs
  for (const entry of readdirSync(path.join(root, relative))) {
    newest = Math.max(newest, newestMtime(path.posix.join(relative, entry), skips))
  }
  return newest
}

function builtAt(file) {
  try {
    return statSync(path.join(root, file)).mtimeMs
  } catch {
    return -1
  }
}

/**
 * A build is stale when it is missing or older than its sources. Where there are no sources (a
 * production image holds only the builds and `npm ci --omit=dev`'s packages), the builds are used.
 */
const stale = (built, sources, skips) =>
  existsSync(path.join(root, 'src'))
    ? builtAt(built) < Math.max(...sources.map((source) => newestMtime(source, skips)))
    : builtAt(built) < 0

const DONE = { code: 0, signal: null }

/** Builds the web app when dist/ is missing or older than its sources. */
export async function buildAppIfStale() {
  if (!stale('dist/index.html', APP_SOURCES, APP_SKIPS)) return DONE
  console.log('Building the web app (dist/ is missing or older than its sources)…')
  return run(bin('vite'), ['build'])
}

/**
 * Builds the server when its bundle is missing or older than its sources. `quiet` keeps stdout clean
 * for commands whose output is data (the MCP server speaks on stdout): what it says goes to stderr.
 */
export async function buildServerIfStale({ quiet = false } = {}) {
  if (!stale(SERVER_BUNDLE, SERVER_SOURCES)) return DONE
  const say = quiet ? console.error : console.log
  say('Building the server (dist-server/ is missing or older than its sources)…')
  return run(process.execPath, ['scripts/build-server.mjs'], { quiet })
}
