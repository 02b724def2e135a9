/** Shared looks of the card's and the detail view's controls, so both read as one family. */
const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400'

export const actionStyles = {
  focusRing,
  /** Small quiet controls in a row (card footer). */
  quiet: `inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-medium text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white ${focusRing}`,
  /** The main control of a row. */
  primary: `inline-flex items-center gap-1 rounded-md bg-slate-900 px-2.5 py-1 text-xs font-semibold text-white hover:bg-slate-700 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-white ${focusRing}`,
  /** Larger buttons of the detail view. */
  button: `inline-flex items-center gap-1.5 rounded-lg border border-line bg-surface px-2.5 py-1 text-sm font-medium text-ink hover:bg-sunken disabled:cursor-not-allowed disabled:opacity-50 ${focusRing}`,
  buttonPrimary: `inline-flex items-center gap-1.5 rounded-lg bg-indigo-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-indigo-500 dark:bg-indigo-500 dark:hover:bg-indigo-400 ${focusRing}`,
  /** Inline text links. */
  link: `rounded-sm text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300 ${focusRing}`,
}
