import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { AdDetailsLink } from '../ad-card/card-links'

/** Where the detail view is: the dialog over a grid (search, advertiser, board) or the standalone page. */
export type DetailPlace = 'dialog' | 'page'

interface SimilarAdLinkProps {
  adId: string
  place: DetailPlace
  className?: string
  'aria-describedby'?: string
  children: ReactNode
}

/**
 * Opens a similar ad where the detail already is. In the dialog it takes the open ad's place in the
 * history, so Close (which goes back) and the browser's Back both return to the grid instead of
 * stepping through every ad followed; on the page it is the next page, as any link.
 */
export function SimilarAdLink({ adId, place, children, ...props }: SimilarAdLinkProps) {
  if (place === 'dialog') {
    return (
      <AdDetailsLink adId={adId} replace {...props}>
        {children}
      </AdDetailsLink>
    )
  }
  return (
    <Link to="/ads/$adId" params={{ adId }} search={(prev) => prev} {...props}>
      {children}
    </Link>
  )
}
