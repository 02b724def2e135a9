import { z } from 'zod'
import { CTA_TYPES, HOOKS, OFFERS } from '../contract/creative-tags'
import { FORMATS, NICHES, PLATFORMS, SORTS } from '../contract/enums'
import { MIN_RUNNING_DAYS_MAX } from '../contract/filter-values'
import { QUERY_MAX_CHARS, QUERY_MAX_TERMS } from '../contract/keywords'
import { LIMIT_DEFAULT, LIMIT_MAX, LIMIT_MIN, type SearchBody } from '../contract/search-params'

// The search parameters of POST /api/v1/ads/query as tool arguments. Arrays only and enums spelled
// out, so an agent reads the valid values from the schema; checks that need the service's own lists
// (country and language codes, domains, cursors) stay with the API, which names the parameter at fault.

export function wholeNumber(min: number, max: number) {
  const expected = `expected a whole number from ${min} to ${max}`
  return z.int(expected).min(min, expected).max(max, expected)
}

/** What narrows the set of ads: shared by search_ads and the counts of list_filter_values. */
export const filterArguments = {
  query: z
    .string()
    .max(QUERY_MAX_CHARS)
    .optional()
    .describe(
      `Keywords matched in the ad's copy, headline, spoken transcript and brand name. Case and accents are ignored; every word must match, the last one also as a prefix; "exact phrase" in double quotes matches words in order. At most ${QUERY_MAX_CHARS} characters and ${QUERY_MAX_TERMS} words.`,
    ),
  platforms: z
    .array(z.enum(PLATFORMS))
    .optional()
    .describe('Publisher platforms; an ad on any of them matches.'),
  formats: z.array(z.enum(FORMATS)).optional().describe('Creative formats; any of them matches.'),
  niches: z.array(z.enum(NICHES)).optional().describe('Niche slugs; any of them matches.'),
  countries: z
    .array(z.string())
    .optional()
    .describe(
      'ISO 3166-1 alpha-2 codes the ad targets, such as US or DE; any of them matches. list_filter_values with facet "countries" lists them with counts.',
    ),
  languages: z
    .array(z.string())
    .optional()
    .describe(
      'ISO 639-1 codes of the ad language, such as en or de; any of them matches. list_filter_values with facet "languages" lists them with counts.',
    ),
  hooks: z
    .array(z.enum(HOOKS))
    .optional()
    .describe(
      "How the ad opens (its hook_text), by rules over its words; any of them matches. Each result's tags give the words that earned each one.",
    ),
  offers: z
    .array(z.enum(OFFERS))
    .optional()
    .describe(
      'What the ad offers (percent-off, free-trial, …), by rules over its words; any of them matches.',
    ),
  cta_types: z
    .array(z.enum(CTA_TYPES))
    .optional()
    .describe("The kind of call to action, whatever the ad's language; any of them matches."),
  active: z.boolean().optional().describe('true: only ads still running; false: only stopped ads.'),
  min_running_days: wholeNumber(0, MIN_RUNNING_DAYS_MAX)
    .optional()
    .describe('Only ads that have run at least this many days.'),
  domain: z
    .string()
    .optional()
    .describe('Landing-page domain, such as shop.com (a URL is reduced to its domain).'),
  advertiser_id: z
    .string()
    .optional()
    .describe("Only this advertiser's ads; the id as it appears in a result's advertiser.id."),
  first_seen_after: z
    .string()
    .optional()
    .describe(
      'Only ads this index first saw after this instant (ISO 8601 with a time zone, such as 2026-11-23T09:30:00Z): newly found ads, whenever they started.',
    ),
  started_after: z
    .string()
    .optional()
    .describe('Only ads that started on or after this day (an ISO date such as 2026-03-01, UTC).'),
  started_before: z
    .string()
    .optional()
    .describe(
      'Only ads that started on or before this day (an ISO date such as 2026-03-31, UTC); with started_after, a range with both days included.',
    ),
}

/** How one page of the result is ordered and cut. */
export const pageArguments = {
  sort: z
    .enum(SORTS)
    .optional()
    .describe('Order of results. Default: most_relevant when query is given, otherwise newest.'),
  limit: wholeNumber(LIMIT_MIN, LIMIT_MAX)
    .optional()
    .describe(`Ads per page, ${LIMIT_MIN} to ${LIMIT_MAX}; default ${LIMIT_DEFAULT}.`),
  cursor: z
    .string()
    .optional()
    .describe('pagination.next_cursor of the previous page, passed with otherwise the same arguments.'),
}

// Every parameter of the API's search body: one added there fails to compile here until the tool
// takes it too (and the tool's test checks that there are no others).
export const searchArguments = { ...filterArguments, ...pageArguments } satisfies Record<
  keyof typeof SearchBody.shape,
  z.ZodType
>

/**
 * A strict object: an argument the tool does not take is an error naming it and the ones it does
 * take, rather than silently dropped (a misspelt filter would otherwise widen the search unnoticed).
 */
export function strictArguments<Shape extends z.ZodRawShape>(tool: string, shape: Shape) {
  const names = Object.keys(shape).join(', ')
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `unknown argument ${issue.keys.map((key) => `'${key}'`).join(', ')}; ${tool} takes ${names}`
        : undefined,
  })
}
