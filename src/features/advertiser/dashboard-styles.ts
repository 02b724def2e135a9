/** Looks the dashboard's parts share, so its boxes, headings and tables read as one. */
export const panel =
  'rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900'

export const sectionHeading = 'text-lg font-semibold tracking-tight'

/** A figure's note, and the quiet text of the tables. */
export const quiet = 'text-xs text-slate-600 dark:text-slate-400'

export const dataTable = 'w-full text-left text-sm tabular-nums'
export const headCell =
  'sticky top-0 bg-slate-50 px-3 py-1.5 text-xs font-semibold text-slate-600 dark:bg-slate-800 dark:text-slate-300'
export const bodyCell = 'border-t border-slate-100 px-3 py-1 dark:border-slate-800'

/**
 * For the dashboard's lower sections: while off screen the browser skips their layout and paint (a
 * slow phone's main thread is busy enough as the page loads), holding a guess of their height.
 */
export const offscreenSkipped = '[content-visibility:auto] [contain-intrinsic-size:auto_32rem]'
