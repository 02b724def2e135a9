import { z } from 'zod'
import type { AdDraft } from '../ad-draft'
import { listOf, textOf } from './field-values'
import type { SourceFormat, SourceRecord } from './source-format'

/** Our fields a CSV column can fill: the columns of this service's own CSV export. */
export const MAPPABLE_FIELDS = [
  'id',
  'advertiser_id',
  'advertiser',
  'platforms',
  'format',
  'headline',
  'body',
  'cta',
  'landing_url',
  'is_active',
  'started_at',
  'ended_at',
  'countries',
  'languages',
  'niches',
  'reach',
  'image',
  'video',
  'thumbnail',
  'transcript',
  'service_url',
] as const
type Field = (typeof MAPPABLE_FIELDS)[number]
const FieldName = z.enum(MAPPABLE_FIELDS)

/** A pattern of `match`: a regular expression, checked when the map is read. */
const Pattern = z
  .string()
  .min(1)
  .max(200)
  .refine((pattern) => {
    try {
      new RegExp(pattern, 'iu')
      return true
    } catch {
      return false
    }
  }, 'not a regular expression')

/**
 * `--map map.json`: which CSV column fills each of our fields, values for fields the file has no
 * column for, and a prefix for its ids (and advertiser ids) that says where they came from.
 * `match` reads a column of free text into values: each pattern found in the cell (a regular
 * expression, any case) adds its value, as "Instagram Feed" in a placements column means instagram.
 */
export const ColumnMap = z.strictObject({
  id_prefix: z
    .string()
    .max(40)
    .regex(/^[\w.-]*$/, 'letters, digits, _ . and - only')
    .default(''),
  columns: z.partialRecord(FieldName, z.string().min(1).max(200)).default({}),
  values: z
    .partialRecord(FieldName, z.union([z.string().max(2_000), z.array(z.string().max(200))]))
    .default({}),
  match: z.partialRecord(FieldName, z.record(Pattern, z.string().max(200))).default({}),
})
export type ColumnMap = z.output<typeof ColumnMap>

/** The map of a file with our own export's columns: each column fills the field of its name. */
export function identityMap(header: readonly string[]): ColumnMap {
  const columns: Partial<Record<Field, string>> = {}
  for (const field of MAPPABLE_FIELDS) if (header.includes(field)) columns[field] = field
  return { id_prefix: '', columns, values: {}, match: {} }
}

/** Whether a header is our own export's: it has our id and our link to the ad. */
export const isOurExport = (header: readonly string[]) =>
  header.includes('id') && header.includes('service_url') && header.includes('started_at')

/** The columns a map names that a header does not have. */
export function missingColumns(map: ColumnMap, header: readonly string[]): string[] {
  return Object.values(map.columns).filter((column) => !header.includes(column))
}

/** A CSV of any layout, read through a column map. */
export function csvFormat(map: ColumnMap): SourceFormat {
  return {
    name: 'csv',
    recognises: (record) => Object.values(map.columns).every((column) => column in record),
    draftOf: (record) => draftOf(map, record),
  }
}

/** Lists in a spreadsheet: `a|b`, `a, b`, `a; b`, and "English (UK)or English (US)" as old exports write. */
const LIST_SEPARATOR = /\s*(?:[|,;]|\bor\b)\s*/i

function draftOf(map: ColumnMap, record: SourceRecord): AdDraft {
  const value = (field: Field): unknown => {
    const column = map.columns[field]
    if (column === undefined) return map.values[field]
    const cell = unneutralised(record[column])
    const patterns = matchers(map, field)
    return patterns ? patterns.filter(([pattern]) => pattern.test(textOf(cell))).map(([, to]) => to) : cell
  }
  // A field `match` fills holds a list: its first value is the field's text.
  const text = (field: Field) => {
    const raw = value(field)
    return textOf(Array.isArray(raw) ? raw[0] : raw).trim()
  }
  const split = (raw: unknown) =>
    Array.isArray(raw) ? raw : listOf(raw, { split: false }).flatMap((item) => item.split(LIST_SEPARATOR))
  const list = (field: Field) => split(value(field))
  // "United States: Texas; Ohio": the country comes before the regions.
  const countries = () => {
    const raw = value('countries')
    return Array.isArray(raw) ? raw : split(textOf(raw).split(':')[0])
  }
  const prefixed = (id: string) => (id === '' ? '' : `${map.id_prefix}${id}`)
  const landing = text('landing_url')
  const named = { id: prefixed(text('advertiser_id')), name: text('advertiser') }
  return {
    id: prefixed(text('id')),
    advertiser: named.id || named.name ? named : (pageOf(landing, map.id_prefix) ?? named),
    platforms: list('platforms'),
    format: text('format'),
    headline: text('headline'),
    body: text('body'),
    cta: text('cta'),
    landing_url: landing,
    is_active: booleanOf(text('is_active')),
    started_at: text('started_at'),
    ended_at: text('ended_at'),
    countries: countries(),
    languages: list('languages'),
    niches: list('niches'),
    reach: text('reach'),
    media: { image: text('image'), video: text('video'), thumbnail: text('thumbnail') },
    transcript: text('transcript'),
    service_url: text('service_url'),
  }
}

const compiled = new WeakMap<ColumnMap, Map<Field, [RegExp, string][]>>()

/** A field's patterns, compiled once a map. */
function matchers(map: ColumnMap, field: Field): [RegExp, string][] | undefined {
  if (!map.match[field]) return undefined
  let fields = compiled.get(map)
  if (!fields) {
    fields = new Map()
    compiled.set(map, fields)
  }
  let patterns = fields.get(field)
  if (!patterns) {
    patterns = Object.entries(map.match[field]).map(([pattern, to]) => [new RegExp(pattern, 'iu'), to])
    fields.set(field, patterns)
  }
  return patterns
}

/** Our export puts an apostrophe before text a spreadsheet would run as a formula; it comes off here. */
function unneutralised(value: unknown): unknown {
  return typeof value === 'string' && /^'[=+\-@\t\r]/.test(value) ? value.slice(1) : value
}

function booleanOf(text: string): boolean | undefined {
  const lower = text.toLowerCase()
  if (['true', 'yes', '1', 'active'].includes(lower)) return true
  if (['false', 'no', '0', 'inactive', 'stopped'].includes(lower)) return false
  return undefined
}

/**
 * The advertiser of a file that names none, from a landing page that is a Facebook page: old exports
 * link each ad to the page that ran it (`facebook.com/pages/<Name>/<id>`, `facebook.com/<Name>-<id>`
 * or `facebook.com/<handle>`).
 */
function pageOf(landing: string, prefix: string): { id: string; name: string } | undefined {
  const match = /^https?:\/\/(?:www\.|m\.)?facebook\.com\/(?:pages\/([^/?#]+)\/(\d+)|([^/?#]+))/i.exec(
    landing.replace(/\s+/g, ''),
  )
  if (!match) return undefined
  const [, pageName, pageId, handle] = match
  if (pageName && pageId) return { id: `${prefix}page_${pageId}`, name: readable(pageName) }
  if (!handle || ['profile.php', 'groups', 'events', 'watch'].includes(handle.toLowerCase())) return undefined
  // "Black-Matters-1579673598924659": a name, then the page's number.
  const numbered = /^(.+)-(\d{9,})$/.exec(handle)
  if (numbered) return { id: `${prefix}page_${numbered[2]}`, name: readable(numbered[1]!) }
  return { id: `${prefix}page_${handle.toLowerCase()}`, name: readable(handle) }
}

function readable(part: string): string {
  let name = part.replace(/\+/g, ' ')
  try {
    name = decodeURIComponent(name)
  } catch {
    // Kept as written: a stray % is not worth losing the advertiser over.
  }
  return name.replace(/-/g, ' ')
}
