/**
 * Reading one field of a record, whether it came from JSON (strings, numbers, arrays, objects) or
 * from a CSV cell, where a list may be written as JSON, as Python's repr ("['a', 'b']", as pandas
 * writes API results) or joined by `|`, `,` or `;`.
 */

/** A field as text: strings as they are, numbers as written, anything else as empty. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  if (typeof value === 'bigint') return String(value)
  return ''
}

/** The first of the fields that has a value. */
export function pick(
  record: Readonly<Record<string, unknown>>,
  fields: readonly string[],
): string | undefined {
  for (const field of fields) {
    const text = textOf(record[field]).trim()
    if (text !== '') return text
  }
  return undefined
}

export const firstOf = (list: readonly string[]) => list[0] ?? ''

/**
 * A list field. `split: false` keeps a plain string whole (ad copy has commas in it); lists of
 * codes and names are split on `|`, `,` and `;` as spreadsheets write them.
 */
export function listOf(value: unknown, { split = true } = {}): string[] {
  if (Array.isArray(value)) return value.map(textOf).filter((item) => item.trim() !== '')
  const text = textOf(value).trim()
  if (text === '') return []
  if (text.startsWith('[') && text.endsWith(']')) {
    const parsed = listLiteral(text)
    if (parsed) return parsed
  }
  if (!split) return [text]
  return text
    .split(/\s*[|,;]\s*/)
    .map((item) => item.trim())
    .filter((item) => item !== '')
}

/** A list written as JSON, or as Python's repr of a list of strings; null if it is neither. */
function listLiteral(text: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(text)
    if (Array.isArray(parsed)) return parsed.map(textOf).filter((item) => item.trim() !== '')
  } catch {
    // Not JSON: perhaps Python's repr.
  }
  const items = [...text.matchAll(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"/g)].map((match) =>
    (match[1] ?? match[2] ?? '').replace(/\\(.)/g, '$1'),
  )
  return items.length > 0 ? items.filter((item) => item.trim() !== '') : null
}

const SCALE: Record<string, number> = { '': 1, k: 1_000, m: 1_000_000, b: 1_000_000_000 }

/**
 * The lower bound of an audience figure: a number, `{ lower_bound, upper_bound }` (as JSON or as
 * Python's repr in a CSV cell), or a range as libraries print them: `1000-1999`, `1K-10K`, `1M+`,
 * `>1M`, `<1000` (which is 0). Undefined when there is no figure; NaN when it cannot be read, so the
 * importer says so.
 */
export function lowerBoundOf(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value === 'number') return value
  if (typeof value === 'object') return lowerBoundOf((value as { lower_bound?: unknown }).lower_bound)
  const text = textOf(value).trim().replaceAll(',', '')
  if (text === '') return undefined
  const bound = /lower_bound['"]?\s*:\s*['"]?(\d+)/.exec(text)
  if (bound) return Number(bound[1])
  if (text.startsWith('<')) return 0
  const range = /^(?:>|≥|>=)?\s*(\d+(?:\.\d+)?)\s*([kmb]?)\b/i.exec(text)
  if (!range) return Number.NaN
  return Math.round(Number(range[1]) * (SCALE[range[2]!.toLowerCase()] ?? 1))
}
