import { queryOptions, useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { Ad } from '../../contract/ad'
import { FORMAT_LABELS, PLATFORM_LABELS } from '../../contract/enums'
import { VersionsAnswer, versionCount } from '../../contract/versions'
import { callApi, errorMessage } from '../../lib/api-client'
import { countOf, formatDate } from '../../lib/format'
import { urlHost } from '../../search/safe-url'
import { actionStyles } from '../ad-card/action-styles'
import { AdStill } from '../ad-card/ad-still'
import { creativeAspect } from '../ad-card/card-size'
import { type DetailPlace, SimilarAdLink } from './similar-ad-link'

/** The ad's copies in this index (GET /ads/{id}/versions), newest first. */
export function versionsQueryOptions(adId: string) {
  return queryOptions({
    queryKey: ['versions', adId] as const,
    queryFn: ({ signal }) =>
      callApi({ path: `/ads/${encodeURIComponent(adId)}/versions`, schema: VersionsAnswer, signal }),
  })
}

/** What may differ between copies of one text, each as the line a version shows. */
const ASPECTS: { name: string; of: (ad: Ad) => string }[] = [
  {
    name: 'Dates',
    of: (ad) => `${formatDate(ad.started_at)} – ${ad.ended_at ? formatDate(ad.ended_at) : 'running'}`,
  },
  { name: 'Format', of: (ad) => FORMAT_LABELS[ad.format] },
  { name: 'Call to action', of: (ad) => ad.cta || 'None' },
  { name: 'Landing page', of: (ad) => urlHost(ad.landing_url) ?? 'None' },
  { name: 'Platforms', of: (ad) => ad.platforms.map((p) => PLATFORM_LABELS[p]).join(', ') || 'None' },
  { name: 'Countries', of: (ad) => ad.countries.join(', ') || 'None' },
]

interface AdVersionsProps {
  ad: Ad
  place: DetailPlace
  /** One below the ad's headline: 2 on the page, 3 in the dialog. */
  headingLevel: 2 | 3
}

/**
 * The ad's versions side by side: the ad and its copies (same advertiser, same text), each with its
 * creative and what it says differently, marked where it differs from the ad shown. The count is
 * the one every view shows (versionCount); the library may count copies this index does not hold.
 */
export function AdVersions({ ad, place, headingLevel }: AdVersionsProps) {
  const headingId = useId()
  const versions = useQuery(versionsQueryOptions(ad.id))
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const count = versionCount(ad)
  const copies = versions.data?.data
  const held = copies ? copies.length + 1 : undefined

  return (
    <section aria-labelledby={headingId} className="mt-8 flex flex-col gap-3 border-t border-line pt-6">
      <Heading id={headingId} className="text-lg font-semibold text-ink">
        Versions
      </Heading>
      {versions.isError ? (
        <p role="alert" className="text-sm text-muted">
          Versions could not be loaded: {errorMessage(versions.error)}{' '}
          <button
            type="button"
            onClick={() => void versions.refetch()}
            className={`font-medium ${actionStyles.link} underline`}
          >
            Try again
          </button>
        </p>
      ) : (
        <p role="status" className="text-sm text-muted">
          {versionsLine(count, held)}
        </p>
      )}
      {copies && copies.length > 0 && (
        <ul aria-labelledby={headingId} className="-mx-1 flex snap-x gap-3 overflow-x-auto px-1 pb-2">
          <li className="w-56 shrink-0 snap-start">
            <Version version={ad} shown={ad} place={place} />
          </li>
          {copies.map((copy) => (
            <li key={copy.id} className="w-56 shrink-0 snap-start">
              <Version version={copy} shown={ad} place={place} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}

/** One version: its creative, then each aspect, those unlike the ad shown marked (in words too). */
function Version({ version, shown, place }: { version: Ad; shown: Ad; place: DetailPlace }) {
  const isShown = version.id === shown.id
  return (
    <article
      aria-label={isShown ? 'This ad' : `Version started ${formatDate(version.started_at)}`}
      className={`flex h-full flex-col gap-2 rounded-lg border p-2.5 ${isShown ? 'border-accent/50 bg-accent/10' : 'border-line bg-surface'}`}
    >
      {/* At the creative's shape and whole, as the grid shows it: versions differ in their words on it. */}
      <div
        className="relative w-full overflow-hidden rounded-md bg-sunken"
        style={{ aspectRatio: creativeAspect(version) }}
      >
        {/* The version's name is the line below; the still adds nothing a screen reader could use. */}
        <AdStill ad={version} width={224} height={224} alt="" whole />
      </div>
      {isShown ? (
        <p className="text-sm font-semibold text-ink">This ad</p>
      ) : (
        <SimilarAdLink
          adId={version.id}
          place={place}
          className={`w-fit text-sm font-semibold ${actionStyles.link}`}
        >
          Open this version
        </SimilarAdLink>
      )}
      <dl className="flex flex-col gap-1 text-xs">
        {ASPECTS.map(({ name, of }) => {
          const value = of(version)
          const differs = !isShown && value !== of(shown)
          return (
            <div key={name} className="flex flex-col">
              <dt className="text-faint">
                {name}
                {differs && <span className="sr-only"> (differs)</span>}
              </dt>
              <dd
                className={`wrap-anywhere ${differs ? 'w-fit rounded bg-warning-soft px-1 font-semibold text-warning-ink' : 'text-ink'}`}
              >
                {value}
              </dd>
            </div>
          )
        })}
      </dl>
    </article>
  )
}

/**
 * What the section says of the count: the library's (the one every view shows) while the copies load
 * or when it knows of more than this index holds; otherwise the copies here, which it then includes.
 */
export function versionsLine(count: number, held: number | undefined): string {
  if (held === undefined)
    return `${countOf(count, 'version')} by the library’s count; finding the copies here…`
  if (held < count) return `${countOf(count, 'version')} by the library’s count; ${held} here, side by side`
  if (held === 1) return '1 version: no other copy of this text is here'
  return `${countOf(held, 'version')} here, side by side`
}
