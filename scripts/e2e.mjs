// `npm run test:e2e`: build the web app and the server, then run Playwright against them (extra arguments
// go to Playwright). playwright.config.ts starts a seeded server from the fresh build itself, as `npm start` does.
import { existsSync } from 'node:fs'
import { chromium } from '@playwright/test'
import { bin, exitLike, run } from './child-process.mjs'

// The browser playwright.config.ts drives: Playwright's own, or the system's where there is one. Without
// either, say how to get one before spending minutes on a build.
if (!existsSync('/usr/bin/chromium') && !existsSync(chromium.executablePath())) {
  console.error(
    'The end-to-end tests need Chromium: `npx playwright install chromium`, or `apt-get install chromium`.',
  )
  process.exit(1)
}

let build = await run(bin('vite'), ['build'])
if (build.code === 0) build = await run(process.execPath, ['scripts/build-server.mjs'])
if (build.code !== 0) exitLike(build)
else exitLike(await run(bin('playwright'), ['test', ...process.argv.slice(2)]))
