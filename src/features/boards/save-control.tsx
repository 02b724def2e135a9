import { useQueryClient } from '@tanstack/react-query'
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from 'react'
import { BOOKMARK, LineIcon } from '../../components/line-icon'
import type { Board } from '../../contract/boards'
import { errorMessage } from '../../lib/api-client'
import { actionStyles } from '../ad-card/action-styles'
import type { SaveSlotProps } from '../ad-card/save-slot'
import { boardsQueryOptions, defaultBoard, useSaveAd, useUnsaveAd } from './board-queries'
import { type SaveState, useGridSaveState, useInGrid, useOwnSaveState } from './saved-marks'

const CHEVRON = 'm6 8 4 4 4-4'
const MESSAGE_MS = 6000

// The menu's code comes when it is first wanted (asked for as a pointer or focus nears the buttons),
// so that the first screen's JavaScript carries only the buttons.
const loadMenu = () => import('./board-menu')
const BoardMenu = lazy(() => loadMenu().then((module) => ({ default: module.BoardMenu })))
const preloadMenu = () => void loadMenu().catch(() => {})

/** The slot's props (ad-card/save-slot.tsx): the root puts this control in it. */
type SaveControlProps = SaveSlotProps

/**
 * Save (to the board used last, in one click) and a menu of boards beside it: tick boards to save
 * the ad on them or take it off, or make a new board for it. Nothing for those who may not save.
 */
export function SaveControl(props: SaveControlProps) {
  return useInGrid() ? <GridSaveControl {...props} /> : <OwnSaveControl {...props} />
}

/** In a grid: the grid asked for every card at once, so mounting one while scrolling asks nothing. */
function GridSaveControl(props: SaveControlProps) {
  const state = useGridSaveState(props.adId)
  return state?.canSave ? <SaveControlView {...props} state={state} /> : null
}

/** Alone (the detail view): its own look-up. */
function OwnSaveControl(props: SaveControlProps) {
  const state = useOwnSaveState(props.adId)
  return state.canSave ? <SaveControlView {...props} state={state} /> : null
}

type Opener = 'save' | 'menu'

function SaveControlView({
  adId,
  title,
  describedBy,
  size = 'small',
  state,
}: SaveControlProps & { state: SaveState }) {
  const queryClient = useQueryClient()
  const { savedIds } = state
  const boards = { data: state.boards && { data: state.boards }, error: state.boardsError }
  const [open, setOpen] = useState<{ by: Opener; focusNew: boolean } | null>(null)
  const [message, setMessage] = useState('')
  const anchor = useRef<HTMLSpanElement>(null)
  const saveButton = useRef<HTMLButtonElement>(null)
  const menuButton = useRef<HTMLButtonElement>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const menuId = useId()
  const savedDescriptionId = useId()
  useEffect(() => () => clearTimeout(timer.current), [])

  const saved = savedIds.length > 0
  const savedNames = (boards.data?.data ?? [])
    .filter((board) => savedIds.includes(board.id))
    .map((board) => board.name)

  const fail = useCallback((what: string, error: unknown) => {
    setMessage(`${what}: ${errorMessage(error)}`)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setMessage(''), MESSAGE_MS)
  }, [])

  // Where focus goes back to once the menu has left the page (Esc, a board made): its trigger.
  const refocus = useRef<HTMLButtonElement | null>(null)
  const close = useCallback((returnFocus: boolean) => {
    setOpen((current) => {
      if (current && returnFocus)
        refocus.current = current.by === 'save' ? saveButton.current : menuButton.current
      return null
    })
  }, [])
  useEffect(() => {
    if (open || !refocus.current) return
    refocus.current.focus()
    refocus.current = null
  }, [open])
  const openMenu = useCallback((by: Opener, focusNew = false) => {
    setMessage('')
    setOpen({ by, focusNew })
  }, [])

  // Each call's own promise says how it ended: `mutate`'s callbacks would tell only the last of
  // several boards ticked quickly.
  const { mutateAsync: saveAd } = useSaveAd()
  const { mutateAsync: unsaveAd } = useUnsaveAd()
  const save = useCallback(
    (board: Board) =>
      saveAd({ adId, boardId: board.id }).catch((error) => fail(`Not saved to ${board.name}`, error)),
    [saveAd, adId, fail],
  )
  const unsave = (board: Board) =>
    unsaveAd({ adId, boardId: board.id }).catch((error) => fail(`Not removed from ${board.name}`, error))

  /** One click: to the board used last; the menu when it is saved already or there is no board yet. */
  const onSave = useCallback(async () => {
    setMessage('')
    if (saved) {
      openMenu('save')
      return
    }
    let list = boards.data?.data
    if (!list) {
      try {
        list = (await queryClient.fetchQuery(boardsQueryOptions())).data
      } catch (error) {
        fail('Not saved', error)
        return
      }
    }
    const target = defaultBoard(list)
    if (target) void save(target)
    else openMenu('save', true)
  }, [saved, boards.data, queryClient, save, fail, openMenu])

  // `s` on a focused card (or any control in it, but not while typing) saves it, as the button would.
  useEffect(() => {
    const article = anchor.current?.closest('article')
    if (!article) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 's' || event.repeat || event.defaultPrevented) return
      if (event.metaKey || event.ctrlKey || event.altKey || event.shiftKey) return
      const target = event.target as HTMLElement
      if (
        target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [popover]')
      )
        return
      // The nearest card is the one meant: a card inside another article answers for itself.
      if (target.closest('article') !== article) return
      event.preventDefault()
      saveButton.current?.focus()
      void onSave()
    }
    article.addEventListener('keydown', onKey)
    return () => article.removeEventListener('keydown', onKey)
  }, [onSave])

  const large = size === 'large'
  const buttonClass = large ? actionStyles.button : actionStyles.quiet
  const savedClass = saved
    ? large
      ? 'border-accent/50 bg-accent/10 text-accent-ink'
      : 'text-accent-ink'
    : ''

  return (
    <span ref={anchor} className="relative inline-flex items-center">
      <button
        ref={saveButton}
        type="button"
        onClick={() => void onSave()}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        aria-pressed={saved}
        aria-describedby={saved ? savedDescriptionId : describedBy}
        aria-keyshortcuts="s"
        className={`${buttonClass} ${savedClass} ${large ? 'rounded-r-none' : 'pr-1.5'}`}
      >
        <LineIcon path={BOOKMARK} className={large ? 'size-4' : 'size-3.5'} strokeWidth={1.6} />
        {saved ? 'Saved' : 'Save'}
      </button>
      {saved && (
        <span id={savedDescriptionId} hidden>
          {savedNames.length > 0 ? `Saved to ${savedNames.join(', ')}` : 'Saved to a board'}
        </span>
      )}
      <button
        ref={menuButton}
        type="button"
        aria-label={`Choose a board for ${title}`}
        aria-haspopup="dialog"
        aria-expanded={open !== null}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(true) : openMenu('menu'))}
        onPointerEnter={preloadMenu}
        onFocus={preloadMenu}
        className={`${buttonClass} ${savedClass} ${large ? '-ml-px rounded-l-none px-2' : 'px-1'}`}
      >
        <LineIcon path={CHEVRON} className={large ? 'size-4' : 'size-3.5'} strokeWidth={1.6} />
      </button>
      {message && (
        <span
          role="alert"
          className="absolute right-0 bottom-full z-10 mb-1.5 w-max max-w-64 rounded-md bg-danger px-2 py-1 text-xs font-medium text-white shadow"
        >
          {message}
        </span>
      )}
      {open && (
        <Suspense fallback={null}>
          <BoardMenu
            id={menuId}
            anchor={anchor}
            title={title}
            boards={boards.data?.data}
            loadError={boards.error}
            savedIds={savedIds}
            focusNew={open.focusNew}
            onClose={close}
            onToggle={(board, on) => void (on ? save(board) : unsave(board))}
            onCreated={(board) => {
              void save(board)
              close(true)
            }}
          />
        </Suspense>
      )}
    </span>
  )
}
