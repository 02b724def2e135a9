// `npm start`: build the web app and the server when their builds are missing or older than their
// sources, then serve both from one Node process. Signals go to the server and its exit code becomes
// ours, so process managers see it.
import { buildAppIfStale, buildServerIfStale, SERVER_BUNDLE } from './builds.mjs'
import { exitLike, run } from './child-process.mjs'

let build = await buildAppIfStale()
if (build.code === 0) build = await buildServerIfStale()
if (build.code !== 0) exitLike(build)
else exitLike(await run(process.execPath, [SERVER_BUNDLE, 'serve', ...process.argv.slice(2)]))
