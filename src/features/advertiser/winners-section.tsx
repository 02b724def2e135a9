import type { Ad } from '../../contract/ad'
import { offscreenSkipped, quiet, sectionHeading } from './dashboard-styles'
import { WinnerCard } from './winner-card'

/**
 * The ads the advertiser kept running longest, longest first: what it found worth paying for. A row
 * that scrolls sideways (with the keyboard too: each card's link brings it into view).
 */
export function WinnersSection({ winners }: { winners: Ad[] }) {
  return (
    <section aria-labelledby="winners" className={`flex flex-col gap-3 ${offscreenSkipped}`}>
      <div>
        <h2 id="winners" className={sectionHeading}>
          Winners
        </h2>
        <p className={quiet}>
          The {winners.length === 1 ? 'ad' : `${winners.length} ads`} running longest. All figures are
          estimates: running days = end date (or today) − start date; versions = 1 + the copies the library
          counted; reach = the library's own estimate (the lower bound of its range).
        </p>
      </div>
      <ol
        aria-label="Longest-running ads, longest first"
        className="-mx-1 flex snap-x snap-mandatory scroll-px-1 gap-3 overflow-x-auto px-1 pt-1 pb-3"
      >
        {winners.map((ad, at) => (
          <li key={ad.id} className="w-44 shrink-0 snap-start sm:w-52">
            <WinnerCard ad={ad} rank={at + 1} />
          </li>
        ))}
      </ol>
    </section>
  )
}
