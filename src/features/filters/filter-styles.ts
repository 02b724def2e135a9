// Class lists shared by the filter sections, so every section reads and focuses alike.

export const sectionTitle = 'mb-2 block text-sm font-semibold text-slate-900 dark:text-slate-100'

export const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:focus-visible:outline-indigo-400'

export const textInput =
  'w-full rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm shadow-xs placeholder:text-slate-400 ' +
  'focus:border-indigo-500 focus:outline-2 focus:outline-indigo-500/40 aria-invalid:border-red-500 ' +
  'dark:border-slate-700 dark:bg-slate-900 dark:placeholder:text-slate-500 dark:aria-invalid:border-red-400'

export const linkButton = `rounded-sm text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300 ${focusRing}`

export const errorText = 'mt-1 text-xs text-red-700 dark:text-red-400'
