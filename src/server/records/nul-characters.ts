/**
 * U+0000 (NUL) is the one character PostgreSQL's `text` cannot hold (error 22021; `jsonb` refuses
 * `\u0000` with 22P05), and no ad means one. So imports take it out and count it, requests holding
 * one are refused naming where, and the records take it out of what they write and of what they
 * read, so that a store that took one in before still opens and searches. JSON writes it as
 * `\u0000`: a text that does not hold that (or a raw NUL) is not looked through at all.
 */
export const NUL = '\u0000'

/** Whether a value read from this JSON text may hold a NUL: JSON.parse refuses a raw one. */
export const mayHoldNul = (json: string) => json.includes('\\u0000')

/** The value with every NUL taken out of its strings and keys; the same value when it holds none. */
export function withoutNul<T>(value: T): T {
  if (typeof value === 'string') return (value.includes(NUL) ? value.replaceAll(NUL, '') : value) as T
  if (typeof value !== 'object' || value === null) return value
  if (Array.isArray(value)) {
    const items = value.map(withoutNul)
    return (items.some((item, i) => item !== value[i]) ? items : value) as T
  }
  let changed = false
  const entries = Object.entries(value).map(([key, item]): [string, unknown] => {
    const clean: [string, unknown] = [withoutNul(key), withoutNul(item)]
    if (clean[0] !== key || clean[1] !== item) changed = true
    return clean
  })
  return (changed ? Object.fromEntries(entries) : value) as T
}

/** Where the first NUL is in a value (`tags.0`; a key holding one is named as written), or undefined. */
export function nulPath(value: unknown, path: readonly (string | number)[] = []): string | undefined {
  if (typeof value === 'string') return value.includes(NUL) ? path.join('.') : undefined
  if (typeof value !== 'object' || value === null) return undefined
  for (const [key, item] of Object.entries(value)) {
    const at = [...path, Array.isArray(value) ? Number(key) : key]
    if (key.includes(NUL)) return at.join('.')
    const found = nulPath(item, at)
    if (found !== undefined) return found
  }
  return undefined
}
