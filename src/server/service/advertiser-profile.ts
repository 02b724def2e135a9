import type { Ad } from '../../contract/ad'
import type { FacetValue } from '../../contract/facets'
import type { AdvertiserProfile, AdvertiserWeek } from '../../contract/stats'
import type { AdvertiserFigures, ValueCount } from '../index/advertiser-figures'
import { adFacetLabel } from './derived-fields'
import { dayText } from './timeline-bars'

/** The list filters whose mix a dashboard shows, each value with its label. */
type MixName = 'platforms' | 'formats' | 'countries' | 'languages' | 'hooks' | 'offers'

/** How many values of each mix, and domains, a dashboard lists: the rest are too few to draw. */
const MOST_VALUES = 20

/** The index's figures of an advertiser, with its winners read from the records, as the API answers. */
export function advertiserProfile(
  id: string,
  figures: AdvertiserFigures & { name: string },
  winners: Ad[],
): AdvertiserProfile {
  const labelled = (name: MixName, values: ValueCount[]) =>
    values.slice(0, MOST_VALUES).map(
      ({ value, count }): FacetValue => ({
        value,
        label: adFacetLabel(name, value),
        count,
      }),
    )
  const weeks: AdvertiserWeek[] = Array.from(figures.running, (active, week) => {
    const started: Record<string, number> = {}
    for (const [format, counts] of Object.entries(figures.started))
      if (counts[week]! > 0) started[format] = counts[week]!
    return { start: dayText(figures.firstWeek + week * 7), started, active }
  })
  const instant = (ms: number) => (Number.isNaN(ms) ? null : new Date(ms).toISOString())
  return {
    id,
    name: figures.name,
    domains: figures.domains.slice(0, MOST_VALUES).map(({ value, count }) => ({ domain: value, count })),
    ads: figures.ads,
    active: figures.active,
    first_started_at: instant(figures.firstStarted),
    last_started_at: instant(figures.lastStarted),
    platforms: labelled('platforms', figures.lists.platforms),
    formats: labelled('formats', figures.lists.formats),
    countries: labelled('countries', figures.lists.countries),
    languages: labelled('languages', figures.lists.languages),
    ctas: figures.ctas.slice(0, MOST_VALUES).map(({ value, count }) => ({ value, label: value, count })),
    hooks: labelled('hooks', figures.lists.hooks),
    offers: labelled('offers', figures.lists.offers),
    weeks,
    winners,
  }
}
