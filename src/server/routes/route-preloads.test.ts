import { describe, expect, it } from 'vitest'
import { type BuildManifest, readManifest, routePreloads } from './route-preloads'

/** A manifest shaped like the build's: an entry, two route chunks, a lazy part and shared chunks. */
const MANIFEST: BuildManifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_shared-1.js'],
    dynamicImports: ['src/routes/advertisers.$advertiserId.tsx?tsr-split=component'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js' },
  '_styles-1.js': { file: 'assets/styles-1.js' },
  'src/routes/advertisers.$advertiserId.tsx?tsr-split=component': {
    file: 'assets/advertisers._advertiserId-1.js',
    imports: ['_shared-1.js', '_styles-1.js'],
    dynamicImports: ['src/features/charts/advertiser/dashboard-charts.tsx'],
  },
  'src/features/charts/advertiser/dashboard-charts.tsx': {
    file: 'assets/dashboard-charts-1.js',
    imports: ['_shared-1.js', '_styles-1.js'],
    dynamicImports: ['src/features/charts/far-away.tsx'],
  },
  'src/features/charts/far-away.tsx': { file: 'assets/far-away-1.js' },
  'src/routes/boards.index.tsx?tsr-split=component': { file: 'assets/boards.index-1.js' },
  'src/routes/__root.tsx?tsr-split=component': { file: 'assets/root-1.js' },
}

const hrefs = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1])

describe('the module preloads of the screen an address opens on', () => {
  it("names an advertiser page's own code and the charts it loads lazily, each once", () => {
    expect(hrefs(routePreloads(MANIFEST, '/advertisers/meta_123'))).toEqual([
      '/assets/advertisers._advertiserId-1.js',
      '/assets/styles-1.js',
      '/assets/dashboard-charts-1.js',
    ])
  })

  it("leaves out what the entry's HTML preloads already, and what the lazy parts load lazily", () => {
    const html = routePreloads(MANIFEST, '/advertisers/meta_123')
    expect(html).not.toContain('shared-1.js')
    expect(html).not.toContain('index-1.js')
    expect(html).not.toContain('far-away-1.js')
  })

  it('reads index routes as their folder and names nothing for other addresses', () => {
    expect(hrefs(routePreloads(MANIFEST, '/boards'))).toEqual(['/assets/boards.index-1.js'])
    expect(hrefs(routePreloads(MANIFEST, '/boards/'))).toEqual(['/assets/boards.index-1.js'])
    expect(routePreloads(MANIFEST, '/advertisers')).toBe('')
    expect(routePreloads(MANIFEST, '/advertisers/a/b')).toBe('')
    expect(routePreloads(MANIFEST, '/nowhere')).toBe('')
  })

  it('takes a missing or damaged manifest as none', () => {
    expect(readManifest(null)).toBeNull()
    expect(readManifest('{not json')).toBeNull()
    expect(readManifest('"a string"')).toBeNull()
    expect(readManifest(JSON.stringify(MANIFEST))).toEqual(MANIFEST)
  })
})
