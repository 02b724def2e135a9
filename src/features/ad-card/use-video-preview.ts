import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react'
import { usePreviewCoordinator } from './preview-context'
import { useReducedMotion } from './use-reduced-motion'

/** Long enough that sweeping the pointer across the grid starts nothing, short enough to feel immediate. */
const PREVIEW_DELAY_MS = 300

/**
 * A muted hover/focus preview of a video: starts after a short delay, stops on leave or blur or
 * when another preview starts, never with reduced motion, and gives up quietly when the browser
 * refuses to play or the file is broken (the thumbnail stays).
 */
export function useVideoPreview(src: string | null) {
  const coordinator = usePreviewCoordinator()
  const reducedMotion = useReducedMotion()
  const [playing, setPlaying] = useState(false)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  const stop = useCallback(() => {
    clearTimeout(timer.current)
    setPlaying(false)
  }, [])
  const end = useCallback(() => {
    stop()
    coordinator.end(stop)
  }, [coordinator, stop])
  const begin = useCallback(() => {
    if (!src || reducedMotion || failedSrc === src) return
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      coordinator.start(stop)
      setPlaying(true)
    }, PREVIEW_DELAY_MS)
  }, [src, reducedMotion, failedSrc, coordinator, stop])

  // A virtualised row scrolled away unmounts its cards mid-preview.
  useEffect(() => end, [end])

  const videoRef = useCallback(
    (video: HTMLVideoElement | null) => {
      if (!video) return
      // Browsers only allow unprompted playback when muted; the property, not just the attribute, decides.
      video.muted = true
      video.play().catch(() => {
        // Interrupted by our own pause/unmount (the element is gone) or refused by the browser.
        if (video.isConnected) end()
      })
    },
    [end],
  )
  const fail = useCallback(() => {
    setFailedSrc(src)
    end()
  }, [src, end])

  const handlers = {
    // A tap on a touch screen opens the ad; previewing under the finger would only cost data.
    onPointerEnter: (event: PointerEvent) => {
      if (event.pointerType !== 'touch') begin()
    },
    onPointerLeave: end,
    onFocus: begin,
    onBlur: end,
  }
  return { playing: playing && src !== null && failedSrc !== src, handlers, videoRef, fail }
}
