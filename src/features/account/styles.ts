// Class lists shared by the account pages, in the look of the search screen's controls.

// The app's one focus mark (styles.css), under the name these pages have always used.
export const focusRing = 'focus-ring'

export const pageTitle = 'text-2xl font-bold tracking-tight'

export const sectionTitle = 'text-lg font-semibold text-ink'

/** A section of a page, boxed like a card. */
export const panel = 'rounded-xl border border-line p-4 sm:p-6'

export const label = 'block text-sm font-medium text-muted'

export const input =
  'mt-1 block w-full rounded-lg border border-line-strong bg-surface px-3 py-2 text-base shadow-xs ' +
  'placeholder:text-faint focus:border-accent focus:outline-2 focus:outline-accent/40 ' +
  'read-only:bg-sunken aria-invalid:border-danger-ink'

export const select =
  'rounded-lg border border-line-strong bg-surface py-2 pr-8 pl-3 text-sm shadow-xs focus:border-accent ' +
  'focus:outline-2 focus:outline-accent/40 disabled:opacity-60'

export const help = 'mt-1 text-sm text-muted'

export const fieldError = 'mt-1 text-sm font-medium text-danger-ink'

export const muted = 'text-sm text-muted'

const button = `inline-flex items-center justify-center gap-1.5 rounded-lg px-4 py-2 text-sm font-semibold disabled:cursor-not-allowed disabled:opacity-60 ${focusRing}`

export const buttons = {
  primary: `${button} bg-primary text-white hover:bg-primary-hover disabled:hover:bg-primary`,
  secondary: `${button} border border-line-strong text-ink hover:bg-sunken`,
  danger: `${button} bg-danger text-white hover:bg-danger-hover`,
  /** Small controls in a table row. */
  small: `inline-flex items-center justify-center gap-1 rounded-md border border-line-strong px-2.5 py-1 text-sm font-medium text-ink hover:bg-sunken disabled:opacity-60 ${focusRing}`,
}

export const link = `rounded-sm font-medium text-accent-ink underline underline-offset-4 hover:text-accent ${focusRing}`

export const alertBox =
  'rounded-lg border border-danger-line bg-danger-soft px-4 py-3 text-sm text-danger-ink'

export const successBox =
  'rounded-lg border border-success-line bg-success-soft px-4 py-3 text-sm text-success-ink'

export const warningBox =
  'rounded-lg border border-warning-line bg-warning-soft px-4 py-3 text-sm text-warning-ink'

/** Tables of people, keys and invitations. */
export const table = 'w-full border-collapse text-left text-sm'
export const th =
  'border-b border-line px-2 py-2 text-xs font-semibold tracking-wide text-muted uppercase first:pl-0'
export const td = 'border-b border-line px-2 py-3 align-top first:pl-0'
