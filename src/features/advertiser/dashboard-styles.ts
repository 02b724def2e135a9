/** Looks the dashboard's parts share, so its boxes, headings and tables read as one. */
export const panel = 'rounded-xl border border-line bg-surface p-4 shadow-sm'

export const sectionHeading = 'text-lg font-semibold tracking-tight'

/** A figure's note, and the quiet text of the tables. */
export const quiet = 'text-xs text-muted'

export const dataTable = 'w-full text-left text-sm tabular-nums'
export const headCell = 'sticky top-0 bg-sunken px-3 py-1.5 text-xs font-semibold text-muted'
export const bodyCell = 'border-t border-line px-3 py-1'

/**
 * For the dashboard's lower sections: while off screen the browser skips their layout and paint (a
 * slow phone's main thread is busy enough as the page loads), holding a guess of their height.
 */
export const offscreenSkipped = '[content-visibility:auto] [contain-intrinsic-size:auto_32rem]'
