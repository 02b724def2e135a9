import { getRouteApi, Link } from '@tanstack/react-router'
import { useId } from 'react'
import { LineIcon } from '../../components/line-icon'
import { actionStyles } from '../ad-card/action-styles'
import { adTitle } from '../ad-card/ad-links'
import { AdDetail } from './ad-detail'
import { AdLoadState } from './ad-load-state'
import { AdVersions } from './ad-versions'
import { SimilarAds } from './similar-ads'
import { useAd } from './use-ad'
import { useFocusOnNewAd } from './use-focus-on-new-ad'

const route = getRouteApi('/ads/$adId')

/** /ads/<id> opened directly, from a shared link or by reloading the dialog's masked address. */
export function AdDetailPage() {
  const { adId } = route.useParams()
  const { q } = route.useSearch()
  const ad = useAd(adId)
  const titleId = useId()
  // The router puts the window back at the top when another ad's page opens.
  useFocusOnNewAd(adId, titleId, ad.data !== undefined || ad.error !== null)

  return (
    <div className="flex flex-col gap-6">
      <Link
        to="/"
        search={(prev) => ({ ...prev, ad: undefined })}
        className={`inline-flex w-fit items-center gap-1 text-sm font-medium ${actionStyles.link}`}
      >
        <LineIcon path="M12.5 15 7.5 10l5-5" />
        Back to search
      </Link>
      {ad.data ? (
        <>
          <title>{`${adTitle(ad.data.data)} · Ad Search`}</title>
          <AdDetail key={ad.data.data.id} ad={ad.data.data} query={q} headingLevel={1} titleId={titleId} />
          <AdVersions ad={ad.data.data} place="page" headingLevel={2} />
          <SimilarAds ad={ad.data.data} place="page" headingLevel={2} />
        </>
      ) : (
        <AdLoadState error={ad.error} onRetry={() => ad.refetch()} titleId={titleId} headingLevel={1} />
      )}
    </div>
  )
}
