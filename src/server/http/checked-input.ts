import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { z } from 'zod/mini'
import { readJsonBody } from './json-body'
import { ProblemError, parameterProblem } from './problem'

/** A body read as JSON and checked against its contract schema: a 400 naming each bad field. */
export async function bodyOf<T extends z.ZodMiniType>(c: Context, schema: T): Promise<z.output<T>> {
  return checkedBody(await readJsonBody(c), schema)
}

/** A body already read, checked against its contract schema: a 400 naming each bad field. */
export function checkedBody<T extends z.ZodMiniType>(body: unknown, schema: T): z.output<T> {
  const parsed = schema.safeParse(body)
  if (parsed.success) return parsed.data
  const errors = parsed.error.issues.map((issue) => ({
    parameter: issue.path.join('.') || 'body',
    detail: issue.message,
  }))
  throw new ProblemError(
    400,
    'invalid_parameter',
    errors.map((e) => `${e.parameter}: ${e.detail}`).join('; '),
    errors,
  )
}

/** The team's endpoints take no query parameters: any is refused, as the search endpoints refuse unknown ones. */
export const noQuery = createMiddleware(async (c, next) => {
  const names = [...new Set(new URL(c.req.url).searchParams.keys())]
  if (names.length > 0) {
    throw parameterProblem(
      names.map((parameter) => ({ parameter, detail: 'not a parameter of this endpoint', unknown: true })),
    )
  }
  return next()
})
