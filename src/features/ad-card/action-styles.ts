/** Shared looks of the card's and the detail view's controls, so both read as one family. */
const focusRing = 'focus-ring'

export const actionStyles = {
  focusRing,
  /** Small quiet controls in a row (card footer). */
  quiet: `inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-muted hover:bg-sunken hover:text-ink ${focusRing}`,
  /** The main control of a row. */
  primary: `inline-flex items-center gap-1 rounded-md bg-ink px-2.5 py-1 text-xs font-semibold text-surface hover:bg-ink/85 ${focusRing}`,
  /** Larger buttons of the detail view. */
  button: `inline-flex items-center gap-1.5 rounded-lg border border-line bg-surface px-2.5 py-1 text-sm font-medium text-ink hover:bg-sunken disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`,
  buttonPrimary: `inline-flex items-center gap-1.5 rounded-lg bg-primary px-3 py-1.5 text-sm font-semibold text-white hover:bg-primary-hover ${focusRing}`,
  /** Inline text links. */
  link: `rounded-sm text-accent-ink underline-offset-2 hover:underline ${focusRing}`,
}
