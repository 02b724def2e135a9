import type { AdvertiserWeek } from '../../contract/stats'
import { countOf, formatDate, formatDateRange } from '../../lib/format'
import { ActiveDrawing, LaunchesDrawing } from './chart-drawing'
import { ChartFigure } from './chart-figure'
import { sectionHeading } from './dashboard-styles'
import { formatColour, formatLabel } from './format-colours'
import { dayTime, formatsIn, launchPeriods, timeDomain, weekMiddle } from './week-periods'
import { ActiveTable, LaunchesTable } from './week-tables'

const SUNDAY_MS = 6 * 86_400_000

/**
 * The advertiser's weeks drawn twice: what it launched (by format) and what it kept running. The
 * figures' captions, legends and tables come with the page; only the drawings wait for their code.
 */
export function OverTimeSection({ weeks }: { weeks: AdvertiserWeek[] }) {
  const { byMonth, periods } = launchPeriods(weeks)
  const formats = formatsIn(weeks)
  const domain = timeDomain(periods)
  const first = weeks[0]
  const last = weeks.at(-1)
  if (!domain || !first || !last) return null
  const span = `Weeks of ${formatDateRange(first.start, new Date(dayTime(last.start) + SUNDAY_MS).toISOString())}`
  return (
    <section aria-labelledby="over-time" className="flex flex-col gap-3">
      <h2 id="over-time" className={sectionHeading}>
        Over time
      </h2>
      <div className="grid gap-4 xl:grid-cols-2">
        <ChartFigure
          title={byMonth ? 'Ads launched per month' : 'Ads launched per week'}
          note={
            byMonth
              ? `${span}, Monday to Sunday. Over two years of weeks, so bars are months (a week counts in the month of its Monday); the table has every week.`
              : `${span}, Monday to Sunday, stacked by format.`
          }
          table={<LaunchesTable weeks={weeks} formats={formats} />}
        >
          <FormatLegend formats={formats} />
          <LaunchesDrawing
            periods={periods}
            formats={formats}
            fillOf={(format) => formatColour(format).fill}
            domain={domain}
          />
        </ChartFigure>
        <ChartFigure
          title="Active ads per week"
          note={`${span}: the ads running on any day of each week.`}
          table={<ActiveTable weeks={weeks} />}
        >
          <Busiest weeks={weeks} />
          <ActiveDrawing
            points={weeks.map((week) => ({ time: weekMiddle(week), active: week.active }))}
            domain={domain}
          />
        </ChartFigure>
      </div>
    </section>
  )
}

function FormatLegend({ formats }: { formats: string[] }) {
  return (
    <ul aria-label="Formats" className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
      {formats.map((format) => (
        <li key={format} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`size-2.5 rounded-sm ${formatColour(format).swatch}`} />
          {formatLabel(format)}
        </li>
      ))}
    </ul>
  )
}

/** The week most ads ran: the figure a reader looks for first on the line, in words. */
function Busiest({ weeks }: { weeks: AdvertiserWeek[] }) {
  const busiest = weeks.reduce((best, week) => (week.active > best.active ? week : best))
  return (
    <p className="text-xs text-muted">
      Busiest: <strong className="font-semibold">{countOf(busiest.active, 'ad')}</strong> running in the week
      of {formatDate(busiest.start)}
    </p>
  )
}
