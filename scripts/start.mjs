// `npm start`: build the web app when dist/ is missing or older than its sources, then serve it and the API
// from one Node process. Signals go to the server and its exit code becomes ours, so process managers see it.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { bin, exitLike, root, run } from './child-process.mjs'

// The server and the MCP tool are not part of the bundle; changing them needs no rebuild.
const SERVER_ONLY = new Set(['src/server', 'src/mcp'])
const APP_SOURCES = ['src', 'public', 'index.html', 'vite.config.ts']

function newestMtime(relative) {
  if (SERVER_ONLY.has(relative)) return 0
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
    newest = Math.max(newest, newestMtime(path.posix.join(relative, entry)))
  }
  return newest
}

function builtAt() {
  try {
    return statSync(path.join(root, 'dist', 'index.html')).mtimeMs
  } catch {
    return -1
  }
}

let build = { code: 0, signal: null }
if (builtAt() < Math.max(...APP_SOURCES.map(newestMtime))) {
  console.log('Building the web app (dist/ is missing or older than its sources)…')
  build = await run(bin('vite'), ['build'])
}
if (build.code !== 0) exitLike(build)
else exitLike(await run(bin('tsx'), ['src/server/cli.ts', 'serve', ...process.argv.slice(2)]))
