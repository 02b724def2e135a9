import { benchApi } from './api'

/** `npm run bench`: each part writes its figures to bench/results/. `npm run bench -- api` runs one part. */
const parts: Record<string, () => Promise<void>> = { api: benchApi }
const chosen = process.argv.slice(2).filter((arg) => arg in parts)
for (const name of chosen.length > 0 ? chosen : Object.keys(parts)) await parts[name]!()
