import { Link } from '@tanstack/react-router'
import { BOOKMARK, LineIcon } from '../../components/line-icon'
import type { Visibility } from '../../contract/boards'
import { withoutPageParameters } from '../../search/search-state'
import * as styles from '../account/styles'
import { actionStyles } from '../ad-card/action-styles'

/** The board's cover: the picture of the ad saved last, whole (never cropped), or a plain placeholder. Decoration only. */
export function BoardCover({ cover }: { cover: string | null }) {
  return (
    <div className="relative aspect-[16/9] w-full overflow-hidden bg-sunken">
      {cover ? (
        <img
          src={cover}
          alt=""
          loading="lazy"
          decoding="async"
          className="absolute inset-0 size-full object-contain"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-faint">
          <LineIcon path={BOOKMARK} className="size-10" strokeWidth={1.2} />
        </div>
      )}
    </div>
  )
}

/** "Shared with the team" or "Private", with a mark that says the same to the eye. */
export function VisibilityLabel({ visibility }: { visibility: Visibility }) {
  const team = visibility === 'team'
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${
        team ? 'bg-accent/10 text-accent-ink' : 'bg-sunken text-muted'
      }`}
    >
      <LineIcon
        path={
          team
            ? 'M7 9a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Zm-4.5 7c0-2.5 2-4 4.5-4s4.5 1.5 4.5 4M13.5 9a2 2 0 1 0 0-4M14.5 12c1.8.3 3 1.6 3 4'
            : 'M6 9V7a4 4 0 0 1 8 0v2M5 9h10v7.5H5z'
        }
        className="size-3.5"
        strokeWidth={1.6}
      />
      {team ? 'Shared with the team' : 'Private'}
    </span>
  )
}

/** Back to the list of boards, with the ad search as it was (and no board's own parameters). */
export function BackToBoards() {
  return (
    <Link
      to="/boards"
      search={({ ad: _ad, ...prev }) => withoutPageParameters(prev)}
      className={`inline-flex w-fit items-center gap-1 text-sm font-medium ${actionStyles.link}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        className="size-4"
      >
        <path d="M12.5 15 7.5 10l5-5" />
      </svg>
      All boards
    </Link>
  )
}

/** A board with nothing to show: nothing saved yet, or nothing that matches what is asked. */
export function EmptyBoard({
  narrowed,
  canWrite,
  onClear,
}: {
  narrowed: boolean
  canWrite: boolean
  onClear: () => void
}) {
  return (
    <div className="rounded-xl border border-dashed border-line-strong p-8 text-center">
      {narrowed ? (
        <>
          <p className="font-semibold">No saved ad matches</p>
          <button type="button" onClick={onClear} className={`${styles.buttons.small} mt-3`}>
            Show the whole board
          </button>
        </>
      ) : (
        <>
          <p className="font-semibold">Nothing saved here yet</p>
          <p className={`${styles.muted} mt-2`}>
            {canWrite ? (
              <>
                Find ads in the{' '}
                <Link
                  to="/"
                  search={({ ad: _ad, ...prev }) => withoutPageParameters(prev)}
                  className={styles.link}
                >
                  search
                </Link>{' '}
                and save them to this board.
              </>
            ) : (
              'Ads your team saves to this board will appear here.'
            )}
          </p>
        </>
      )}
    </div>
  )
}
