import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { HighlightedText } from '../../components/highlighted-text'
import type { Ad } from '../../contract/ad'
import { withoutPageParameters } from '../../search/search-state'
import { actionStyles } from '../ad-card/action-styles'
import { adTitle } from '../ad-card/ad-links'
import { CopyLinkButton } from '../ad-card/copy-link-button'
import { DownloadMediaLink } from '../ad-card/download-media'
import { SaveSlot } from '../ad-card/save-slot'
import { ServiceLink } from '../ad-card/service-link'
import { AdFacts } from './ad-facts'
import { CreativeBreakdown } from './creative-breakdown'
import { DetailMedia } from './detail-media'

interface AdDetailProps {
  ad: Ad
  /** The search's keywords, marked in the headline, body and transcript. */
  query?: string | undefined
  /** 1 on the standalone page, 2 inside the dialog over the grid. */
  headingLevel?: 1 | 2
  /** The headline's id, for a dialog or page that is labelled by it. */
  titleId?: string
}

/** The whole ad: the creative with a real player, its full text and transcript, and every fact about it. */
export function AdDetail({ ad, query, headingLevel = 2, titleId }: AdDetailProps) {
  const ownId = useId()
  const headlineId = titleId ?? `${ownId}-title`
  const transcriptHeadingId = `${ownId}-transcript-heading`
  const transcriptId = `${ownId}-transcript`
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const Subheading = headingLevel === 1 ? 'h2' : 'h3'
  const hasTranscript = ad.transcript.trim() !== ''

  return (
    <article
      aria-labelledby={headlineId}
      className="grid gap-6 md:grid-cols-2 md:grid-rows-[auto_1fr] md:gap-x-8"
    >
      <div className="md:col-start-1 md:row-start-1">
        <DetailMedia key={ad.id} ad={ad} transcriptId={hasTranscript ? transcriptId : undefined} />
      </div>
      {/* Second in reading order (after the media, before the transcript) but beside both on wide screens. */}
      <div className="flex min-w-0 flex-col gap-4 md:col-start-2 md:row-span-2 md:row-start-1">
        <div className="flex flex-col gap-1.5">
          <Link
            to="/advertisers/$advertiserId"
            params={{ advertiserId: ad.advertiser.id }}
            // The search goes along (one shared search), without the open ad and the advertiser the path fixes.
            search={({ advertiser: _advertiser, ad: _ad, ...search }) => withoutPageParameters(search)}
            className={`w-fit text-sm font-semibold ${actionStyles.link}`}
          >
            {ad.advertiser.name || 'Unknown advertiser'}
          </Link>
          <Heading
            id={headlineId}
            // Focused from script when another ad opens in the same view (useFocusOnNewAd), never by Tab.
            tabIndex={-1}
            className="outline-none text-xl leading-tight font-bold tracking-tight text-balance text-ink sm:text-2xl"
          >
            <HighlightedText text={adTitle(ad)} query={query} />
          </Heading>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <ServiceLink serviceUrl={ad.service_url} className={actionStyles.buttonPrimary} />
          <CopyLinkButton adId={ad.id} className={actionStyles.button} />
          <DownloadMediaLink ad={ad} className={actionStyles.button} />
          <SaveSlot adId={ad.id} title={adTitle(ad)} size="large" />
        </div>
        {ad.body && (
          <p className="leading-relaxed whitespace-pre-line break-words text-muted">
            <HighlightedText text={ad.body} query={query} />
          </p>
        )}
        <AdFacts ad={ad} />
        <CreativeBreakdown ad={ad} heading={Subheading} />
      </div>
      {hasTranscript && (
        <section aria-labelledby={transcriptHeadingId} className="min-w-0 md:col-start-1 md:row-start-2">
          <Subheading id={transcriptHeadingId} className="text-base font-semibold text-ink">
            Transcript
          </Subheading>
          <p
            id={transcriptId}
            className="mt-2 max-w-prose leading-relaxed whitespace-pre-line break-words text-muted"
          >
            <HighlightedText text={ad.transcript} query={query} />
          </p>
        </section>
      )}
    </article>
  )
}
