import { useQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { ApiError, errorMessage } from '../../lib/api-client'
import { useMe } from '../../lib/me-query'
import { withoutPageParameters } from '../../search/search-state'
import { useDocumentTitle } from '../account/form-parts'
import { SignInFirst } from '../account/sign-in-first'
import * as styles from '../account/styles'
import { BackToBoards } from './board-parts'
import { boardQueryOptions } from './board-queries'
import { BoardView } from './board-view'

const route = getRouteApi('/boards/$boardId')

/** `/boards/<id>`: one board's saved ads; its owner (or an admin) manages it here. */
export function BoardScreen() {
  const { boardId } = route.useParams()
  const me = useMe()
  const board = useQuery({ ...boardQueryOptions(boardId), enabled: Boolean(me?.person) })
  useDocumentTitle(board.data?.name ?? 'Board')
  if (!me?.person) return <SignInFirst title="Board" />
  if (board.error instanceof ApiError && board.error.status === 404) return <NoSuchBoard />
  if (!board.data) {
    return (
      <div className="flex flex-col gap-4">
        <BackToBoards />
        {board.error ? (
          <div role="alert" className={styles.alertBox}>
            <h1 className="font-semibold">The board could not be loaded</h1>
            <p className="mt-1">{errorMessage(board.error)}</p>
            <button
              type="button"
              onClick={() => void board.refetch()}
              className={`${styles.buttons.small} mt-2`}
            >
              Retry
            </button>
          </div>
        ) : (
          <h1 className={styles.pageTitle}>Loading the board…</h1>
        )}
      </div>
    )
  }
  return <BoardView board={board.data} canWrite={me.person.role !== 'viewer'} />
}

function NoSuchBoard() {
  return (
    <div className="max-w-prose">
      <h1 className={styles.pageTitle}>This board does not exist or is not shared with you</h1>
      <p className="mt-4 text-muted">It may have been deleted, or it is someone’s private board.</p>
      <p className="mt-6">
        <Link
          to="/boards"
          search={({ ad: _ad, ...prev }) => withoutPageParameters(prev)}
          className={styles.link}
        >
          Back to boards
        </Link>
      </p>
    </div>
  )
}
