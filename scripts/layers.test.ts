import { describe, expect, it } from 'vitest'
import { layerViolations } from './layers'

// Which rule each import breaks, or undefined when it is allowed.
const ruleOf = (from: string, to: string) => layerViolations([{ from, to }])[0]?.rule

describe('layerViolations', () => {
  it.each([
    ['contract', 'src/contract/ad.ts', 'src/search/url-state.ts'],
    ['contract', 'src/contract/ad.ts', 'node:crypto'],
    ['contract', 'src/contract/ad.ts', 'hono'],
    ['search', 'src/search/url-state.ts', 'src/features/search/chips.tsx'],
    ['search', 'src/search/url-state.ts', '@tanstack/react-router'],
    ['app', 'src/features/search/grid.tsx', 'src/server/config.ts'],
    ['app', 'src/components/line-icon.tsx', 'src/mcp/service-api.ts'],
    ['app', 'src/lib/api.ts', 'src/testing/ad-fixture.ts'],
    ['app', 'src/main.tsx', 'node:fs'],
    ['app', 'src/routeTree.gen.ts', 'src/server/app.ts'],
    ['server', 'src/server/routes/first-page.ts', 'src/features/search/first-page.ts'],
    ['server', 'src/server/upstream/upstream-answer.ts', 'src/lib/parse-json.ts'],
    ['server', 'src/server/cli.ts', 'src/main.tsx'],
    ['mounts-mcp', 'src/server/routes/first-page.ts', 'src/mcp/service-api.ts'],
    ['mcp', 'src/mcp/search-tool.ts', 'src/server/service/ad-service.ts'],
    ['mcp', 'src/mcp/service-api.ts', 'src/lib/parse-json.ts'],
    ['index', 'src/server/index/search-index.ts', 'src/server/records/ad-records.ts'],
    ['index', 'src/server/index/search-index.ts', 'node:fs'],
    ['index', 'src/server/index/search-index.ts', 'zod'],
    ['records', 'src/server/records/sqlite/sqlite-records.ts', 'src/server/index/search-index.ts'],
    ['records', 'src/server/records/ad-records.ts', 'src/server/service/ad-service.ts'],
    ['records', 'src/server/records/ad-records.ts', 'src/server/http/problem.ts'],
    ['records-workspace', 'src/server/records/batch-writer.ts', 'src/server/workspace/boards.ts'],
    ['records-workspace', 'src/server/records/sqlite/migrations.ts', 'src/server/workspace/boards.ts'],
    ['records-workspace', 'src/server/records/ad-records.ts', 'src/server/workspace/api-keys.ts'],
    ['service', 'src/server/service/cursor.ts', 'src/server/http/caller.ts'],
    ['media', 'src/server/media/ad-image.ts', 'src/server/seed/ad-copy.ts'],
    ['upstream', 'src/server/upstream/upstream-ad.ts', 'src/server/service/derived-fields.ts'],
    ['upstream', 'src/server/upstream/upstream-ad.ts', 'src/server/imports/ad-draft.ts'],
    ['openapi', 'src/server/openapi/operations.ts', 'src/server/routes/exports.ts'],
    ['testing', 'src/server/service/ad-service.ts', 'src/testing/ad-fixture.ts'],
    ['testing', 'src/server/routes/search.ts', 'src/server/routes/search.test.ts'],
    ['server-only', 'src/new-folder/thing.ts', 'src/server/config.ts'],
    ['features-ad-card', 'src/features/ad-card/ad-card.tsx', 'src/features/boards/save-control.tsx'],
    ['features-ad-card', 'src/features/ad-card/ad-row.tsx', 'src/features/watching/new-marks.tsx'],
    ['features-ad-detail', 'src/features/ad-detail/ad-detail.tsx', 'src/features/boards/save-control.tsx'],
    [
      'features-charts',
      'src/features/charts/advertiser/launches-chart.tsx',
      'src/features/advertiser/week-periods.ts',
    ],
    ['features-boards', 'src/features/boards/board-grid.tsx', 'src/features/search/ad-grid.tsx'],
  ])('%s: %s may not import %s', (rule, from, to) => {
    expect(ruleOf(from, to)).toBe(rule)
  })

  it.each([
    ['src/contract/ad.ts', 'src/contract/enums.ts'],
    ['src/contract/ad.ts', 'zod'],
    ['src/contract/ad.ts', 'zod/mini'],
    ['src/search/url-state.ts', 'src/contract/search-params.ts'],
    ['src/features/search/grid.tsx', 'src/search/url-state.ts'],
    ['src/features/search/grid.tsx', '@tanstack/react-query'],
    ['src/server/routes/first-page.ts', 'src/search/first-page.ts'],
    ['src/server/records/ad-records.ts', 'node:fs'],
    ['src/server/service/ad-service.ts', 'src/server/index/search-index.ts'],
    ['src/server/index/search-index.ts', 'src/contract/ad.ts'],
    ['src/server/routes/mcp.ts', 'src/mcp/mcp-server.ts'],
    ['src/server/service/upstream-service.ts', 'src/server/http/problem.ts'],
    ['src/server/media/ad-image.ts', 'src/server/seeded-random.ts'],
    ['src/server/seed/ad-copy.ts', 'src/server/seeded-random.ts'],
    ['src/server/upstream/upstream-ad.ts', 'src/contract/running-days.ts'],
    ['src/server/openapi/operations.ts', 'src/contract/exports.ts'],
    ['src/server/schema/store-schema.ts', 'src/server/workspace/workspace-schema.ts'],
    ['src/server/schema/store-schema.ts', 'src/server/records/sqlite/migrations.ts'],
    ['src/server/workspace/team.ts', 'src/server/records/ad-records.ts'],
    ['src/mcp/search-tool.ts', 'src/search/url-state.ts'],
    ['src/testing/search-conformance.ts', 'src/server/records/ad-records.ts'],
    ['e2e/fixtures.ts', 'src/server/app.ts'],
    ['bench/run.ts', 'src/testing/ad-fixture.ts'],
    ['scripts/check-layers.ts', 'typescript'],
    ['src/features/boards/save-control.tsx', 'src/features/ad-card/save-slot.tsx'],
    ['src/features/search/ad-grid.tsx', 'src/features/boards/saved-marks.tsx'],
    ['src/features/advertiser/chart-drawing.tsx', 'src/features/charts/advertiser/dashboard-charts.tsx'],
    ['src/features/boards/board-grid.tsx', 'src/components/ui/virtual-masonry.tsx'],
  ])('%s may import %s', (from, to) => {
    expect(layerViolations([{ from, to }])).toEqual([])
  })

  it('lets test files use src/testing and test tooling, and keeps their folder rules', () => {
    expect(
      ruleOf('src/server/index/search-index.test.ts', 'src/testing/search-conformance.ts'),
    ).toBeUndefined()
    expect(ruleOf('src/server/index/search-index.test.ts', 'vitest')).toBeUndefined()
    expect(ruleOf('src/contract/keywords.test.ts', 'fast-check')).toBeUndefined()
    expect(ruleOf('src/features/search/grid.test.tsx', 'src/testing/ad-fixture.ts')).toBe(undefined)
    expect(ruleOf('src/server/index/search-index.test.ts', 'src/server/records/ad-records.ts')).toBe('index')
    expect(ruleOf('src/mcp/mcp-server.test.ts', 'src/server/routes/test-api.ts')).toBe('mcp')
  })

  it('reports each offending import once, readable, and passes the rest', () => {
    const violations = layerViolations([
      { from: 'src/contract/ad.ts', to: 'src/server/config.ts' },
      { from: 'src/contract/ad.ts', to: 'zod' },
    ])
    expect(violations).toEqual([
      {
        from: 'src/contract/ad.ts',
        to: 'src/server/config.ts',
        rule: 'contract',
        reason: expect.stringContaining('imports only itself and zod'),
      },
    ])
  })
})
