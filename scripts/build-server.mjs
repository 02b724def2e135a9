// `npm run build` (and `npm start` when the server changed): the server and its CLI as one JavaScript
// module, so `serve` starts plain Node without compiling TypeScript at start-up (seconds, and some 60 MB
// of memory for as long as it runs). Packages stay in node_modules; only our own code is bundled.
import { build } from 'esbuild'

await build({
  entryPoints: ['src/server/cli.ts'],
  outfile: 'dist-server/cli.mjs',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
})
