import { lazy, Suspense, useState } from 'react'
import { useMe } from '../../lib/me-query'
import type { SearchScope } from '../../search/search-request'
import type { AdSearch } from '../../search/search-state'
import { actionStyles } from '../ad-card/action-styles'

const load = () => import('./search-watch-bar')
const SearchWatchBar = lazy(load)

export type WatchPopover = 'save' | 'menu'

/** The look of both buttons, loaded or not (Export's beside them), so nothing moves when their code arrives. */
export const watchButton = actionStyles.button

/**
 * "Save search" and "Saved searches" beside the result count, drawn at once; their forms, menu and
 * queries load when a person reaches for them (hover or focus fetches the code, a click opens it), so
 * the first screen carries two buttons, not the feature.
 */
export function WatchButtons({
  search,
  scope,
  empty = false,
}: {
  search: AdSearch
  scope: SearchScope
  /** The search finds nothing: there is nothing to be told about, so it cannot be saved. */
  empty?: boolean
}) {
  const me = useMe()
  const [opened, setOpened] = useState<WatchPopover | null>(null)
  if (!me?.person) return null
  const placeholder = <WatchButtonFaces onOpen={setOpened} empty={empty} />
  if (!opened) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <SearchWatchBar search={search} scope={scope} initiallyOpen={opened} empty={empty} />
    </Suspense>
  )
}

/** The two buttons as they look before their code is loaded. */
function WatchButtonFaces({ onOpen, empty }: { onOpen: (which: WatchPopover) => void; empty: boolean }) {
  const prefetch = () => void load()
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus only fetch code ahead of a click
    <div className="flex items-center gap-2 whitespace-nowrap" onPointerEnter={prefetch} onFocus={prefetch}>
      <button
        type="button"
        aria-expanded={false}
        disabled={empty}
        onClick={() => onOpen('save')}
        className={watchButton}
      >
        <StarIcon />
        <span>
          Save<span className="max-sm:sr-only"> search</span>
        </span>
      </button>
      <button type="button" aria-expanded={false} onClick={() => onOpen('menu')} className={watchButton}>
        <span>
          Saved<span className="max-sm:sr-only"> searches</span>
        </span>
      </button>
    </div>
  )
}

export function StarIcon({ filled = false }: { filled?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-4"
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.6}
    >
      <path d="m10 2.5 2.3 4.9 5.2.6-3.9 3.6 1.1 5.2L10 14.2l-4.7 2.6 1.1-5.2-3.9-3.6 5.2-.6z" />
    </svg>
  )
}
