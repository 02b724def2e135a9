import { useNavigate, useSearch } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { AdSearch } from '../../search/search-state'

/**
 * The validated search of the current URL and the one way to change it. Filter, sort and chip
 * changes push a history entry (Back undoes them); typing replaces the current one.
 */
export function useAdSearch() {
  const search = useSearch({ strict: false }) as AdSearch
  const navigate = useNavigate()
  const setSearch = useCallback(
    (next: AdSearch, options: { replace?: boolean } = {}) => {
      // A new search starts at the top; the open ad (if any) closes.
      const { ad: _closed, ...rest } = next
      void navigate({ to: '.', search: rest, replace: options.replace ?? false, resetScroll: true })
    },
    [navigate],
  )
  return { search, setSearch }
}
