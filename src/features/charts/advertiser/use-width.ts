import { useEffect, useRef, useState } from 'react'

/**
 * The width of a box, followed as it changes (a phone turned, a column appearing): the charts draw
 * in real pixels so their text and lines keep their size, rather than stretching a fixed drawing.
 * 0 until it is measured.
 */
export function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null)
  const [width, setWidth] = useState(0)
  useEffect(() => {
    const box = ref.current
    if (!box) return
    setWidth(Math.floor(box.getBoundingClientRect().width))
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width))
    })
    observer.observe(box)
    return () => observer.disconnect()
  }, [])
  return { ref, width }
}
