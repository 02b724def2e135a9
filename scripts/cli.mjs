// `npm run seed|import|keys|mcp -- …`: the server's command line from its bundle (rebuilt first when
// older than its sources), started by plain Node: half a second sooner and some 60 MB lighter than
// compiling TypeScript on every start. Nothing but the command's own output reaches stdout (the MCP
// server speaks there); stdin, signals and the exit code pass through.
import { buildServerIfStale, SERVER_BUNDLE } from './builds.mjs'
import { exitLike, run } from './child-process.mjs'
import { nodeFlagsFor } from './node-flags.mjs'

const build = await buildServerIfStale({ quiet: true })
if (build.code !== 0) exitLike(build)
else {
  const args = process.argv.slice(2)
  exitLike(await run(process.execPath, [...nodeFlagsFor(args), SERVER_BUNDLE, ...args], { quiet: true }))
}
