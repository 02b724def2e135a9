import { useQuery } from '@tanstack/react-query'
import { adCountQueryOptions } from './ad-count-query'

const numberFormat = new Intl.NumberFormat()

/** The size of the index, with its loading and error states, announced politely to screen readers. */
export function IndexSize() {
  const count = useQuery(adCountQueryOptions())

  return (
    <section
      aria-labelledby="index-size-heading"
      className="mt-8 rounded-xl border border-slate-200 bg-slate-50 p-5 sm:w-fit sm:min-w-80 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="index-size-heading" className="text-sm font-semibold text-slate-600 dark:text-slate-300">
        Ads in the index
      </h2>
      {count.isError ? (
        <div role="alert" className="mt-2">
          <p className="text-red-700 dark:text-red-300">
            The count could not be loaded: {count.error.message}
          </p>
          <button
            type="button"
            onClick={() => count.refetch()}
            className="mt-3 rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:bg-slate-100 dark:text-slate-900 dark:hover:bg-slate-300"
          >
            Try again
          </button>
        </div>
      ) : (
        <p role="status" className="mt-1 min-h-9 text-slate-700 dark:text-slate-300">
          {count.isPending ? (
            'Counting the ads…'
          ) : count.data === 0 ? (
            'The index is empty: fill it with npm run seed.'
          ) : (
            <>
              <strong className="text-3xl font-bold tabular-nums text-slate-900 dark:text-white">
                {numberFormat.format(count.data)}
              </strong>{' '}
              {count.data === 1 ? 'ad' : 'ads'} ready to search
            </>
          )}
        </p>
      )}
    </section>
  )
}
