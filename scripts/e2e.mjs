// `npm run test:e2e`: build the web app, then run Playwright against it (extra arguments go to Playwright).
// playwright.config.ts starts a seeded server on the fresh build itself.
import { bin, exitLike, run } from './child-process.mjs'

const build = await run(bin('vite'), ['build'])
if (build.code !== 0) exitLike(build)
else exitLike(await run(bin('playwright'), ['test', ...process.argv.slice(2)]))
