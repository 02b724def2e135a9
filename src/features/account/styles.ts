// Class lists shared by the account pages, in the look of the search screen's controls.

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400'

export const pageTitle = 'text-2xl font-bold tracking-tight'

export const sectionTitle = 'text-lg font-semibold text-slate-900 dark:text-slate-100'

/** A section of a page, boxed like a card. */
export const panel = 'rounded-xl border border-slate-200 p-4 sm:p-6 dark:border-slate-800'

export const label = 'block text-sm font-medium text-slate-700 dark:text-slate-300'

export const input =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base shadow-xs ' +
  'placeholder:text-slate-400 focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 ' +
  'read-only:bg-slate-50 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900 ' +
  'dark:placeholder:text-slate-500 dark:read-only:bg-slate-900/60 dark:aria-invalid:border-red-400'

export const select =
  'rounded-lg border border-slate-300 bg-white py-2 pr-8 pl-3 text-sm shadow-xs focus:border-indigo-500 ' +
  'focus:outline-2 focus:outline-indigo-500/40 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900'

export const help = 'mt-1 text-sm text-slate-600 dark:text-slate-400'

export const fieldError = 'mt-1 text-sm font-medium text-red-700 dark:text-red-400'

export const muted = 'text-sm text-slate-600 dark:text-slate-400'

const button = `inline-flex items-center justify-center gap-1.5 rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`

export const buttons = {
  primary: `${button} bg-indigo-600 text-white hover:bg-indigo-700 disabled:hover:bg-indigo-600`,
  secondary: `${button} border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800`,
  danger: `${button} bg-red-700 text-white hover:bg-red-800`,
  /** Small controls in a table row. */
  small: `inline-flex items-center justify-center gap-1 rounded-md border border-slate-300 px-2.5 py-1 text-sm font-medium text-slate-800 hover:bg-slate-100 disabled:opacity-60 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800 ${focusRing}`,
}

export const link = `rounded-sm font-medium text-indigo-700 underline underline-offset-4 hover:text-indigo-600 dark:text-indigo-300 dark:hover:text-indigo-200 ${focusRing}`

export const alertBox =
  'rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100'

export const successBox =
  'rounded-lg border border-emerald-300 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-100'

export const warningBox =
  'rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950 dark:border-amber-700/70 dark:bg-amber-950/30 dark:text-amber-100'

/** Tables of people, keys and invitations. */
export const table = 'w-full border-collapse text-left text-sm'
export const th =
  'border-b border-slate-200 px-2 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase first:pl-0 dark:border-slate-800 dark:text-slate-400'
export const td = 'border-b border-slate-100 px-2 py-3 align-top first:pl-0 dark:border-slate-800/70'
