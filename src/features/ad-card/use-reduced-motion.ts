import { useMediaQuery } from '../../lib/use-media-query'

/** Whether the person asked their system for less motion; follows the setting live. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}
