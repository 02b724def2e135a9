import { z } from 'zod'

/** The list envelope of spec section 4, with the ads left for the tolerant ad schema one by one. */
export const UpstreamPage = z.object({
  data: z.array(z.unknown()),
  pagination: z.object({
    total: z.int().min(0),
    // An empty cursor would start the traversal again from its first page, for ever: it means the end too.
    next_cursor: z
      .string()
      .nullish()
      .transform((cursor) => cursor || null),
  }),
})
