import { useEffect, useId, useRef, useState } from 'react'
import { BOARD_QUERY_MAX, BOARD_SORTS, type BoardSort } from '../../contract/boards'
import { TAG_VALUES, type TagFamily } from '../../contract/creative-tags'
import * as styles from '../account/styles'
import { FACET_WORDS, facetValueLabel } from '../filters/facet-labels'
import { BOARD_SEARCH_DEFAULTS, type BoardView } from './board-search'

const TYPING_PAUSE_MS = 350

const ORDER_LABELS: Record<BoardSort, string> = {
  saved: 'Date saved',
  started_desc: 'Ad started (newest)',
  started_asc: 'Ad started (oldest)',
}

interface BoardFiltersProps {
  /** The board's page as the URL has it, defaults filled in. */
  view: BoardView
  /** The tags to choose from: those of the board's ads seen so far. */
  tags: readonly string[]
  /** `push`: a new history entry (a choice); typing replaces the entry once it has one. */
  onChange: (change: Partial<BoardView>, push: boolean) => void
}

/** The creative breakdown's families as the board's controls name them in its URL. */
const CREATIVE_CHOICES: { family: TagFamily; key: 'hook' | 'offer' | 'cta' }[] = [
  { family: 'hooks', key: 'hook' },
  { family: 'offers', key: 'offer' },
  { family: 'cta_types', key: 'cta' },
]

/**
 * Find on a board (headline, text, advertiser, note), one of its tags, a hook, offer or call to action,
 * an order, and sections by hook. The words box
 * keeps its own text while you type and follows the URL when the URL changes (Back, Clear).
 */
export function BoardFilters({ view: search, tags, onChange }: BoardFiltersProps) {
  const id = useId()
  const [text, setText] = useState(search.find)
  const [shownFind, setShownFind] = useState(search.find)
  const burstHasEntry = useRef(false)
  if (search.find !== shownFind) {
    setShownFind(search.find)
    setText(search.find)
  }
  useEffect(() => {
    if (text.trim() === search.find) return
    const timer = setTimeout(() => {
      onChange({ find: text.trim() }, !burstHasEntry.current)
      burstHasEntry.current = true
    }, TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text, search.find, onChange])

  const choices = search.tag && !tags.includes(search.tag) ? [search.tag, ...tags] : tags
  const changed =
    search.find !== '' ||
    search.tag !== '' ||
    search.order !== 'saved' ||
    search.hook !== '' ||
    search.offer !== '' ||
    search.cta !== '' ||
    search.group

  return (
    <search aria-label="This board">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          if (text.trim() !== search.find) onChange({ find: text.trim() }, !burstHasEntry.current)
          burstHasEntry.current = false
        }}
        className="flex flex-wrap items-end gap-x-4 gap-y-3"
      >
        <div className="min-w-0 flex-1 basis-60 sm:max-w-md">
          <label htmlFor={`${id}-find`} className={styles.label}>
            Find on this board
          </label>
          <input
            id={`${id}-find`}
            type="search"
            value={text}
            maxLength={BOARD_QUERY_MAX}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => {
              burstHasEntry.current = false
            }}
            aria-describedby={`${id}-find-help`}
            autoComplete="off"
            enterKeyHint="search"
            className={`${styles.input} py-1.5 text-sm`}
          />
          <p id={`${id}-find-help`} className="mt-1 text-xs text-muted">
            Headlines, ad text, advertisers and notes
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-x-4 gap-y-3 pb-5">
          <div>
            <label htmlFor={`${id}-tag`} className={styles.label}>
              Tag
            </label>
            <select
              id={`${id}-tag`}
              value={search.tag}
              onChange={(event) => onChange({ tag: event.target.value }, true)}
              className={`${styles.select} mt-1 max-w-56`}
            >
              <option value="">All tags</option>
              {choices.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </select>
          </div>
          {CREATIVE_CHOICES.map(({ family, key }) => (
            <div key={key}>
              <label htmlFor={`${id}-${key}`} className={styles.label}>
                {FACET_WORDS[family].title}
              </label>
              <select
                id={`${id}-${key}`}
                value={search[key]}
                onChange={(event) => onChange({ [key]: event.target.value }, true)}
                className={`${styles.select} mt-1 max-w-48`}
              >
                <option value="">Any</option>
                {TAG_VALUES[family].map((value) => (
                  <option key={value} value={value}>
                    {facetValueLabel(family, value)}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <div>
            <label htmlFor={`${id}-order`} className={styles.label}>
              Sort by
            </label>
            <select
              id={`${id}-order`}
              value={search.order}
              onChange={(event) => onChange({ order: event.target.value as BoardSort }, true)}
              className={`${styles.select} mt-1`}
            >
              {BOARD_SORTS.map((order) => (
                <option key={order} value={order}>
                  {ORDER_LABELS[order]}
                </option>
              ))}
            </select>
          </div>
          <label className="flex items-center gap-2 pb-2 text-sm font-medium text-ink">
            <input
              type="checkbox"
              checked={search.group}
              onChange={(event) => onChange({ group: event.target.checked }, true)}
              className="size-4 accent-current"
            />
            Group by hook
          </label>
          {changed && (
            <button
              type="button"
              onClick={() => onChange(BOARD_SEARCH_DEFAULTS, true)}
              className={styles.buttons.small}
            >
              Clear
            </button>
          )}
        </div>
      </form>
    </search>
  )
}
