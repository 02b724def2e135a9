import { type RefObject, useEffect } from 'react'

/**
 * Closes an open popover (a menu, a panel) when the person presses anywhere outside `root`: a tap
 * or click elsewhere means they moved on. Escape is each popover's own, as focus goes back to its button.
 */
export function useDismiss(open: boolean, root: RefObject<HTMLElement | null>, close: () => void): void {
  useEffect(() => {
    if (!open) return
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('pointerdown', closeOutside)
    return () => document.removeEventListener('pointerdown', closeOutside)
  }, [open, root, close])
}
