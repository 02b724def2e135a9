import { useLayoutEffect, useRef, useState } from 'react'

/**
 * An element's size in CSS pixels, followed as the layout changes (a window resized, the filter
 * column shown). SVG bars are laid out in pixels so that gaps and thin bars land on whole pixels,
 * which a stretched viewBox would blur.
 */
export function useElementSize<T extends Element>() {
  const ref = useRef<T>(null)
  const [size, setSize] = useState({ width: 0, height: 0 })
  useLayoutEffect(() => {
    const element = ref.current
    if (!element) return
    const measure = () => {
      const { width, height } = element.getBoundingClientRect()
      setSize((old) => (old.width === width && old.height === height ? old : { width, height }))
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [])
  return [ref, size] as const
}
