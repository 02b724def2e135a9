import { useEffect, useState } from 'react'

/**
 * False until the screen has been painted once, then true: for parts whose code should be fetched
 * after the first screen's, not with it (a frame, then a task after it, is after the paint).
 */
export function usePainted(): boolean {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [])
  return painted
}
