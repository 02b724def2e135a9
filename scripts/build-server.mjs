// `npm run build` (and `npm start` when the server changed): the server and its CLI as one JavaScript
// module, so `serve` starts plain Node without compiling TypeScript at start-up (seconds, and some 60 MB
// of memory for as long as it runs).
//
// The packages are bundled too. Node spent most of a start finding, reading and linking their
// thousands of small modules (better-auth's alone took 0.4 s): one file starts in about half the time
// (1.17 s to 0.6 s on the benchmark's PostgreSQL store). A package stays in node_modules only when it
// needs its own files when it runs.
import { build } from 'esbuild'

const STAYS_IN_NODE_MODULES = [
  // A native addon, found by its path.
  'better-sqlite3',
  // pg's optional native client, when installed.
  'pg-native',
  // Its transports start worker threads from files beside its own.
  'pino',
]

await build({
  entryPoints: {
    cli: 'src/server/cli.ts',
    // The creative-tag worker's thread (tag-worker.ts) starts from a file of its own, beside the CLI.
    'tag-worker-thread': 'src/server/creative-tags/tag-worker-thread.ts',
  },
  outdir: 'dist-server',
  outExtension: { '.js': '.mjs' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external: STAYS_IN_NODE_MODULES,
  // Bundled CommonJS packages call require() for Node's own modules, which an ES module lacks.
  banner: {
    js: "import { createRequire as createRequireForPackages } from 'node:module'; const require = createRequireForPackages(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
})
