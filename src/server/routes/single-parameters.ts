import type { ParameterIssue } from '../../contract/search-request'

/**
 * Query parameters that take one value each. Given twice, a parameter is an error rather than a silent
 * pick of one (as in the contract's search parameters); any name not in `known` is unknown.
 */
export function singleParameters<K extends string>(query: URLSearchParams, known: readonly K[]) {
  const values: Partial<Record<K, string>> = {}
  const issues: ParameterIssue[] = []
  for (const key of new Set(query.keys())) {
    const all = query.getAll(key)
    if (!(known as readonly string[]).includes(key)) {
      issues.push({
        parameter: key,
        detail: `unknown parameter '${key}'; this endpoint takes ${known.join(', ')}`,
        unknown: true,
      })
    } else if (all.length > 1) {
      issues.push({ parameter: key, detail: `given ${all.length} times; give it once`, unknown: false })
    } else {
      values[key as K] = all[0]!
    }
  }
  return { values, issues }
}
