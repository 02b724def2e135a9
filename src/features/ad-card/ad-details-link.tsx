import { Link } from '@tanstack/react-router'
import type { FocusEventHandler, PointerEventHandler, ReactNode } from 'react'

interface AdDetailsLinkProps {
  adId: string
  className?: string
  children: ReactNode
  'aria-describedby'?: string
  onFocus?: FocusEventHandler<HTMLAnchorElement>
  onBlur?: FocusEventHandler<HTMLAnchorElement>
  onPointerEnter?: PointerEventHandler<HTMLAnchorElement>
  onPointerLeave?: PointerEventHandler<HTMLAnchorElement>
}

/**
 * Opens the ad over the grid: the search gains `ad=<id>` (so the grid and its scroll position stay
 * mounted behind the dialog) while the address bar shows the shareable /ads/<id>, which a reload or a
 * new tab opens as the standalone page.
 */
export function AdDetailsLink({ adId, children, ...props }: AdDetailsLinkProps) {
  return (
    <Link
      to="."
      search={(prev) => ({ ...prev, ad: adId })}
      mask={{ to: '/ads/$adId', params: { adId } }}
      resetScroll={false}
      {...props}
    >
      {children}
    </Link>
  )
}
