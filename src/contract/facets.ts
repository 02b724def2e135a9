import { z } from 'zod/mini'
import { FacetName } from './enums'

export const FacetValue = z.object({
  value: z.string(),
  label: z.string(),
  count: z.int().check(z.minimum(0)),
})
export type FacetValue = z.infer<typeof FacetValue>

/** `GET /api/v1/facets/{facet}`: values with their record counts, counts descending. */
export const FacetList = z.object({
  facet: FacetName,
  data: z.array(FacetValue),
})
export type FacetList = z.infer<typeof FacetList>
