import { type RefObject, useEffect, useRef } from 'react'

/**
 * When the view shows another ad (one picked under "More like this"), the link that was pressed
 * leaves with the old ad and focus would fall to the page's start. It goes to the new ad's heading
 * (`titleId`) instead, with `scroller` back at its top, so keyboard and screen-reader users start at
 * the new ad. Done again once the ad is there (`settled`) if the heading was the loading one.
 */
export function useFocusOnNewAd(
  adId: string,
  titleId: string,
  settled: boolean,
  scroller?: RefObject<HTMLElement | null>,
) {
  const focusedFor = useRef(adId)
  useEffect(() => {
    if (focusedFor.current === adId) return
    scroller?.current?.scrollTo({ top: 0 })
    document.getElementById(titleId)?.focus({ preventScroll: true })
    if (settled) focusedFor.current = adId
  }, [adId, titleId, settled, scroller])
}
