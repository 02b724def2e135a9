/**
 * Module preloads for the screen an address opens on. The app's entry script loads each route's own
 * code (and what that route loads lazily, such as the advertiser dashboard's charts) only once it
 * has run, a chain of requests in a row before the screen paints; named in the HTML, they download
 * beside the entry script instead. The names come from the build's manifest (`vite build` writes
 * `.vite/manifest.json`), so nothing here lists today's files.
 */

/** The part of Vite's manifest this reads: each chunk by its source, with what it imports. */
export type BuildManifest = Record<
  string,
  { file: string; src?: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
>

/** Route files are split by the router's plugin into a chunk named after the file and this suffix. */
const ROUTE_CHUNK = /^src\/routes\/(.+)\.tsx\?tsr-split=component$/

/**
 * The route file's path pattern, by the router's flat file names: dots are slashes, `$name` is one
 * segment, `index` is the folder itself; `__root` and `_pathless` files name no address.
 */
function routePattern(name: string): RegExp | null {
  const segments = name.split('.').filter((segment) => segment !== 'index')
  if (segments.some((segment) => segment.startsWith('_'))) return null
  const path = segments
    .map((segment) => (segment.startsWith('$') ? '[^/]+' : segment.replace(/[^a-z0-9-]/gi, '\\$&')))
    .join('/')
  return new RegExp(`^/${path}/?$`)
}

/** The files a route's first screen loads: its chunk, its lazy parts, and their imports, each once. */
function routeFiles(manifest: BuildManifest, key: string): string[] {
  const preloadedByEntry = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.isEntry)
      .flatMap((chunk) => [chunk.file, ...(chunk.imports ?? []).map((name) => manifest[name]?.file)]),
  )
  const files = new Set<string>()
  const add = (name: string, lazyToo: boolean) => {
    const chunk = manifest[name]
    if (!chunk || files.has(chunk.file) || preloadedByEntry.has(chunk.file)) return
    files.add(chunk.file)
    for (const imported of chunk.imports ?? []) add(imported, false)
    if (lazyToo) for (const lazy of chunk.dynamicImports ?? []) add(lazy, false)
  }
  add(key, true)
  return [...files]
}

/** `<link rel="modulepreload">` for the route `path` opens on; empty when it is the entry's own or unknown. */
export function routePreloads(manifest: BuildManifest, path: string): string {
  for (const key of Object.keys(manifest)) {
    const name = ROUTE_CHUNK.exec(key)?.[1]
    const pattern = name ? routePattern(name) : null
    if (!pattern?.test(path)) continue
    return routeFiles(manifest, key)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('')
  }
  return ''
}

/** The manifest's text read, or null when the build has none or it is not one. */
export function readManifest(text: string | null): BuildManifest | null {
  if (text === null) return null
  try {
    const parsed: unknown = JSON.parse(text)
    return typeof parsed === 'object' && parsed !== null ? (parsed as BuildManifest) : null
  } catch {
    return null
  }
}
