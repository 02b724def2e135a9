import { LIST_FILTER_NAMES, type ListFilterName } from '../../contract/filters'
import { type AdDates, DAY_MS } from './ad-dates'
import type { Advertisers } from './advertisers'
import { type Bitset, popcount } from './bitset'
import type { SlotLabels } from './slot-labels'
import { UNKNOWN_START_MS } from './sort-dates'
import type { ValueSets } from './value-sets'

/** How many longest-running ads a dashboard shows. */
const WINNERS = 10
const WEEK_DAYS = 7

export interface ValueCount {
  value: string
  count: number
}

/** An advertiser's figures over a set of its ads, as the index knows them (slots, not ads). */
export interface AdvertiserFigures {
  ads: number
  active: number
  /** Epoch ms of the earliest and latest start; NaN when there are no ads. */
  firstStarted: number
  lastStarted: number
  lists: Record<ListFilterName, ValueCount[]>
  ctas: ValueCount[]
  domains: ValueCount[]
  /** Days since 1970-01-01 of the Monday of the first week; the arrays below hold one entry a week. */
  firstWeek: number
  /** Started ads a week, by format. */
  started: Record<string, Uint32Array>
  /** Ads running on some day of each week. */
  running: Uint32Array
  /** Slots of the longest-running ads, longest first. */
  winners: number[]
}

interface FigureParts {
  dates: AdDates
  running: Bitset
  values: Record<ListFilterName, ValueSets>
  ctas: SlotLabels
  advertisers: Advertisers
}

/** The Monday starting the week of a day (days since 1970-01-01, a Thursday). */
export const mondayOf = (day: number) => Math.floor((day + 3) / WEEK_DAYS) * WEEK_DAYS - 3

/**
 * Counts an advertiser's ads (`set`, already narrowed to its current ads in the range) by value, by
 * week and by how long they ran. Weeks run from `range.fromDay` (or the first start) to `range.toDay`
 * (or the last day any of the ads ran, today for those still running).
 */
export function advertiserFigures(
  set: Bitset,
  parts: FigureParts,
  now: number,
  range: { fromDay?: number; toDay?: number },
): AdvertiserFigures {
  const slots: number[] = []
  set.forEach((slot) => {
    slots.push(slot)
  })
  const { startedAt } = parts.dates
  let firstStarted = Number.NaN
  let lastStarted = Number.NaN
  let lastDay = Number.NEGATIVE_INFINITY
  let active = 0
  // Ads whose start is unknown count as ads, but have no place in time (sort-dates.ts).
  const dated = slots.filter((slot) => startedAt[slot] !== UNKNOWN_START_MS)
  for (const slot of slots) if (parts.running.has(slot)) active++
  for (const slot of dated) {
    const started = startedAt[slot]!
    if (!(started >= firstStarted)) firstStarted = started
    if (!(started <= lastStarted)) lastStarted = started
    lastDay = Math.max(lastDay, dayOf(endOf(parts.dates, slot, now)))
  }

  const sparse = sparseWords(set)
  const lists = {} as Record<ListFilterName, ValueCount[]>
  for (const name of LIST_FILTER_NAMES) lists[name] = countValues(parts.values[name], sparse)

  const domains = new Map<string, number>()
  for (const slot of slots) {
    const domain = parts.advertisers.domainAt(slot)
    if (domain !== '') domains.set(domain, (domains.get(domain) ?? 0) + 1)
  }

  const fromDay = range.fromDay ?? (dated.length > 0 ? dayOf(firstStarted) : 0)
  const toDay = range.toDay ?? (dated.length > 0 ? lastDay : fromDay - 1)
  const firstWeek = mondayOf(fromDay)
  const weekCount = toDay < fromDay ? 0 : (mondayOf(toDay) - firstWeek) / WEEK_DAYS + 1
  const { started, running } = weeklyCounts(slotSpans(dated, parts, now, firstWeek), weekCount)

  return {
    ads: slots.length,
    active,
    firstStarted,
    lastStarted,
    lists,
    ctas: parts.ctas.countsOf(slots),
    domains: [...domains]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    firstWeek,
    started,
    running,
    winners: longestRunning(slots, parts.dates, now, WINNERS),
  }
}

const dayOf = (ms: number) => Math.floor(ms / DAY_MS)
const endOf = (dates: AdDates, slot: number, now: number) => {
  const ended = dates.endedAt[slot]!
  return Number.isNaN(ended) ? now : Math.max(ended, dates.startedAt[slot]!)
}

/** Ads of one format that started in one week and ran to another (week numbers from the first week). */
export interface WeekSpan {
  format: string
  startWeek: number
  endWeek: number
  count: number
}

/**
 * Launches a week by format, and ads running a week (each ad adds one to every week from its start
 * to its end: a difference array, summed once). Weeks outside the range are not counted.
 */
export function weeklyCounts(spans: Iterable<WeekSpan>, weekCount: number) {
  const started: Record<string, Uint32Array> = {}
  const changes = new Int32Array(weekCount + 1)
  for (const { format, startWeek, endWeek, count } of spans) {
    if (startWeek >= 0 && startWeek < weekCount) {
      started[format] ??= new Uint32Array(weekCount)
      started[format]![startWeek]! += count
    }
    const from = Math.max(0, startWeek)
    const to = Math.min(weekCount - 1, endWeek)
    if (from <= to) {
      changes[from]! += count
      changes[to + 1]! -= count
    }
  }
  const running = new Uint32Array(weekCount)
  let level = 0
  for (let week = 0; week < weekCount; week++) {
    level += changes[week]!
    running[week] = level
  }
  return { started, running }
}

/** Each slot as a span of weeks, its format read from the format sets. */
function* slotSpans(slots: number[], parts: FigureParts, now: number, firstWeek: number): Iterable<WeekSpan> {
  const formats = parts.values.formats
  const weekOf = (ms: number) => (mondayOf(dayOf(ms)) - firstWeek) / WEEK_DAYS
  for (const slot of slots) {
    yield {
      format: formats.values.find((_, at) => formats.sets[at]!.has(slot)) ?? 'unknown',
      startWeek: weekOf(parts.dates.startedAt[slot]!),
      endWeek: weekOf(endOf(parts.dates, slot, now)),
      count: 1,
    }
  }
}

/** The set's non-empty words and where they are: a small advertiser's ads touch few of them. */
function sparseWords(set: Bitset): { at: Uint32Array; bits: Uint32Array } {
  const at: number[] = []
  const bits: number[] = []
  set.words.forEach((word, i) => {
    if (word !== 0) {
      at.push(i)
      bits.push(word)
    }
  })
  return { at: Uint32Array.from(at), bits: Uint32Array.from(bits) }
}

/** How many of the set's ads carry each value (values no ad of the set carries left out), most first. */
function countValues(sets: ValueSets, sparse: { at: Uint32Array; bits: Uint32Array }): ValueCount[] {
  const counts: ValueCount[] = []
  sets.values.forEach((value, i) => {
    if (sets.liveCounts[i] === 0) return
    const words = sets.sets[i]!.words
    let count = 0
    for (let k = 0; k < sparse.at.length; k++) {
      const word = words[sparse.at[k]!]
      if (word) count += popcount(word & sparse.bits[k]!)
    }
    if (count > 0) counts.push({ value, count })
  })
  return counts.sort((a, b) => b.count - a.count || a.value.localeCompare(b.value))
}

/** The `count` slots that ran longest, the newer first among equals. */
function longestRunning(slots: number[], dates: AdDates, now: number, count: number): number[] {
  return slots
    .map((slot) => ({ slot, ran: dates.duration(slot, now) }))
    .sort((a, b) => b.ran - a.ran || b.slot - a.slot)
    .slice(0, count)
    .map(({ slot }) => slot)
}
