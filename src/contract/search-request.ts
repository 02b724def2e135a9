import type { z } from 'zod'
import { LIST_PARAMETERS, normaliseSearch, SearchBody, type SearchParams } from './search-params'

/** One thing wrong with a request's parameters. `unknown`: a parameter this endpoint does not take. */
export interface ParameterIssue {
  parameter: string
  detail: string
  unknown: boolean
}

export type Parsed<T> = { ok: true; value: T } | { ok: false; issues: ParameterIssue[] }

export function issuesOf(error: z.ZodError): ParameterIssue[] {
  return error.issues.flatMap((issue): ParameterIssue[] => {
    if (issue.code === 'unrecognized_keys') {
      return issue.keys.map((key) => ({
        parameter: key,
        detail: `unknown parameter '${key}'`,
        unknown: true,
      }))
    }
    const parameter = issue.path.length > 0 ? String(issue.path[0]) : 'body'
    return [{ parameter, detail: issue.message, unknown: false }]
  })
}

/** Spec 4.2: the JSON body of `POST /ads/query`. */
export function parseSearchBody(body: unknown): Parsed<SearchParams> {
  const result = SearchBody.safeParse(body)
  if (!result.success) return { ok: false, issues: issuesOf(result.error) }
  const value = normaliseSearch(result.data)
  const { started_after: after, started_before: before } = value
  if (after && before && before < after) {
    const detail = `${before} is before started_after (${after}): a range runs forwards`
    return { ok: false, issues: [{ parameter: 'started_before', detail, unknown: false }] }
  }
  return { ok: true, value }
}

const LISTS: readonly string[] = LIST_PARAMETERS

/**
 * Spec 4.3 and 4.4: a query string. Lists may be comma-separated, repeated, or both; any other
 * parameter given twice is an error rather than a silent pick of one. `platforms: false` for the
 * endpoint locked to one platform, where it is not a parameter.
 */
export function parseSearchQuery(
  query: URLSearchParams,
  options: { platforms: boolean },
): Parsed<SearchParams> {
  // Without a prototype, `__proto__` is a key like any other, and so is unknown like any other.
  const raw: Record<string, unknown> = Object.create(null)
  const issues: ParameterIssue[] = []
  for (const key of new Set(query.keys())) {
    const values = query.getAll(key)
    if (key === 'platforms' && !options.platforms) {
      issues.push({
        parameter: key,
        detail: 'this endpoint is locked to one platform and takes no platforms',
        unknown: true,
      })
    } else if (LISTS.includes(key)) {
      raw[key] = values
    } else if (values.length > 1) {
      issues.push({ parameter: key, detail: `given ${values.length} times; give it once`, unknown: false })
    } else {
      raw[key] = scalar(key, values[0]!)
    }
  }
  const parsed = parseSearchBody(raw)
  if (issues.length > 0) return { ok: false, issues: [...issues, ...(parsed.ok ? [] : parsed.issues)] }
  return parsed
}

/** Query strings carry only text; turn the typed parameters into JSON types so one schema checks both forms. */
function scalar(key: string, value: string): unknown {
  if (key === 'active') return value === 'true' ? true : value === 'false' ? false : value
  if (key === 'limit' || key === 'min_running_days')
    return /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value
  return value
}
