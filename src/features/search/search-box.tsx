import { useEffect, useRef, useState } from 'react'
import { QUERY_MAX_CHARS } from '../../contract/keywords'

const TYPING_PAUSE_MS = 350

interface SearchBoxProps {
  /** The keywords in the URL. */
  value: string
  /** `push`: a new history entry (Back returns to the search before); otherwise the entry is replaced. */
  onSearch: (keywords: string, push: boolean) => void
}

/**
 * The keyword box: searches as you pause typing, at once on Enter; `/` anywhere focuses it. It keeps
 * its own text while you type and follows the URL when the URL changes (Back, a chip, Clear).
 */
export function SearchBox({ value, onSearch }: SearchBoxProps) {
  const [text, setText] = useState(value)
  const [shownValue, setShownValue] = useState(value)
  const input = useRef<HTMLInputElement>(null)
  // Whether this burst of typing already has its own history entry: the first pause pushes one, so
  // Back returns to the search before the typing; later pauses only refine it.
  const burstHasEntry = useRef(false)
  if (value !== shownValue) {
    setShownValue(value)
    setText(value)
  }

  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => {
      onSearch(text.trim(), !burstHasEntry.current)
      burstHasEntry.current = true
    }, TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
  }, [text, value, onSearch])

  useEffect(() => {
    const focusOnSlash = (event: KeyboardEvent) => {
      const target = event.target as HTMLElement | null
      const typing = target?.closest('input, textarea, select, [contenteditable="true"]')
      if (event.key === '/' && !typing && !event.metaKey && !event.ctrlKey && !event.altKey) {
        event.preventDefault()
        input.current?.focus()
      }
    }
    document.addEventListener('keydown', focusOnSlash)
    return () => document.removeEventListener('keydown', focusOnSlash)
  }, [])

  return (
    <search className="w-full">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          // Enter after the pause already searched changes nothing; before it, it searches at once.
          if (text.trim() !== value) onSearch(text.trim(), !burstHasEntry.current)
          burstHasEntry.current = false
        }}
      >
        <label htmlFor="keywords" className="block text-sm font-medium text-slate-700 dark:text-slate-300">
          Keywords
        </label>
        <div className="relative mt-1">
          <input
            ref={input}
            id="keywords"
            type="search"
            value={text}
            maxLength={QUERY_MAX_CHARS}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => {
              burstHasEntry.current = false
            }}
            placeholder='Brand, product or "exact phrase"'
            aria-describedby="keywords-scope"
            autoComplete="off"
            enterKeyHint="search"
            className="w-full rounded-lg border border-slate-300 bg-white py-2.5 pr-12 pl-3 text-base shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-500"
          />
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 rounded border border-slate-300 px-1.5 text-xs text-slate-500 dark:border-slate-600 dark:text-slate-400"
          >
            /
          </span>
        </div>
        <p id="keywords-scope" className="mt-1 text-xs text-slate-500 dark:text-slate-400">
          Searches ad copy, headlines, spoken transcripts and brand names.
        </p>
      </form>
    </search>
  )
}
