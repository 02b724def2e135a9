import { useRouter } from '@tanstack/react-router'
import {
  type CSSProperties,
  createContext,
  type FocusEventHandler,
  type MouseEvent,
  type PointerEventHandler,
  type ReactNode,
  useContext,
} from 'react'

/**
 * The grid's search as a query string (`?q=shoes&formats=image`), for the cards' links. The grid
 * provides it once; a card's links read it here instead of each following the router's location,
 * which made every link on screen rebuild its address on every navigation.
 */
export const CardLinkSearch = createContext('')

/** A click the app should handle itself; anything else (new tab, new window, download) is the browser's. */
function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    !event.altKey
  )
}

interface AdvertiserLinkProps {
  advertiserId: string
  className?: string
  children: ReactNode
}

/** To the advertiser's view with the grid's search (DESIGN: one shared search); its path fixes the advertiser. */
export function AdvertiserLink({ advertiserId, className, children }: AdvertiserLinkProps) {
  const router = useRouter()
  const href = `/advertisers/${encodeURIComponent(advertiserId)}${useContext(CardLinkSearch)}`
  // What the router's own links do on intent: the advertiser view's code is fetched before the click.
  const preload = () =>
    void router
      .preloadRoute({ to: '/advertisers/$advertiserId', params: { advertiserId }, search: (prev) => prev })
      .catch(() => {})
  return (
    <a
      href={href}
      className={className}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={(event) => {
        if (!isPlainClick(event)) return
        event.preventDefault()
        void router.navigate({ href })
      }}
    >
      {children}
    </a>
  )
}

interface AdDetailsLinkProps {
  adId: string
  className?: string
  style?: CSSProperties
  children: ReactNode
  'aria-describedby'?: string
  /** Take the place of the open ad (an ad opened from another's detail) rather than add a step to go back through. */
  replace?: boolean
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
export function AdDetailsLink({ adId, children, replace = false, ...props }: AdDetailsLinkProps) {
  const router = useRouter()
  return (
    <a
      href={`/ads/${encodeURIComponent(adId)}`}
      {...props}
      onClick={(event) => {
        if (!isPlainClick(event)) return
        event.preventDefault()
        void router.navigate({
          to: '.',
          search: (prev) => ({ ...prev, ad: adId }),
          mask: { to: '/ads/$adId', params: { adId } },
          resetScroll: false,
          replace,
        })
      }}
    >
      {children}
    </a>
  )
}
