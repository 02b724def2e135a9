import { createHash } from 'node:crypto'
import type { Sort } from '../../contract/enums'
import type { SearchFilters } from '../../contract/filters'
import { invalidCursor } from '../http/problem'
import type { PagePosition } from '../search-core/traversal'
import type { SearchEndpoint } from './ad-service'
import { hasValidSignature, sign } from './signature'

const PURPOSE = 'cursor'

/**
 * A short hash of what a traversal searches for. Keys are sorted so that the same normalised search
 * always hashes the same; the limit is left out because a client may change page size mid-walk.
 */
export function searchHash(filters: SearchFilters, sort: Sort, endpoint: SearchEndpoint): string {
  const entries = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return createHash('sha256')
    .update(JSON.stringify([endpoint, sort, entries]))
    .digest()
    .subarray(0, 9)
    .toString('base64url')
}

/** Signs a store position into opaque text: base64url of `{p, h}`, a dot, and the HMAC of that text. */
export function sealCursor(secret: string, position: PagePosition, hash: string): string {
  const payload = Buffer.from(JSON.stringify({ p: position, h: hash })).toString('base64url')
  return `${payload}.${sign(secret, PURPOSE, payload)}`
}

/**
 * The position inside a cursor, or a 400 `invalid_cursor` problem. The signature covers the payload's
 * text (not the bytes it decodes to) and is compared as text, so only the exact string this server
 * wrote is accepted: any one-character change fails.
 */
export function openCursor(secret: string, cursor: string, hash: string): PagePosition {
  const [payload, signature, ...rest] = cursor.split('.')
  if (payload === undefined || signature === undefined || rest.length > 0) throw invalidCursor()
  if (!hasValidSignature(secret, PURPOSE, payload, signature)) throw invalidCursor()
  const decoded = decode(payload)
  if (!decoded || decoded.h !== hash) throw invalidCursor()
  return decoded.p
}

function decode(payload: string): { p: PagePosition; h: string } | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString())
    if (typeof value !== 'object' || value === null) return null
    const { p, h } = value as { p?: unknown; h?: unknown }
    if (typeof h !== 'string' || typeof p !== 'object' || p === null || Array.isArray(p)) return null
    const numbers = Object.values(p).every((n) => typeof n === 'number' && Number.isFinite(n))
    return numbers ? { p: p as PagePosition, h } : null
  } catch {
    return null
  }
}
