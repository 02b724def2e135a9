import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js'
import { describe, expect, it } from 'vitest'
import { AdList, OneAd } from '../../contract/ad'
import { runCli } from '../../testing/cli-process'

const TSX = join('node_modules', '.bin', 'tsx')
const CLI = join('src', 'server', 'cli.ts')

// Starting tsx and seeding takes seconds on a busy two-core machine.
describe('the mcp command', { timeout: 90_000 }, () => {
  it('seeds an empty index and serves the tools over stdio, with nothing but the protocol on stdout', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ads-mcp-'))
    const transport = new StdioClientTransport({
      command: TSX,
      args: [CLI, 'mcp'],
      env: { ADS_DATA_DIR: dataDir, ADS_SEED_COUNT: '200' },
      stderr: 'pipe',
    })
    let stderr = ''
    transport.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk
    })
    const client = new Client({ name: 'ad-search-test', version: '1.0.0' })
    // A line on stdout that is not a JSON-RPC message reaches the client as an error.
    const errors: Error[] = []
    client.onerror = (error) => errors.push(error)
    await client.connect(transport)
    try {
      const result = await client.callTool({ name: 'search_ads', arguments: { limit: 5, sort: 'oldest' } })
      const page = AdList.parse(result.structuredContent)
      expect(page.pagination.total).toBe(200)
      expect(page.data).toHaveLength(5)
      // Links point at the web app where `serve` would listen with the same configuration.
      expect(page.data[0]?.service_url).toMatch(/^http:\/\/127\.0\.0\.1:3000\/ads\//)
      const one = await client.callTool({ name: 'get_ad', arguments: { id: page.data[0]!.id } })
      expect(OneAd.parse(one.structuredContent).data.id).toBe(page.data[0]!.id)
    } finally {
      await client.close()
    }
    expect(errors).toEqual([])
    expect(stderr).toContain('The index is empty: generating 200 ads')
    expect(stderr).toContain('Ad Search MCP server is ready on stdio.')
    // The tools used a key of the process's own: none was made in the store (where no one could
    // ever see it), so the first `serve` still shows one.
    const keys = await runCli(['keys', 'list'], { ADS_DATA_DIR: dataDir })
    expect(keys.output).toContain('No keys yet')
  })
})
