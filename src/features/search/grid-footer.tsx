import { countOf } from '../../lib/format'

interface GridFooterProps {
  shown: number
  hasNextPage: boolean
  loading: boolean
  error: Error | null
  onLoadMore: () => void
}

/** The grid's last row: more loads on its own as it nears, a button does it too, and the end says so. */
export function GridFooter({ shown, hasNextPage, loading, error, onLoadMore }: GridFooterProps) {
  if (error) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center">
        <p className="text-slate-700 dark:text-slate-300">
          The next ads did not load: {error.message}. The {countOf(shown, 'ad')} above are still here.
        </p>
        <button type="button" onClick={onLoadMore} className={buttonClass}>
          Retry
        </button>
      </div>
    )
  }
  if (!hasNextPage) {
    return (
      <p className="py-10 text-center text-sm text-slate-500 dark:text-slate-400">
        {shown === 1
          ? 'End of results: this is the only ad.'
          : `End of results: you have seen all ${countOf(shown, 'ad')}.`}
      </p>
    )
  }
  return (
    <div className="flex justify-center py-8">
      <button type="button" onClick={onLoadMore} disabled={loading} className={buttonClass}>
        {loading ? 'Loading more ads…' : 'Load more'}
      </button>
    </div>
  )
}

const buttonClass =
  'rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium shadow-sm hover:bg-slate-50 disabled:opacity-60 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800'
