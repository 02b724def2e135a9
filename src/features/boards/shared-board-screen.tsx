import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { getRouteApi, useCanGoBack, useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback, useEffect, useMemo } from 'react'
import type { SharedAdPage, SharedBoard } from '../../contract/boards'
import { ApiError, errorMessage } from '../../lib/api-client'
import { countOf, formatDate } from '../../lib/format'
import { safeHttpUrl } from '../../search/safe-url'
import { useDocumentTitle } from '../account/form-parts'
import * as styles from '../account/styles'
import { actionStyles } from '../ad-card/action-styles'
import { BoardGrid } from './board-grid'
import { SharedAdCard } from './shared-ad-card'
import { SharedAdDetail } from './shared-ad-detail'
import { sharedAdsQueryOptions, sharedBoardQueryOptions } from './shared-board-queries'

const route = getRouteApi('/shared/boards/$token')

type SharedItem = SharedAdPage['data'][number]

/**
 * `/shared/boards/<token>`: a board through its share link, for anyone who has it, read-only: the
 * ads as they were saved, whose board it is, the notes only when its owner chose to show them, no
 * tags or other names of the team. Each ad opens in a read-only detail at its own address
 * (`?ad=<id>`), so a client can be sent one ad, Back closes it and a reload keeps it; team members
 * have a link to the board in the app. Search engines are asked to leave it alone (X-Robots-Tag too).
 */
export function SharedBoardScreen() {
  const { token } = route.useParams()
  useNoIndex()
  const board = useQuery(sharedBoardQueryOptions(token))
  useDocumentTitle(board.data?.name ?? 'Shared board')
  if (board.error instanceof ApiError && board.error.status === 404) return <LinkTurnedOff />
  if (!board.data) {
    return board.error ? (
      <div role="alert" className={`${styles.alertBox} max-w-prose`}>
        <h1 className="font-semibold">The board could not be loaded</h1>
        <p className="mt-1">{errorMessage(board.error)}</p>
        <button type="button" onClick={() => void board.refetch()} className={`${styles.buttons.small} mt-2`}>
          Retry
        </button>
      </div>
    ) : (
      <h1 className={styles.pageTitle}>Loading the board…</h1>
    )
  }
  return <SharedBoardView token={token} board={board.data} />
}

function SharedBoardView({ token, board }: { token: string; board: SharedBoard }) {
  const ads = useInfiniteQuery(sharedAdsQueryOptions(token))
  const { fetchNextPage } = ads
  const loadNextPage = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage])
  const items = useMemo(() => ads.data?.pages.flatMap((page) => page.data) ?? [], [ads.data])
  const openId = route.useSearch({ select: (search) => search.ad })
  const navigate = useNavigate()
  const router = useRouter()
  const canGoBack = useCanGoBack()
  // Opening an ad is a new history entry, so Back closes it.
  const openAd = useCallback(
    (adId: string) =>
      void navigate({ to: '.', search: (prev) => ({ ...prev, ad: adId }), resetScroll: false }),
    [navigate],
  )
  const closeAd = () => {
    if (canGoBack) router.history.back()
    else
      void navigate({
        to: '.',
        search: (prev) => ({ ...prev, ad: undefined }),
        replace: true,
        resetScroll: false,
      })
  }
  const renderCard = useCallback(
    (item: SharedItem, eager: boolean) => (
      <SharedAdCard ad={item.ad} savedAt={item.saved_at} eager={eager} note={item.note} onOpen={openAd} />
    ),
    [openAd],
  )
  const total = ads.data?.pages[0]?.pagination.total ?? board.count
  const open = openId === undefined ? undefined : items.find((item) => item.ad.id === openId)
  // A link to an ad further down the board: its pages load until the ad is among them.
  const seeking = openId !== undefined && open === undefined && ads.hasNextPage && !ads.isFetchNextPageError
  useEffect(() => {
    if (seeking && !ads.isFetching) loadNextPage()
  }, [seeking, ads.isFetching, loadNextPage])
  const gone = openId !== undefined && open === undefined && ads.isSuccess && !ads.hasNextPage
  const appUrl = safeHttpUrl(board.app_url)

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <p className="text-sm font-medium text-accent-ink">
          {board.owner ? `${board.owner}’s board, shared` : 'Shared board'}
        </p>
        <h1 className={`${styles.pageTitle} break-words`}>{board.name}</h1>
        <p className={`${styles.muted} max-w-prose`}>
          Ads as they were when the team saved them{board.notes ? ', with the team’s notes' : ''}. Changed{' '}
          <time dateTime={board.changed_at}>{formatDate(board.changed_at)}</time>.
        </p>
        {appUrl && (
          <p className="text-sm text-muted">
            On the team?{' '}
            <a href={appUrl} className={`font-medium ${actionStyles.link}`}>
              Open in Ad Search
            </a>{' '}
            (sign-in needed)
          </p>
        )}
      </div>
      {gone && (
        <p role="status" className={`${styles.warningBox} max-w-prose`}>
          The ad this link points to is no longer on the board.
        </p>
      )}
      <section aria-labelledby="shared-ads-count" className="flex flex-col gap-4">
        <h2 id="shared-ads-count" className="text-lg font-semibold">
          {countOf(total, 'ad')}
        </h2>
        {ads.data ? (
          items.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line-strong p-8 text-center font-semibold">
              Nothing saved on this board yet.
            </p>
          ) : (
            <BoardGrid
              items={items}
              keyOf={(item) => item.ad.id}
              renderCard={renderCard}
              hasNextPage={ads.hasNextPage}
              isFetchingNextPage={ads.isFetchingNextPage}
              nextPageError={ads.isFetchNextPageError ? ads.error : null}
              fetchNextPage={loadNextPage}
            />
          )
        ) : ads.error ? (
          <div role="alert" className={styles.alertBox}>
            <p>The ads could not be loaded: {errorMessage(ads.error)}</p>
            <button
              type="button"
              onClick={() => void ads.refetch()}
              className={`${styles.buttons.small} mt-2`}
            >
              Retry
            </button>
          </div>
        ) : (
          <p className={styles.muted}>Loading the ads…</p>
        )}
      </section>
      {open && (
        <SharedAdDetail
          key={open.ad.id}
          ad={open.ad}
          savedAt={open.saved_at}
          note={open.note}
          onClose={closeAd}
        />
      )}
    </div>
  )
}

function LinkTurnedOff() {
  return (
    <div className="max-w-prose">
      <h1 className={styles.pageTitle}>This link was turned off or never existed</h1>
      <p className="mt-4 text-muted">
        Whoever shared the board may have turned its link off, or made a new one. Ask them for the link again.
      </p>
    </div>
  )
}

/** `<meta name="robots" content="noindex, nofollow">` while the page is shown. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta')
    meta.name = 'robots'
    meta.content = 'noindex, nofollow'
    document.head.append(meta)
    return () => meta.remove()
  }, [])
}
