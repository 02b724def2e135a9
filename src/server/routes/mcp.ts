import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js'
import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { buildMcpServer } from '../../mcp/mcp-server'
import { appApi } from '../../mcp/service-api'
import type { AppConfig } from '../config'
import type { AppFetch } from '../http/app-fetch'
import { type ApiEnv, identify } from '../http/caller'
import { MAX_BODY_BYTES } from '../http/json-body'
import { ProblemError, problemResponse, wrongMethod } from '../http/problem'
import { sameOriginOnly } from '../http/same-origin'
import type { Team } from '../workspace/team'

export interface McpRoutesOptions {
  config: AppConfig
  team: Team
  /** The whole app: the tools ask its /api/v1 as any client would, local index or upstream alike. */
  app: AppFetch
}

/**
 * `/mcp`: the tools over Streamable HTTP, stateless (a fresh server per request, no session id) and
 * answering plain JSON, since every tool call is one request and one answer. Only bearer keys get in:
 * a browser session cookie would let any page the user visits drive the tools.
 */
export function mcpRoutes({ config, team, app }: McpRoutesOptions) {
  return new Hono<ApiEnv>()
    .use(async (c, next) => {
      await next()
      c.header('Cache-Control', 'no-store')
    })
    .use(sameOriginOnly(config.publicUrl))
    .use(requireBearerKey)
    .use(identify(config, team))
    .post('/', async (c) => {
      // The caller's own key goes on to /api/v1, so its access and rate limit apply to tool calls too.
      const origin = new URL(c.req.url).origin
      const server = buildMcpServer({ api: appApi(app, origin, c.req.header('Authorization')!) })
      const transport = new WebStandardStreamableHTTPServerTransport({
        enableJsonResponse: true,
        maxRequestBodySize: MAX_BODY_BYTES,
      })
      await server.connect(transport)
      try {
        return await transport.handleRequest(c.req.raw)
      } finally {
        await server.close()
      }
    })
    .all('/', (c) => problemResponse(c, wrongMethod(c.req.method, ['POST'])))
}

const requireBearerKey = createMiddleware(async (c, next) => {
  if (c.req.header('Authorization') === undefined) {
    throw new ProblemError(401, 'unauthorized', 'Send an API key as Authorization: Bearer <key>', [], {
      'WWW-Authenticate': 'Bearer realm="ads"',
    })
  }
  return next()
})
