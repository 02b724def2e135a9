import { z } from 'zod/mini'

export const PROBLEM_CODES = [
  'invalid_parameter',
  'parameter_unknown',
  'invalid_cursor',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'not_found',
  'method_not_allowed',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'upstream_unavailable',
  'not_ready',
  'store_unavailable',
  'overloaded',
  'insufficient_storage',
  'internal',
] as const
export const ProblemCode = z.enum(PROBLEM_CODES)
export type ProblemCode = z.infer<typeof ProblemCode>

/** One thing wrong with the request: a query or body parameter, or a JSON pointer into the body. */
export const ProblemDetailItem = z.object({
  parameter: z.optional(z.string()),
  pointer: z.optional(z.string()),
  detail: z.string(),
})
export type ProblemDetailItem = z.infer<typeof ProblemDetailItem>

/** RFC 9457 problem details, the body of every non-2xx response. */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.int(),
  detail: z.string(),
  code: ProblemCode,
  errors: z._default(z.array(ProblemDetailItem), []),
})
export type Problem = z.infer<typeof Problem>
