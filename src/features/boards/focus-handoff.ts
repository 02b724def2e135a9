import { type RefObject, useCallback, useEffect, useRef } from 'react'
import type { SavedAd } from '../../contract/boards'

/**
 * A card that leaves the board (removed, moved) hands the focus it held to the card after it, else
 * the one before, else `fallback` (the count): keyboard users go on from where they were rather than
 * from the top of the page. `leaving` is called as the card starts to go; the focus moves once it has
 * gone from `items`, and only if it was lost with it.
 */
export function useFocusHandoff(items: readonly SavedAd[], fallback: RefObject<HTMLElement | null>) {
  const leavingAd = useRef<{ adId: string; next: string | null } | null>(null)
  const itemsNow = useRef(items)
  useEffect(() => {
    itemsNow.current = items
    const left = leavingAd.current
    if (!left || items.some((item) => item.ad.id === left.adId)) return
    leavingAd.current = null
    const active = document.activeElement
    if (active && active !== document.body && active.isConnected) return
    // The card's extra (saved-extra.tsx) names its ad; the card is the article around it.
    const extra = left.next ? document.querySelector(`[data-saved-ad="${CSS.escape(left.next)}"]`) : null
    ;(extra?.closest('article') ?? fallback.current)?.focus()
  }, [items, fallback])
  return useCallback((saved: SavedAd) => {
    const list = itemsNow.current
    const at = list.findIndex((item) => item.ad.id === saved.ad.id)
    leavingAd.current = { adId: saved.ad.id, next: (list[at + 1] ?? list[at - 1])?.ad.id ?? null }
  }, [])
}
