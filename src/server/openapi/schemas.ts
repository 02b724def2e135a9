import { z } from 'zod'
import { Ad, AdList, OneAd } from '../../contract/ad'
import {
  Annotation,
  Board,
  BoardChange,
  BoardList,
  BoardRequest,
  OneSavedAd,
  SavedAdPage,
  SavedLookup,
  SavedMedia,
  SavedWhere,
  ShareChange,
  SharedAdPage,
  SharedBoard,
} from '../../contract/boards'
import { FacetList } from '../../contract/facets'
import { ImportReport } from '../../contract/imports'
import { LookupResult } from '../../contract/lookup'
import { Problem } from '../../contract/problem'
import { SearchBody } from '../../contract/search-params'
import { AdvertiserAnswer, SimilarAnswer, TimelineAnswer } from '../../contract/stats'
import {
  ApiKeyList,
  InvitationList,
  InvitationRequest,
  JoinCheck,
  JoinOffer,
  JoinRequest,
  KeyRequest,
  MadeInvitation,
  MadeKey,
  Me,
  OneTimeLink,
  PeopleList,
  Person,
  PersonChange,
} from '../../contract/team'
import { VersionsAnswer } from '../../contract/versions'
import {
  Follow,
  FollowList,
  LookedFollow,
  LookedSearch,
  SavedSearch,
  SavedSearchChange,
  SavedSearchList,
  SavedSearchRequest,
} from '../../contract/watching'
import type { Notes } from './parameters'

/** A JSON Schema 2020-12 object, the dialect of OpenAPI 3.1. */
export type JsonSchema = Record<string, unknown>

/** The answer of `GET /openapi.json`: checked only as far as a client needs to find its way in. */
export const OpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
})

// The document's words for fields whose meaning a name does not carry. Registered here, on the
// server, rather than in the contract: the app's bundle would carry them for nothing.
z.globalRegistry.add(SavedMedia, {
  description: "What became of the saved ad's media: kept by this server, or why not",
})
z.globalRegistry.add(SavedMedia.shape.state, {
  description:
    "kept: the ad's media links point to this server and do not expire (or it had none to fetch); " +
    'pending: they are being fetched; failed: some could not be kept and link to their source still',
})
z.globalRegistry.add(SavedMedia.shape.problem, {
  description: 'Why, when failed: which media, and a few words, e.g. "video: answered 404"',
})

/** Answers as the server writes them (zod's output side), named in `components.schemas`. */
export const ANSWERS = {
  Ad,
  AdList,
  OneAd,
  LookupResult,
  FacetList,
  Problem,
  OpenApiDocument,
  Me,
  Person,
  PeopleList,
  Joined: z.object({ person: Person }),
  JoinOffer,
  InvitationList,
  MadeInvitation,
  OneTimeLink,
  ApiKeyList,
  MadeKey,
  Board,
  BoardList,
  SavedAdPage,
  OneSavedAd,
  SavedWhere,
  SharedBoard,
  SharedAdPage,
  SavedSearchList,
  OneSavedSearch: z.object({ data: SavedSearch }),
  LookedSearch,
  FollowList,
  OneFollow: z.object({ data: Follow }),
  LookedFollow,
  /** A file an export streams: text, in the operation's media type. */
  ExportFile: z.string(),
  ImportReport,
  TimelineAnswer,
  AdvertiserAnswer,
  SimilarAnswer,
  VersionsAnswer,
}
/** Bodies as clients send them (zod's input side). */
const BODIES = {
  SearchBody,
  JoinCheck,
  JoinRequest,
  PersonChange,
  InvitationRequest,
  KeyRequest,
  BoardRequest,
  BoardChange,
  ShareChange,
  Annotation,
  SavedLookup,
  SavedSearchRequest,
  SavedSearchChange,
  /** A file of ads to import: text, in the request's media type. */
  ImportFile: z.string(),
}
export type SchemaName = keyof typeof ANSWERS | keyof typeof BODIES

export const schemaRef = (name: SchemaName) => ({ $ref: `#/components/schemas/${name}` })

/** `components.schemas`, generated from the zod contract: nothing here is written twice. */
export function componentSchemas(notes: Notes): Record<SchemaName, JsonSchema> {
  const registry = z.registry<{ id: string }>()
  for (const [id, schema] of Object.entries(ANSWERS)) registry.add(schema, { id })
  // Registered schemas become `$ref`s in one another (an AdList's items are `Ad`).
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    io: 'output',
    uri: (id) => `#/components/schemas/${id}`,
  })
  const answers = Object.fromEntries(Object.entries(schemas).map(([id, schema]) => [id, plain(schema)]))
  // The body as a client may send it: the input side, before lists are split and values normalised.
  const bodies = Object.fromEntries(
    Object.entries(BODIES).map(([id, schema]) => [id, inputSchema(schema, notes)]),
  )
  return { ...answers, ...bodies } as Record<SchemaName, JsonSchema>
}

/** A request schema (body or parameters) as a client writes it, with the parameters' descriptions. */
export function inputSchema(schema: z.core.$ZodType, notes: Notes): JsonSchema {
  return plain(z.toJSONSchema(schema, { target: 'draft-2020-12', io: 'input', metadata: notes }))
}

/**
 * The document declares the dialect once (OpenAPI 3.1 is 2020-12), and zod's `$id` for a registered
 * schema is its `uri`, a bare fragment that 2020-12 does not allow as an id: the place names it.
 */
function plain(schema: object): JsonSchema {
  const { $schema: _dialect, $id: _id, ...rest } = schema as JsonSchema
  return rest
}
