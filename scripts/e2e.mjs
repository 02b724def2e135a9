// `npm run test:e2e`: build the web app and the server, then run Playwright against them (extra arguments
// go to Playwright). playwright.config.ts starts a seeded server from the fresh build itself, as `npm start` does.
import { bin, exitLike, run } from './child-process.mjs'

let build = await run(bin('vite'), ['build'])
if (build.code === 0) build = await run(process.execPath, ['scripts/build-server.mjs'])
if (build.code !== 0) exitLike(build)
else exitLike(await run(bin('playwright'), ['test', ...process.argv.slice(2)]))
