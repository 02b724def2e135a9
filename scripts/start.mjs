// `npm start`: build the web app and the server when their builds are missing or older than their
// sources, then serve both from one Node process. Signals go to the server and its exit code becomes
// ours, so process managers see it.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { bin, exitLike, root, run } from './child-process.mjs'

// The server and the MCP tool are not part of the web app's bundle, nor the app part of the server's.
const APP_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts']
const APP_SKIPS = new Set(['src/server', 'src/mcp', 'src/testing'])
const SERVER_SOURCES = ['src/server', 'src/mcp', 'src/contract', 'src/search', 'package.json']
const SERVER_BUNDLE = 'dist-server/cli.mjs'

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

const stale = (built, sources, skips) =>
  builtAt(built) < Math.max(...sources.map((source) => newestMtime(source, skips)))

let build = { code: 0, signal: null }
if (stale('dist/index.html', APP_SOURCES, APP_SKIPS)) {
  console.log('Building the web app (dist/ is missing or older than its sources)…')
  build = await run(bin('vite'), ['build'])
}
if (build.code === 0 && stale(SERVER_BUNDLE, SERVER_SOURCES)) {
  console.log('Building the server (dist-server/ is missing or older than its sources)…')
  build = await run(process.execPath, ['scripts/build-server.mjs'])
}
if (build.code !== 0) exitLike(build)
else exitLike(await run(process.execPath, [SERVER_BUNDLE, 'serve', ...process.argv.slice(2)]))
