/**
 * The parameters of one SQL statement as it is put together: each value added gives its `$n`, so
 * values never enter the statement's text.
 */
export class SqlParams {
  readonly values: unknown[] = []
  /**
   * Arrays added already, by their cast: a search's bitmaps of rows (some 260 KB of hex) go once
   * however often a statement names them.
   */
  private readonly added = new Map<unknown, { cast: string; placeholder: string }>()

  add(value: unknown, cast = ''): string {
    const isArray = Array.isArray(value)
    const known = isArray ? this.added.get(value) : undefined
    if (known?.cast === cast) return known.placeholder
    this.values.push(value)
    const placeholder = `$${this.values.length}${cast && `::${cast}`}`
    if (isArray && known === undefined) this.added.set(value, { cast, placeholder })
    return placeholder
  }
}

/** A statement run in the caller's snapshot, with its parameters; the rows it returns. */
export type Query = <T>(text: string, values: unknown[]) => Promise<T[]>

/**
 * `v.position` is one of `positions`, each looked up in the primary key. They go as one array
 * literal (node-postgres writes a long array element by element, far more slowly), hidden from the
 * planner in a subquery: seeing 14,000 positions, it spent 4 ms weighing them and chose to scan a
 * whole date index in parallel, testing every entry against them (113 ms, against 30 looked up).
 */
export function positionIn(positions: readonly number[], params: SqlParams): string {
  return `v.position = ANY((SELECT ${params.add(`{${positions.join(',')}}`, 'bigint[]')})::bigint[])`
}
