import { benchApi } from './api'
import { benchEngines } from './engines'
import { benchExport } from './export'
import { benchImport } from './import'
import { benchLoad } from './load'
import { benchPatterns } from './patterns'
import { benchPostgresWrites } from './postgres-writes'
import { benchSignIn } from './sign-in'
import { benchSlowClients } from './slow-clients'
import { benchTagFilters } from './tag-filters'
import { benchTags } from './tags'
import { benchWeb } from './web'

/** `npm run bench`: each part writes its figures to bench/results/. `npm run bench -- load` runs one part. */
const parts: Record<string, () => Promise<void>> = {
  api: benchApi,
  engines: benchEngines,
  export: benchExport,
  import: benchImport,
  load: benchLoad,
  patterns: benchPatterns,
  postgres: benchPostgresWrites,
  'sign-in': benchSignIn,
  'slow-clients': benchSlowClients,
  tags: benchTags,
  'tag-filters': benchTagFilters,
  web: benchWeb,
}
const chosen = process.argv.slice(2).filter((arg) => arg in parts)
for (const name of chosen.length > 0 ? chosen : Object.keys(parts)) await parts[name]!()
