import type { AdvertiserWeek } from '../../contract/stats'
import { formatDate, formatWholeNumber } from '../../lib/format'
import { bodyCell, dataTable, headCell } from './dashboard-styles'
import { formatLabel } from './format-colours'

const total = (week: AdvertiserWeek) => Object.values(week.started).reduce((sum, count) => sum + count, 0)

/** The launches chart in figures: a row a week (always weeks, even where the chart draws months). */
export function LaunchesTable({ weeks, formats }: { weeks: AdvertiserWeek[]; formats: string[] }) {
  return (
    <table className={dataTable}>
      <caption className="sr-only">Ads started each week, by format</caption>
      <thead>
        <tr>
          <th scope="col" className={headCell}>
            Week of
          </th>
          {formats.map((format) => (
            <th key={format} scope="col" className={`${headCell} text-right`}>
              {formatLabel(format)}
            </th>
          ))}
          <th scope="col" className={`${headCell} text-right`}>
            All formats
          </th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.start}>
            <th scope="row" className={`${bodyCell} font-normal whitespace-nowrap`}>
              {formatDate(week.start)}
            </th>
            {formats.map((format) => (
              <td key={format} className={`${bodyCell} text-right`}>
                {formatWholeNumber(week.started[format] ?? 0)}
              </td>
            ))}
            <td className={`${bodyCell} text-right font-medium`}>{formatWholeNumber(total(week))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

/** The running ads chart in figures. */
export function ActiveTable({ weeks }: { weeks: AdvertiserWeek[] }) {
  return (
    <table className={dataTable}>
      <caption className="sr-only">Ads running each week</caption>
      <thead>
        <tr>
          <th scope="col" className={headCell}>
            Week of
          </th>
          <th scope="col" className={`${headCell} text-right`}>
            Running ads
          </th>
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week.start}>
            <th scope="row" className={`${bodyCell} font-normal whitespace-nowrap`}>
              {formatDate(week.start)}
            </th>
            <td className={`${bodyCell} text-right`}>{formatWholeNumber(week.active)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
