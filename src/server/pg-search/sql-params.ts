/**
 * The parameters of one SQL statement as it is put together: each value added gives its `$n`, so
 * values never enter the statement's text.
 */
export class SqlParams {
  readonly values: unknown[] = []

  add(value: unknown, cast = ''): string {
    this.values.push(value)
    return `$${this.values.length}${cast && `::${cast}`}`
  }
}

/** A statement run in the caller's snapshot, with its parameters; the rows it returns. */
export type Query = <T>(text: string, values: unknown[]) => Promise<T[]>
