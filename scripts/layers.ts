// The layering of the design ("Imports go one way": contract <- search <- app and server) as data,
// checked over the whole tree by scripts/check-layers.ts.
// Rules name folders, never today's files, so files can move without touching this module.
//
// An import is { from, to }: `from` is a repository-relative file; `to` is a repository-relative file,
// a `node:` module or a package specifier (`zod/mini`). Patterns in the rules:
//   `src/x/**` a folder   `src/main.tsx` one file   `**` any file   `*.test` a test file
//   `node:*` any Node module   `package:*` any package   `package:zod` zod and its subpaths (`zod/mini`)

export interface Import {
  from: string
  to: string
}
export interface Violation extends Import {
  rule: string
  reason: string
}
interface Rule {
  name: string
  reason: string
  files: string[] // the importers it governs
  except?: string[] // importers it leaves out
  only?: string[] // what they may import: anything else is a violation
  never?: string[] // what they may not import
  allow?: string[] // what they may import even so (each with its reason in the rule's)
}

const APP = ['src/features/**', 'src/components/**', 'src/lib/**', 'src/routes/**', 'src/main.tsx']
const APP_CODE = [...APP, 'src/routeTree.gen.ts']
const TOOLS = ['e2e/**', 'bench/**', 'scripts/**']

/**
 * The app's features, lowest first: each may import only the ones before it, so no two features
 * import each other (the cycles of issue 33: a change to one no longer drags the other along). A
 * feature that needs a part of a higher one takes it as a prop or a slot (ad-card/save-slot.tsx).
 */
export const FEATURE_ORDER = [
  'account',
  'filters',
  'charts',
  'ad-card',
  'export',
  'ad-detail',
  'watching',
  'boards',
  'search',
  'advertiser',
] as const

const featureRules: Rule[] = FEATURE_ORDER.map((feature, index) => ({
  name: `features-${feature}`,
  reason: `features import only those below them (${FEATURE_ORDER.join(' < ')}); ${feature} may not import ${FEATURE_ORDER.slice(index + 1).join(', ') || 'anything above it'}`,
  files: [`src/features/${feature}/**`],
  never: FEATURE_ORDER.slice(index + 1).map((above) => `src/features/${above}/**`),
}))

export const RULES: Rule[] = [
  {
    name: 'contract',
    reason: 'the contract is the base every side shares: it imports only itself and zod',
    files: ['src/contract/**'],
    only: ['src/contract/**', 'package:zod'],
  },
  {
    name: 'search',
    reason: 'the search model is shared by app and server: it imports only the contract, itself and zod',
    files: ['src/search/**'],
    only: ['src/contract/**', 'src/search/**', 'package:zod'],
  },
  {
    name: 'app',
    reason: 'app code runs in the browser: no server, MCP, test support or node: modules',
    files: APP_CODE,
    never: ['src/server/**', 'src/mcp/**', 'src/testing/**', 'node:*'],
  },
  {
    name: 'server',
    reason: 'the server never depends on the app; code both need belongs in contract or search',
    files: ['src/server/**'],
    never: APP_CODE,
  },
  {
    name: 'mounts-mcp',
    reason: 'only the modules that serve the agent tools (over /mcp and stdio) import them',
    files: ['src/server/**'],
    except: ['src/server/routes/mcp.ts', 'src/server/cli/mcp-command.ts'],
    never: ['src/mcp/**'],
  },
  {
    name: 'mcp',
    reason: 'the MCP server reaches the service only through the HTTP API, not server or app code',
    files: ['src/mcp/**'],
    never: ['src/server/**', ...APP_CODE],
  },
  {
    name: 'index',
    reason: 'the search index is pure and synchronous: only the contract and itself, no packages, no I/O',
    files: ['src/server/index/**'],
    only: ['src/contract/**', 'src/server/index/**', 'src/server/search-core/**'],
  },
  {
    name: 'search-core',
    reason:
      'what both search engines share (cursor, traversal, BM25) is pure: only the contract and itself, so neither engine leaks into the other',
    files: ['src/server/search-core/**'],
    only: ['src/contract/**', 'src/server/search-core/**'],
  },
  {
    name: 'records',
    reason: 'persistence sits below index, service and HTTP and knows none of them',
    files: ['src/server/records/**'],
    never: ['src/server/index/**', 'src/server/service/**', 'src/server/routes/**', 'src/server/http/**'],
  },
  {
    name: 'records-workspace',
    reason:
      "persistence knows nothing of accounts, boards or teams: the workspace keeps its tables over the records' connection, and server/schema/ puts its schema steps beside the ads'",
    files: ['src/server/records/**'],
    never: ['src/server/workspace/**'],
  },
  {
    name: 'service',
    reason:
      'the service answers whoever asks (HTTP, CLI, MCP): it knows no HTTP, except the problem it throws, the one error type onError answers',
    files: ['src/server/service/**'],
    never: ['src/server/http/**'],
    allow: ['src/server/http/problem.ts'],
  },
  {
    name: 'media',
    reason: 'media are stored and served for every ad, imported or seeded: media never import the seed',
    files: ['src/server/media/**'],
    never: ['src/server/seed/**'],
  },
  {
    name: 'upstream',
    reason:
      'upstream mode is a client of another instance, below the service that uses it: it imports neither the service nor imports',
    files: ['src/server/upstream/**'],
    never: ['src/server/service/**', 'src/server/imports/**'],
  },
  {
    name: 'openapi',
    reason: 'the OpenAPI document is written from the contract, not from the routes that serve it',
    files: ['src/server/openapi/**'],
    never: ['src/server/routes/**'],
  },
  {
    name: 'testing',
    reason: 'test support and test files are for tests only: production code never imports them',
    files: ['**'],
    except: ['*.test', 'src/testing/**', ...TOOLS],
    never: ['src/testing/**', '*.test'],
  },
  {
    name: 'server-only',
    reason: 'only the server itself, test support and tools (e2e, bench, scripts) import src/server',
    files: ['**'],
    except: ['src/server/**', 'src/testing/**', ...TOOLS],
    never: ['src/server/**'],
  },
  ...featureRules,
]

// Tests may use test tooling (vitest, fast-check, node: modules) and src/testing wherever they live;
// the folder rules still hold for everything else a test imports.
const TEST_SUPPORT = ['src/testing/**', 'node:*', 'package:*']

const REPO_FOLDERS = /^(src|e2e|bench|scripts)\//
const isPackage = (to: string) => !to.startsWith('node:') && !REPO_FOLDERS.test(to)
const packageName = (to: string) => to.split('/', to.startsWith('@') ? 2 : 1).join('/')

function matches(pattern: string, path: string): boolean {
  if (pattern === '**') return true
  if (pattern === '*.test') return /\.test\.tsx?$/.test(path)
  if (pattern === 'node:*') return path.startsWith('node:')
  if (pattern === 'package:*') return isPackage(path)
  if (pattern.startsWith('package:')) return isPackage(path) && packageName(path) === pattern.slice(8)
  if (pattern.endsWith('/**')) return path.startsWith(pattern.slice(0, -2))
  return path === pattern
}
const any = (patterns: string[] | undefined, path: string) => !!patterns?.some((p) => matches(p, path))

function breaks(rule: Rule, { from, to }: Import): boolean {
  if (!any(rule.files, from) || any(rule.except, from)) return false
  if (any(rule.allow, to)) return false
  return (rule.only !== undefined && !any(rule.only, to)) || any(rule.never, to)
}

/** Every import against the layering, each with the first rule it breaks. */
export function layerViolations(imports: readonly Import[]): Violation[] {
  return imports.flatMap((imp) => {
    if (matches('*.test', imp.from) && any(TEST_SUPPORT, imp.to)) return []
    const rule = RULES.find((r) => breaks(r, imp))
    return rule ? [{ ...imp, rule: rule.name, reason: rule.reason }] : []
  })
}
