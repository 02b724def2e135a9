import { useId, useState } from 'react'
import type { FacetValue } from '../../contract/facets'
import { formatWholeNumber } from '../../lib/format'
import { actionStyles } from '../ad-card/action-styles'

/** Values shown before "Show all": a long tail of countries would push the rest of the page down. */
const FIRST = 6

interface MixTableProps {
  title: string
  /** The dimension's values, most ads first. */
  values: FacetValue[]
  /** The advertiser's ads in the range: each bar is the share of them with the value. */
  ads: number
}

/**
 * One dimension of the advertiser's mix as a table of horizontal bars: a value, a bar as long as its
 * share of the ads, and the count. A table, so a screen reader reads value and count together.
 */
export function MixTable({ title, values, ads }: MixTableProps) {
  const [all, setAll] = useState(false)
  const headingId = useId()
  const used = values.filter((value) => value.count > 0)
  const shown = all ? used : used.slice(0, FIRST)
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        {title}
      </h3>
      {used.length === 0 ? (
        <p className="text-sm text-muted">None given</p>
      ) : (
        <table className="w-full table-fixed text-sm tabular-nums">
          <caption className="sr-only">{`${title}: ads with each value`}</caption>
          <thead className="sr-only">
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">Ads</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((value) => (
              <tr key={value.value}>
                <th
                  scope="row"
                  className="w-2/5 truncate py-1 pr-2 text-left font-normal"
                  title={value.label}
                >
                  {value.label || value.value}
                </th>
                <td className="py-1">
                  <span className="flex items-center gap-2">
                    <span aria-hidden="true" className="h-2.5 flex-1 rounded-full bg-sunken">
                      <span
                        className="block h-full rounded-full bg-accent"
                        style={{ width: `${ads > 0 ? Math.min(100, (value.count / ads) * 100) : 0}%` }}
                      />
                    </span>
                    <span className="w-12 text-right">{formatWholeNumber(value.count)}</span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {used.length > FIRST && (
        <button type="button" onClick={() => setAll(!all)} className={`self-start ${actionStyles.quiet}`}>
          {all ? 'Show fewer' : `Show all ${used.length}`}
          <span className="sr-only">{` ${title.toLowerCase()}`}</span>
        </button>
      )}
    </section>
  )
}
