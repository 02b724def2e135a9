import { OPERATIONS, type Operation } from './operations'
import { describedParameters, type Notes } from './parameters'
import { type ProblemStatus, problemRef, problemResponses } from './problem-responses'
import { componentSchemas, inputSchema, type JsonSchema, schemaRef } from './schemas'

const ABOUT = `Search the ads that brands run on Facebook, Instagram, TikTok, YouTube, Google and more.

Every error is \`application/problem+json\` (RFC 9457) with a stable \`code\` and, in \`errors\`, the
parameters at fault. A path asked with a method it does not take answers 405 with \`Allow\`.`

/** The OpenAPI 3.1 document of /api/v1, built from the route table and the zod contract. */
export function openApiDocument() {
  const notes = describedParameters()
  return {
    openapi: '3.1.0',
    info: { title: 'Ad Search Service API', version: '1', description: ABOUT },
    // Relative to where the document is served, so it holds behind any proxy or port.
    servers: [{ url: '/api/v1' }],
    security: [{ apiKey: [] }, { session: [] }],
    tags: [
      { name: 'Search', description: 'Pages of ads for a search' },
      { name: 'Ads', description: 'One ad' },
      { name: 'Filters', description: 'Valid filter values, with counts' },
      { name: 'Boards', description: 'Saved ads, kept as they were when saved' },
      { name: 'Watching', description: 'Saved searches and followed advertisers, and what is new in them' },
      { name: 'Team', description: 'Who is signed in, people, invitations and API keys' },
      { name: 'Reference', description: 'This document' },
    ],
    paths: pathsOf(OPERATIONS, notes),
    components: {
      schemas: componentSchemas(notes),
      responses: problemResponses(),
      securitySchemes: {
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'An API key as `Authorization: Bearer <key>`, made in the app (Settings) or with ' +
            '`npm run keys -- create`; ADS_API_KEYS gives read keys for automation.',
        },
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'ads.session_token',
          description:
            "The web app's HttpOnly session, from signing in at /api/auth/sign-in/email. A request that " +
            "changes something must come from the app's own pages (Origin, Sec-Fetch-Site).",
        },
      },
    },
  }
}

function pathsOf(operations: Operation[], notes: Notes) {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const operation of operations) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: operationOf(operation, notes) }
  }
  return paths
}

function operationOf(operation: Operation, notes: Notes) {
  const {
    operationId,
    tag,
    summary,
    description,
    body,
    bodyExample,
    ok,
    okStatus = 200,
    open,
    session,
    mayDrop,
  } = operation
  const okType = operation.okMediaType ?? 'application/json'
  const problems: ProblemStatus[] = [...operation.problems, ...(open ? [] : ([401, 429] as const))]
  return {
    operationId,
    tags: [tag],
    summary,
    ...(description && { description }),
    ...(open && { security: [] }),
    ...(session && { security: [{ session: [] }] }),
    parameters: [
      ...parametersOf(operation.pathParameters, 'path', notes),
      ...parametersOf(operation.query, 'query', notes),
    ],
    ...(body && {
      requestBody: {
        required: true,
        content: operation.bodyMediaTypes
          ? Object.fromEntries(operation.bodyMediaTypes.map((type) => [type, { schema: schemaRef(body) }]))
          : { 'application/json': { schema: schemaRef(body), example: bodyExample } },
      },
    }),
    responses: {
      [okStatus]: {
        description: summary,
        ...(mayDrop && { headers: { 'Upstream-Dropped': UPSTREAM_DROPPED } }),
        ...(ok && { content: { [okType]: { schema: schemaRef(ok) } } }),
      },
      ...Object.fromEntries(problems.sort((a, b) => a - b).map((status) => [status, problemRef(status)])),
    },
  }
}

const UPSTREAM_DROPPED = {
  description: 'Upstream mode: how many records the remote service sent off-contract and were left out.',
  schema: { type: 'string', pattern: '^[0-9]+$' },
}

/** One parameter per property of the zod object, its schema generated as a client writes it. */
function parametersOf(object: Operation['query'], where: 'path' | 'query', notes: Notes) {
  if (!object) return []
  const { properties = {}, required = [] } = inputSchema(object, notes) as {
    properties?: Record<string, JsonSchema>
    required?: string[]
  }
  return Object.entries(properties).map(([name, { description, ...schema }]) => ({
    name,
    in: where,
    required: where === 'path' || required.includes(name),
    ...(typeof description === 'string' && { description }),
    schema,
  }))
}
