import type { Context } from 'hono'
import { createMiddleware } from 'hono/factory'
import { matchedRoutes } from 'hono/route'
import type { ParameterIssue } from '../../contract/search-request'
import { mayHoldNul, NUL, nulPath } from '../records/nul-characters'
import { type ProblemError, parameterProblem } from './problem'

const DETAIL = 'holds a NUL character (U+0000, %00 or \\u0000), which no parameter may hold'

/** 400 naming the parameter (or body field) that holds a NUL. */
export const nulProblem = (parameter: string): ProblemError =>
  parameterProblem([{ parameter, detail: DETAIL, unknown: false }])

/**
 * Refuses a request with a NUL (`%00`) in a path parameter, or in a query parameter's name or value:
 * 400 naming it, before any route reads it (PostgreSQL would refuse it, nul-characters.ts). One check
 * for every route there is and will be: a path parameter is named as the route that matched names it.
 */
export const refuseNulParameters = createMiddleware(async (c, next) => {
  // A URL carries a NUL only as %00 (a raw one is encoded, or refused, before it gets here).
  if (c.req.url.includes('%00')) {
    const issues = [...pathIssues(c), ...queryIssues(new URL(c.req.url).searchParams)]
    if (issues.length > 0) throw parameterProblem(issues)
  }
  await next()
})

/** The path parameters holding a NUL, by the names of every route the path matched. */
function pathIssues(c: Context): ParameterIssue[] {
  const names = new Set<string>()
  const own = c.req.routeIndex
  try {
    // A middleware's own params are its route's: each matched route's are read in turn.
    for (let i = 0; i < matchedRoutes(c).length; i++) {
      c.req.routeIndex = i
      for (const [name, value] of Object.entries(c.req.param() as Record<string, string>)) {
        // `/exports/boards/:id.csv` names its parameter `id.csv`: it is the `id`.
        if (value.includes(NUL)) names.add(name.replace(/\W.*$/, ''))
      }
    }
  } finally {
    c.req.routeIndex = own
  }
  return [...names].map((parameter) => ({ parameter, detail: DETAIL, unknown: false }))
}

function queryIssues(query: URLSearchParams): ParameterIssue[] {
  const names = new Set<string>()
  for (const [name, value] of query) if (name.includes(NUL) || value.includes(NUL)) names.add(name)
  return [...names].map((parameter) => ({ parameter, detail: DETAIL, unknown: false }))
}

/** Refuses JSON text whose value holds a NUL in a string or a key, naming where (`tags.0`; `body`). */
export function refuseNulIn(text: string, value: unknown): void {
  if (!mayHoldNul(text)) return
  const at = nulPath(value)
  if (at !== undefined) throw nulProblem(at || 'body')
}
