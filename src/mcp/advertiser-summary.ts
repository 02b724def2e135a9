import type { Ad } from '../contract/ad'
import { FORMAT_LABELS, type Format } from '../contract/enums'
import type { FacetValue } from '../contract/facets'
import type { AdvertiserProfile, AdvertiserWeek } from '../contract/stats'
import { adName, formatCount } from './ad-summary'
import { adText } from './ad-text'

/** Lines of weeks in the text, a quarter's worth when every week differs. The structured answer has every week. */
export const WEEK_LINES = 13

const plural = (count: number, singular: string, many = `${singular}s`) =>
  `${formatCount(count)} ${count === 1 ? singular : many}`

/**
 * The dashboard as text a model reads at a glance: the totals, the mixes, the weeks (alike weeks in
 * a row as one line) and the winners one a line.
 */
export function advertiserSummary(profile: AdvertiserProfile, range: string): string {
  const head = `${adText(profile.name)} [id ${profile.id}]${range}`
  if (profile.ads === 0) return `${head}: no ads started in this range.`
  const lines = [
    `${head}: ${plural(profile.ads, 'ad')}, ${formatCount(profile.active)} active; first started ${day(profile.first_started_at)}, latest ${day(profile.last_started_at)}.`,
    // Landing domains and calls to action are the ads' own words; the other mixes' labels are ours.
    mix(
      'Domains',
      profile.domains.map(({ domain, count }) => ({ value: domain, label: adText(domain), count })),
    ),
    mix('Platforms', profile.platforms),
    mix('Formats', profile.formats),
    mix('Countries', profile.countries),
    mix('Languages', profile.languages),
    mix(
      'Calls to action',
      profile.ctas.map((cta) => ({ ...cta, label: adText(cta.label) })),
    ),
    ...weekLines(profile.weeks),
    ...winnerLines(profile.winners),
  ]
  return lines.filter(Boolean).join('\n')
}

/** "Formats: Image 2, Video 1"; nothing when the advertiser's ads give none. */
function mix(title: string, values: FacetValue[]): string {
  if (values.length === 0) return ''
  return `${title}: ${values.map(({ label, count }) => `${label} ${formatCount(count)}`).join(', ')}`
}

/**
 * The weeks as runs: consecutive weeks with the same launches and running ads are one line (an
 * advertiser with ads running for years has hundreds of weeks, most alike), the last WEEK_LINES of them.
 */
function weekLines(weeks: AdvertiserWeek[]): string[] {
  const runs: { first: AdvertiserWeek; last: AdvertiserWeek; count: number; figures: string }[] = []
  for (const week of weeks) {
    const figures = `${started(week.started)}; ${formatCount(week.active)} running`
    const run = runs.at(-1)
    if (run && run.figures === figures) {
      run.last = week
      run.count++
    } else runs.push({ first: week, last: week, count: 1, figures })
  }
  if (runs.length === 0) return []
  const shown = runs.slice(-WEEK_LINES)
  const earlier = runs.length - shown.length
  return [
    `${plural(weeks.length, 'week')} (from Monday: ads started, by format; ads running), alike weeks in a row as one line${earlier > 0 ? `, the last ${shown.length} lines of ${formatCount(runs.length)}` : ''}; every week is in structuredContent.data.weeks:`,
    ...shown.map(({ first, last, count, figures }) =>
      count === 1
        ? `- ${first.start}: ${figures}`
        : `- ${first.start} to ${last.start} (${formatCount(count)} weeks, each): ${figures}`,
    ),
  ]
}

function started(byFormat: Record<string, number>): string {
  const entries = Object.entries(byFormat)
  if (entries.length === 0) return 'none started'
  const total = entries.reduce((sum, [, count]) => sum + count, 0)
  const formats = entries.map(([format, count]) => `${FORMAT_LABELS[format as Format] ?? format} ${count}`)
  return `${formatCount(total)} started (${formats.join(', ')})`
}

function winnerLines(winners: Ad[]): string[] {
  if (winners.length === 0) return []
  return [
    'Longest running:',
    ...winners.map((ad, i) => {
      const status = ad.is_active ? 'running' : 'stopped after'
      // As the app shows `duplicates`: "3 versions", nothing for none.
      const versions = ad.duplicates > 0 ? `; ${plural(ad.duplicates, 'version')}` : ''
      return `${i + 1}. ${adText(adName(ad))} (${status} ${plural(ad.running_days, 'day')}${versions}; reach ${formatCount(ad.reach)}) [id ${ad.id}]`
    }),
  ]
}

const day = (iso: string | null) => iso?.slice(0, 10) ?? 'never'
