import { startTransition, useEffect, useState } from 'react'

/**
 * False in the first render, true in a render that comes after the first paint and yields to the
 * browser (a transition). For what the first screen can do without: the page paints sooner, and
 * the extra work comes in short tasks rather than in the first long one.
 */
export function useAfterFirstPaint(): boolean {
  const [after, setAfter] = useState(false)
  useEffect(() => {
    // An effect runs after the commit, usually after the paint too; the timeout makes sure of it.
    const timer = setTimeout(() => startTransition(() => setAfter(true)), 0)
    return () => clearTimeout(timer)
  }, [])
  return after
}
