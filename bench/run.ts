import { benchApi } from './api'
import { benchWeb } from './web'

/** `npm run bench`: each part writes its figures to bench/results/. `npm run bench -- web` runs one part. */
const parts: Record<string, () => Promise<void>> = { api: benchApi, web: benchWeb }
const chosen = process.argv.slice(2).filter((arg) => arg in parts)
for (const name of chosen.length > 0 ? chosen : Object.keys(parts)) await parts[name]!()
