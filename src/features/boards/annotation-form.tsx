import { type FormEvent, useEffect, useId, useRef, useState } from 'react'
import { NOTE_MAX, type SavedAd, TAG_MAX, TAGS_MAX } from '../../contract/boards'
import { errorMessage } from '../../lib/api-client'
import { formatWholeNumber } from '../../lib/format'
import { actionStyles } from '../ad-card/action-styles'
import { adTitle } from '../ad-card/ad-links'
import { useAnnotateAd } from './board-mutations'
import type { Draft } from './saved-ad-editing'

interface AnnotationFormProps {
  saved: SavedAd
  boardId: string
  /** The text as last typed, when the form was open before (the card scrolled out of view). */
  draft: Draft | undefined
  onType: (draft: Draft) => void
  /** Saved, cancelled (Esc) or nothing to save: the form closes. */
  onDone: () => void
}

/** The tags of a comma-separated text: trimmed, without empty ones or repeats. */
export function tagsOf(text: string): string[] {
  return [...new Set(text.split(',').map((tag) => tag.trim()))].filter((tag) => tag !== '')
}

/** What is wrong with the tags, by the contract's limits; undefined when nothing is. */
function tagsProblem(tags: readonly string[]): string | undefined {
  if (tags.length > TAGS_MAX) return `Up to ${TAGS_MAX} tags: this is ${tags.length}`
  const long = tags.find((tag) => tag.length > TAG_MAX)
  return long ? `“${long.slice(0, 24)}…” is longer than ${TAG_MAX} characters` : undefined
}

const field =
  'block w-full rounded-md border border-line-strong bg-surface px-2 py-1.5 text-sm text-ink focus:border-accent focus:outline-2 focus:outline-accent/40 aria-invalid:border-danger-ink'
const label = 'block font-medium text-muted'
const help = 'mt-0.5 text-muted'

/**
 * A saved ad's note and tags, edited in its card. Esc cancels. A refusal is said next to the form,
 * which keeps what was typed.
 */
export function AnnotationForm({ saved, boardId, draft, onType, onDone }: AnnotationFormProps) {
  const { mutateAsync: annotateAd } = useAnnotateAd()
  const [note, setNote] = useState(draft?.note ?? saved.note)
  const [tagText, setTagText] = useState(draft?.tags ?? saved.tags.join(', '))
  const [tagError, setTagError] = useState<string | undefined>()
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const noteField = useRef<HTMLTextAreaElement>(null)
  const tagField = useRef<HTMLInputElement>(null)
  const id = useId()
  useEffect(() => noteField.current?.focus(), [])

  const type = (next: Draft) => {
    setNote(next.note)
    setTagText(next.tags)
    setFailure(null)
    onType(next)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (busy) return
    const tags = tagsOf(tagText)
    const problem = tagsProblem(tags)
    setTagError(problem)
    if (problem) {
      tagField.current?.focus()
      return
    }
    if (note === saved.note && tags.join('\n') === saved.tags.join('\n')) return onDone()
    setBusy(true)
    setFailure(null)
    try {
      await annotateAd({ boardId, adId: saved.ad.id, change: { note, tags } })
      onDone()
    } catch (error) {
      setFailure(`The note and tags were not saved: ${errorMessage(error)}`)
      setBusy(false)
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Note and tags of ${adTitle(saved.ad)}`}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return
        // The form closes, not a dialog or menu around it.
        event.preventDefault()
        event.stopPropagation()
        onDone()
      }}
      className="flex flex-col gap-2"
    >
      <div>
        <label htmlFor={`${id}-note`} className={label}>
          Note
        </label>
        <textarea
          ref={noteField}
          id={`${id}-note`}
          value={note}
          rows={3}
          maxLength={NOTE_MAX}
          aria-describedby={`${id}-note-help`}
          onChange={(event) => type({ note: event.target.value, tags: tagText })}
          className={`${field} mt-1 resize-y`}
        />
        <p id={`${id}-note-help`} className={help}>
          {formatWholeNumber(note.length)} of {formatWholeNumber(NOTE_MAX)} characters
        </p>
      </div>
      <div>
        <label htmlFor={`${id}-tags`} className={label}>
          Tags
        </label>
        <input
          ref={tagField}
          id={`${id}-tags`}
          type="text"
          value={tagText}
          autoComplete="off"
          aria-invalid={tagError ? true : undefined}
          aria-describedby={`${id}-tags-help${tagError ? ` ${id}-tags-error` : ''}`}
          onChange={(event) => {
            setTagError(undefined)
            type({ note, tags: event.target.value })
          }}
          className={`${field} mt-1`}
        />
        <p id={`${id}-tags-help`} className={help}>
          Separated by commas: up to {TAGS_MAX}, each up to {TAG_MAX} characters.
        </p>
        {tagError && (
          <p id={`${id}-tags-error`} className="mt-0.5 font-medium text-danger-ink">
            {tagError}
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="rounded-md bg-danger-soft px-2 py-1.5 font-medium text-danger-ink">
          {failure}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-1.5">
        {/* Not disabled while saving: a disabled button would drop the focus. */}
        <button
          type="submit"
          aria-disabled={busy}
          className={`${actionStyles.primary} aria-disabled:opacity-60`}
        >
          Save note and tags
        </button>
        <button type="button" onClick={onDone} className={actionStyles.quiet}>
          Cancel
        </button>
        <span role="status" className="text-muted">
          {busy ? 'Saving…' : ''}
        </span>
      </div>
    </form>
  )
}
