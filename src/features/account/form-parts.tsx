import { type InputHTMLAttributes, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import * as styles from './styles'

/** The password rule, as the server applies it, said once for every form that sets a password. */
export const PASSWORD_RULE = 'At least 15 characters; a few unrelated words work well.'
/** Characters as people count them (near enough): "é" or "🙂" is one. */
export const PASSWORD_MIN = 15
export const passwordLength = (password: string) => [...password].length

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  label: string
  /** Shown under the field and read with it (aria-describedby). */
  help?: ReactNode
  /** What is wrong with the value: marks the field invalid and is read with it. */
  error?: string | undefined
}

/** A labelled input with its help and its error, both tied to it for screen readers. */
export function Field({ label, help, error, id, ...input }: FieldProps) {
  const generated = useId()
  const inputId = id ?? generated
  const helpId = `${inputId}-help`
  const errorId = `${inputId}-error`
  const describedBy = [help ? helpId : '', error ? errorId : ''].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      <input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={styles.input}
        {...input}
      />
      {help && (
        <p id={helpId} className={styles.help}>
          {help}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      )}
    </div>
  )
}

/** A form's failure, announced when it appears; nothing when there is none. */
export function FormAlert({
  message,
  children,
}: {
  message: string | null | undefined
  children?: ReactNode
}) {
  if (!message) return null
  return (
    <div role="alert" tabIndex={-1} className={`${styles.alertBox} focus:outline-none`}>
      <p>{message}</p>
      {children}
    </div>
  )
}

/**
 * Focuses the first invalid field each time a submit finds errors, so the person lands on it; or
 * the form's alert when no field is to blame (the submit button, disabled meanwhile, lost focus).
 */
export function useFocusFirstInvalid(form: React.RefObject<HTMLFormElement | null>, attempt: number) {
  useEffect(() => {
    if (attempt === 0) return
    const target =
      form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.current?.querySelector<HTMLElement>('[role="alert"]')
    target?.focus()
  }, [form, attempt])
}

/** The tab's title while a page is open: "Settings · Ad Search". */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    const before = document.title
    document.title = `${title} · Ad Search`
    return () => {
      document.title = before
    }
  }, [title])
}

/** A submit button that keeps its name while the request is out, with a spinner beside it. */
export function SubmitButton({
  busy,
  children,
  className = styles.buttons.primary,
}: {
  busy: boolean
  children: ReactNode
  className?: string
}) {
  return (
    <button type="submit" disabled={busy} className={className}>
      {busy && <Spinner />}
      {children}
    </button>
  )
}

export function Spinner() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 animate-spin" fill="none">
      <circle cx="10" cy="10" r="7" stroke="currentColor" strokeOpacity="0.3" strokeWidth="2.5" />
      <path d="M17 10a7 7 0 0 0-7-7" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}

const MESSAGE_MS = 2500

interface CopyFieldProps {
  label: string
  value: string
  /** The button's name: "Copy key", "Copy link". */
  copyLabel: string
  /** Read with the field: when the link expires, that it is shown once. */
  help?: ReactNode
  /** Focus the field when it appears, so that a screen reader reads what was just made. */
  autoFocus?: boolean
}

/**
 * A secret or link shown once: read-only, selected whole on focus, with a Copy button whose outcome
 * is said in a live region (the button keeps its name).
 */
export function CopyField({ label, value, copyLabel, help, autoFocus = false }: CopyFieldProps) {
  const id = useId()
  const field = useRef<HTMLInputElement>(null)
  const [message, setMessage] = useState('')
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  useEffect(() => {
    if (autoFocus) field.current?.focus()
  }, [autoFocus])

  const say = (text: string) => {
    setMessage(text)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => setMessage(''), MESSAGE_MS)
  }
  const copy = async () => {
    try {
      // Missing outside secure contexts and refusable by the user: both end in the fallback.
      await navigator.clipboard.writeText(value)
      say('Copied')
    } catch {
      field.current?.select()
      // The older way still works where the clipboard API does not (plain http on another host).
      const copied = document.execCommand?.('copy') ?? false
      say(copied ? 'Copied' : 'Could not copy: the text is selected, copy it by hand')
    }
  }

  return (
    <div>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-stretch gap-2">
        <input
          ref={field}
          id={id}
          type="text"
          readOnly
          value={value}
          onFocus={(event) => event.currentTarget.select()}
          aria-describedby={help ? `${id}-help` : undefined}
          spellCheck={false}
          autoComplete="off"
          className={`${styles.input} mt-0! min-w-0 flex-1 basis-56 font-mono text-sm`}
        />
        <button type="button" onClick={copy} className={styles.buttons.secondary}>
          {copyLabel}
        </button>
      </div>
      {help && (
        <p id={`${id}-help`} className={styles.help}>
          {help}
        </p>
      )}
      <p role="status" className="mt-1 text-sm font-medium text-success-ink empty:mt-0">
        {message}
      </p>
    </div>
  )
}
