import { dayRange } from '../../contract/filter-values'
import {
  FILTER_NAMES,
  type FilterName,
  isFilterSet,
  type ListFilterName,
  type SearchFilters,
} from '../../contract/filters'
import { parseKeywords } from '../../contract/keywords'
import type { AdDates } from './ad-dates'
import { DAY_MS } from './ad-dates'
import type { Advertisers } from './advertisers'
import { Bitset } from './bitset'
import type { Order } from './sort-orders'
import { countStartedWithin, startedWithin } from './start-range'
import type { TextIndex } from './text-index'
import type { ValueSets } from './value-sets'

/** What the filters read: the index's parts, the size of the sets, the clock and the phrases' slots. */
export interface MatchParts {
  size: number
  now: number
  text: TextIndex
  values: Record<ListFilterName, ValueSets>
  running: Bitset
  dates: AdDates
  advertisers: Advertisers
  /** Every slot in order of start, for date ranges. */
  starts: () => Order
  /** The slots holding a phrase, as resolved by the store before the search. */
  phraseSlots: (words: string[]) => Bitset
}

type Narrow<K extends FilterName> = (
  set: Bitset,
  value: NonNullable<SearchFilters[K]>,
  parts: MatchParts,
) => void

const anyOfList =
  <K extends ListFilterName>(name: K): Narrow<K> =>
  (set, values, parts) =>
    set.and(parts.values[name].anyOf(values, parts.size))

/** How each filter of the one table narrows a set of slots: a filter missing here fails to compile. */
const NARROW: { [K in FilterName]: Narrow<K> } = {
  query: (set, query, parts) => {
    const { terms, phrases, lastTermIsPrefix } = parseKeywords(query)
    terms.forEach((term, i) => {
      set.and(parts.text.match(term, lastTermIsPrefix && i === terms.length - 1, parts.size))
    })
    for (const phrase of phrases) set.and(parts.phraseSlots(phrase))
  },
  platforms: anyOfList('platforms'),
  formats: anyOfList('formats'),
  niches: anyOfList('niches'),
  countries: anyOfList('countries'),
  languages: anyOfList('languages'),
  hooks: anyOfList('hooks'),
  offers: anyOfList('offers'),
  cta_types: anyOfList('cta_types'),
  active: (set, active, parts) => {
    if (active) set.and(parts.running)
    else set.andNot(parts.running)
  },
  min_running_days: (set, days, parts) => {
    const shortest = days * DAY_MS
    set.forEach((slot) => {
      if (parts.dates.duration(slot, parts.now) < shortest) set.delete(slot)
    })
  },
  domain: (set, domain, parts) => set.and(setOf(parts.advertisers.slotsOfDomain(domain), parts.size)),
  advertiser_id: (set, id, parts) => set.and(setOf([parts.advertisers.slotsOf(id)], parts.size)),
  first_seen_after: (set, instant, parts) => {
    const after = Date.parse(instant)
    const { firstSeen } = parts.dates
    set.forEach((slot) => {
      if (!(firstSeen[slot]! > after)) set.delete(slot)
    })
  },
  started_after: (set, day, parts) => keepStartedWithin(set, dayRange(day, undefined), parts),
  started_before: (set, day, parts) => keepStartedWithin(set, dayRange(undefined, day), parts),
}

/**
 * Keeps the members of `set` that started within the range: from the order by start when the range
 * holds fewer ads than the set, else by visiting each member (a keyword's few matches, say).
 */
function keepStartedWithin(set: Bitset, { from, to }: { from: number; to: number }, parts: MatchParts): void {
  const order = parts.starts()
  const { startedAt } = parts.dates
  if (countStartedWithin(order, startedAt, from, to) < set.count()) {
    set.and(startedWithin(order, startedAt, from, to, parts.size))
    return
  }
  set.forEach((slot) => {
    const started = startedAt[slot]!
    if (!(started >= from && started <= to)) set.delete(slot)
  })
}

/** Bitset filters first; the filters that visit each remaining slot go last, on what is left. */
const VISITING: FilterName[] = ['min_running_days', 'first_seen_after', 'started_after', 'started_before']
const ORDER: FilterName[] = [...FILTER_NAMES.filter((name) => !VISITING.includes(name)), ...VISITING]

/** Narrows `set` (in place) by every filter of the search that is set, except `omit`. */
export function narrow(set: Bitset, filters: SearchFilters, parts: MatchParts, omit?: FilterName): Bitset {
  for (const name of ORDER) {
    if (name === omit || !isFilterSet(filters, name)) continue
    ;(NARROW[name] as Narrow<FilterName>)(set, filters[name] as never, parts)
  }
  return set
}

/** A bitset of the slots below `size` in any of the ascending lists. */
export function setOf(lists: Iterable<ArrayLike<number>>, size: number): Bitset {
  const set = new Bitset(size)
  const words = set.words
  for (const list of lists) {
    for (let i = 0; i < list.length; i++) {
      const slot = list[i]!
      if (slot >= size) break
      words[slot >>> 5]! |= 1 << (slot & 31)
    }
  }
  return set
}
