import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js'
import { buildMcpServer } from '../mcp/mcp-server'
import { type ApiFetch, appApi } from '../mcp/service-api'
import type { AppConfig } from '../server/config'
import type { StoredAd } from '../server/records/ad-records'
import { TEST_KEY, testApi } from './test-api'

/** Test support: the SDK's own client, connected in memory to the tools over `api`. */
export async function connectClient(api: ApiFetch): Promise<Client> {
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair()
  const client = new Client({ name: 'ad-search-test', version: '1.0.0' })
  await Promise.all([buildMcpServer({ api }).connect(serverSide), client.connect(clientSide)])
  return client
}

/** A fresh app over these ads, and a client whose tools reach its API with the test key. */
export async function testTools(ads: StoredAd[], config: Partial<AppConfig> = {}) {
  const api = await testApi(ads, config)
  return { api, client: await clientWithKey(api, TEST_KEY) }
}

/** A client whose tools reach the app's API with this key (a person's, say). */
export function clientWithKey(api: Awaited<ReturnType<typeof testApi>>, key: string): Promise<Client> {
  return connectClient(appApi((request) => api.app.request(request), 'http://localhost', `Bearer ${key}`))
}

/** The text a client shows of a tool result. */
export function textOf(result: Awaited<ReturnType<Client['callTool']>>): string {
  const content = result.content as { type: string; text?: string }[]
  return content.map((part) => part.text ?? '').join('\n')
}
