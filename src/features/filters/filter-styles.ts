// Class lists shared by the filter sections, so every section reads and focuses alike.

export const sectionTitle = 'mb-2 block text-sm font-semibold text-ink'

export const focusRing = 'focus-ring'

export const textInput =
  'focus-ring w-full rounded-md border border-line-strong bg-surface px-2.5 py-1.5 text-sm shadow-xs placeholder:text-faint ' +
  'aria-invalid:border-danger-ink'

export const linkButton = `rounded-sm text-sm font-medium text-accent-ink hover:underline ${focusRing}`

export const errorText = 'mt-1 text-xs text-danger-ink'
