import { useQuery } from '@tanstack/react-query'
import { useId, useMemo, useState } from 'react'
import type { Ad } from '../../contract/ad'
import { errorMessage } from '../../lib/api-client'
import { countOf } from '../../lib/format'
import { actionStyles } from '../ad-card/action-styles'
import { sameTextGroups } from './same-text-groups'
import { SimilarAdCard } from './similar-ad-card'
import type { DetailPlace } from './similar-ad-link'
import { SIMILAR_SHOWN, similarAdsQueryOptions } from './similar-ads-query'

interface SimilarAdsProps {
  /** The ad shown; the list is asked for once it is there, so it never holds the ad back. */
  ad: Ad
  place: DetailPlace
  /** One below the ad's headline: 2 on the page, 3 in the dialog. */
  headingLevel: 2 | 3
}

/**
 * "More like this": other advertisers' ads whose text shares the most telling words with this one,
 * most alike first (the ad's own copies are its versions, listed above). Not keyed by the ad, so
 * "Include …" stays as set while one follows ad after ad.
 */
export function SimilarAds({ ad, place, headingLevel }: SimilarAdsProps) {
  const headingId = useId()
  const [includeOwn, setIncludeOwn] = useState(false)
  const similar = useQuery({
    ...similarAdsQueryOptions(ad.id, !includeOwn),
    // The list stays (dimmed) while the checkbox's other list loads; another ad's list never stands in.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === ad.id ? previous : undefined,
  })
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const advertiser = ad.advertiser.name.trim()
  const groups = useMemo(
    () => similar.data && sameTextGroups(similar.data.data, SIMILAR_SHOWN),
    [similar.data],
  )

  return (
    <section aria-labelledby={headingId} className="mt-8 flex flex-col gap-3 border-t border-line pt-6">
      <div className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2">
        <Heading id={headingId} className="text-lg font-semibold text-ink">
          More like this
        </Heading>
        <label className="flex min-w-0 cursor-pointer items-center gap-2 text-sm text-muted">
          <input
            type="checkbox"
            checked={includeOwn}
            onChange={(event) => setIncludeOwn(event.target.checked)}
            className={`size-4 shrink-0 cursor-pointer rounded accent-accent ${actionStyles.focusRing}`}
          />
          <span className="min-w-0 wrap-anywhere">
            Include {advertiser ? <span className="font-medium">{advertiser}</span> : 'this advertiser'}’s own
            ads
          </span>
        </label>
      </div>
      {similar.isError && !groups ? (
        <p role="alert" className="text-sm text-muted">
          Similar ads could not be loaded: {errorMessage(similar.error)}{' '}
          <button
            type="button"
            onClick={() => void similar.refetch()}
            className={`font-medium ${actionStyles.link} underline`}
          >
            Try again
          </button>
        </p>
      ) : (
        <>
          <p role="status" className="text-sm text-muted">
            {!groups
              ? 'Finding ads that share its words…'
              : groups.length === 0
                ? includeOwn
                  ? 'No ads share enough words with this one'
                  : 'No ads of other advertisers share enough words with this one'
                : `${countOf(groups.length, 'ad')} sharing its most telling words, most alike first`}
          </p>
          {groups ? (
            groups.length > 0 && (
              <ul
                aria-labelledby={headingId}
                aria-busy={similar.isPlaceholderData}
                className={`grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 ${similar.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}
              >
                {groups.map((group) => (
                  <li key={group.item.ad.id}>
                    <SimilarAdCard group={group} place={place} />
                  </li>
                ))}
              </ul>
            )
          ) : (
            <div
              aria-hidden="true"
              className="grid animate-pulse grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
            >
              {[0, 1, 2].map((key) => (
                <div key={key} className="h-[5.25rem] rounded-lg bg-sunken" />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  )
}
