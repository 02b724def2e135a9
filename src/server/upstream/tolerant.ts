import { z } from 'zod'

/**
 * Building blocks of the tolerant schemas that read upstream answers: the spec leaves many shapes
 * "not shown", so a missing or null optional field takes its empty value instead of failing.
 */
export const orEmpty = <T extends z.ZodType, E extends z.output<T> | null>(schema: T, empty: E) =>
  schema.nullish().transform((value): z.output<T> | E => value ?? empty)

export const text = orEmpty(z.string(), '')

/** A count or figure. A fraction (a duration in milliseconds or seconds, say) is rounded. */
export const figure = orEmpty(z.number().min(0).transform(Math.round), 0)

/** A list as a bare array or inside `{ data }` (with any other fields, such as `facet`, ignored). */
export const ListBody = z.union([
  z.array(z.unknown()),
  z.object({ data: z.array(z.unknown()) }).transform((body) => body.data),
])

export interface Dropped {
  /** The record's id (or value), when it has one. */
  name: string
  reason: string
}

/** Each item through the schema: the valid ones, and why each other one was left out. */
export function keepValid<T extends z.ZodType>(
  items: readonly unknown[],
  schema: T,
  nameOf: (item: unknown) => string,
) {
  const kept: z.output<T>[] = []
  const dropped: Dropped[] = []
  for (const item of items) {
    const result = schema.safeParse(item)
    if (result.success) kept.push(result.data)
    else dropped.push({ name: nameOf(item).slice(0, 80), reason: firstIssue(result.error) })
  }
  return { kept, dropped }
}

export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid'
  return issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message
}

/** `field` of an object, as text, for naming a record that failed. */
export const fieldOf = (field: string) => (item: unknown) => {
  const value = typeof item === 'object' && item !== null ? (item as Record<string, unknown>)[field] : item
  return typeof value === 'string' || typeof value === 'number' ? String(value) : `(no ${field})`
}
