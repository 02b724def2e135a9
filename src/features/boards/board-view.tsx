import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { getRouteApi, Link, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback, useMemo, useRef, useState } from 'react'
import type { Board, SavedAd } from '../../contract/boards'
import { ApiError, errorMessage } from '../../lib/api-client'
import { countOf, formatWholeNumber } from '../../lib/format'
import { withoutPageParameters } from '../../search/search-state'
import { FormAlert } from '../account/form-parts'
import * as styles from '../account/styles'
import { adTitle } from '../ad-card/ad-links'
import { AdDetailOverlay } from '../ad-detail/ad-detail-overlay'
import { BoardFilters } from './board-filters'
import { BoardGrid } from './board-grid'
import { BoardHeader } from './board-header'
import { BackToBoards, EmptyBoard } from './board-parts'
import { boardAdsQueryOptions, useUnsaveAd } from './board-queries'
import {
  BOARD_SEARCH_DEFAULTS,
  type BoardView as BoardViewState,
  boardAdsQueryOf,
  boardSearchOf,
  boardViewOf,
  isNarrowed,
} from './board-search'
import { useFocusHandoff } from './focus-handoff'
import { HookSections } from './hook-sections'
import { SavedAdEditing } from './saved-ad-editing'
import { SavedAdCard } from './saved-extra'
import { SavedMarksProvider } from './saved-marks'

const route = getRouteApi('/boards/$boardId')

/** What the page last did to a card that left it, said in its live region. */
type Said = { text: string; to?: Board } | null

/** A board's page: its header, its saved ads (found, filtered and sorted when offered), an ad open over them. */
export function BoardView({ board, canWrite }: { board: Board; canWrite: boolean }) {
  const search = route.useSearch()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  const navigate = useNavigate()
  const { find, tag, order, hook, offer, cta, group } = search
  const query = useMemo(
    () => boardAdsQueryOf({ find, tag, order, hook, offer, cta }),
    [find, tag, order, hook, offer, cta],
  )
  const view = useMemo(
    () => boardViewOf({ find, tag, order, hook, offer, cta, group }),
    [find, tag, order, hook, offer, cta, group],
  )
  const ads = useInfiniteQuery({
    ...boardAdsQueryOptions(board.id, query),
    placeholderData: keepPreviousData,
  })
  // The tags to filter by: those of the ads seen so far on the board as it is, and as it is shown.
  const everything = useInfiniteQuery({ ...boardAdsQueryOptions(board.id), enabled: false })
  const items = useMemo(() => ads.data?.pages.flatMap((page) => page.data) ?? [], [ads.data])
  const pageIds = useMemo(
    () => ads.data?.pages.map((page) => page.data.map((item) => item.ad.id)) ?? [],
    [ads.data],
  )
  const tags = useMemo(() => {
    const all = new Set<string>()
    for (const data of [everything.data, ads.data])
      for (const page of data?.pages ?? [])
        for (const item of page.data) for (const t of item.tags) all.add(t)
    return [...all].sort((a, b) => a.localeCompare(b))
  }, [everything.data, ads.data])
  const [failure, setFailure] = useState<string | null>(null)
  const [said, setSaid] = useState<Said>(null)
  const { fetchNextPage } = ads
  const loadNextPage = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage])

  const heading = useRef<HTMLHeadingElement>(null)
  const markLeaving = useFocusHandoff(items, heading)

  const { mutateAsync: unsaveAd } = useUnsaveAd()
  const remove = useCallback(
    (saved: SavedAd) => {
      setFailure(null)
      markLeaving(saved)
      unsaveAd({ adId: saved.ad.id, boardId: board.id })
        .then(() => setSaid({ text: `Removed “${adTitle(saved.ad)}” from this board.` }))
        .catch((error) => setFailure(`The ad was not removed: ${errorMessage(error)}`))
    },
    [unsaveAd, board.id, markLeaving],
  )
  const moved = useCallback(
    (saved: SavedAd, to: Board) => setSaid({ text: `Moved “${adTitle(saved.ad)}” to ${to.name}.`, to }),
    [],
  )
  const renderCard = useCallback(
    (saved: SavedAd, eager: boolean) => (
      <SavedAdCard
        saved={saved}
        eager={eager}
        boardId={board.id}
        canWrite={canWrite}
        onRemove={remove}
        onMoveStart={markLeaving}
        onMoved={moved}
      />
    ),
    [board.id, canWrite, remove, markLeaving, moved],
  )
  const onFilter = useCallback(
    (change: Partial<BoardViewState>, push: boolean) =>
      void navigate({
        to: '.',
        search: (prev) => ({ ...prev, ...boardSearchOf(change) }),
        replace: !push,
        resetScroll: false,
      }),
    [navigate],
  )
  const closeAd = () => {
    if (canGoBack) router.history.back()
    else void navigate({ to: '.', search: (prev) => ({ ...prev, ad: undefined }), replace: true })
  }
  const total = ads.data?.pages[0]?.pagination.total
  const narrowed = isNarrowed(query)
  const clear = () => onFilter(BOARD_SEARCH_DEFAULTS, true)

  return (
    <div className="flex flex-col gap-6">
      <BackToBoards />
      <BoardHeader board={board} />
      <section aria-labelledby="board-ads-count" className="flex flex-col gap-4">
        <BoardFilters view={view} tags={tags} onChange={onFilter} />
        <h2
          id="board-ads-count"
          ref={heading}
          tabIndex={-1}
          aria-live="polite"
          className="text-lg font-semibold focus:outline-none"
        >
          {total === undefined
            ? 'Loading ads…'
            : narrowed
              ? `${formatWholeNumber(total)} of ${countOf(board.count, 'ad')}`
              : countOf(total, 'ad')}
        </h2>
        <p role="status" className="text-sm text-muted empty:hidden">
          {said && (
            <>
              {said.text}{' '}
              {said.to && (
                <Link
                  to="/boards/$boardId"
                  params={{ boardId: said.to.id }}
                  search={({ ad: _ad, ...prev }) => withoutPageParameters(prev)}
                  className={styles.link}
                >
                  Open {said.to.name}
                </Link>
              )}
            </>
          )}
        </p>
        <FormAlert message={failure} />
        {ads.data ? (
          items.length === 0 ? (
            <EmptyBoard narrowed={narrowed} canWrite={canWrite} onClear={clear} />
          ) : (
            <SavedMarksProvider pages={pageIds}>
              <SavedAdEditing>
                <div className={ads.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>
                  {view.group ? (
                    <HookSections
                      items={items}
                      renderCard={renderCard}
                      hasNextPage={ads.hasNextPage}
                      isFetchingNextPage={ads.isFetchingNextPage}
                      fetchNextPage={loadNextPage}
                    />
                  ) : (
                    <BoardGrid
                      items={items}
                      keyOf={(saved) => saved.ad.id}
                      renderCard={renderCard}
                      hasNextPage={ads.hasNextPage}
                      isFetchingNextPage={ads.isFetchingNextPage}
                      nextPageError={ads.isFetchNextPageError ? ads.error : null}
                      fetchNextPage={loadNextPage}
                    />
                  )}
                </div>
              </SavedAdEditing>
            </SavedMarksProvider>
          )
        ) : ads.error ? (
          <div role="alert" className={styles.alertBox}>
            {Object.keys(query).length > 0 && ads.error instanceof ApiError && ads.error.status === 400 ? (
              <>
                <p>This server cannot find or sort on a board yet: {errorMessage(ads.error)}</p>
                <button type="button" onClick={clear} className={`${styles.buttons.small} mt-2`}>
                  Show the whole board
                </button>
              </>
            ) : (
              <>
                <p>The saved ads could not be loaded: {errorMessage(ads.error)}</p>
                <button
                  type="button"
                  onClick={() => void ads.refetch()}
                  className={`${styles.buttons.small} mt-2`}
                >
                  Retry
                </button>
              </>
            )}
          </div>
        ) : (
          <p className={styles.muted}>Loading the saved ads…</p>
        )}
      </section>
      {search.ad && <AdDetailOverlay adId={search.ad} onClose={closeAd} />}
    </div>
  )
}
