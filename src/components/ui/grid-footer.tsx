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
        <p className="text-muted">
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
      <p className="py-10 text-center text-sm text-faint">
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
  'focus-ring rounded-lg border border-line-strong bg-surface px-4 py-2 text-sm font-medium shadow-sm hover:bg-sunken disabled:opacity-60'
