import { PLATFORM_LABELS } from '../../contract/enums'
import { IndexSize } from './index-size'

const WAYS_IN = [
  { name: 'Web app', text: 'Search by keyword, filter, and scroll through the ads with their media.' },
  { name: 'API', text: 'The Ad Search Service under /api/v1, with a bearer key.' },
  { name: 'Agent tool', text: 'search_ads over MCP, for assistants that look ads up themselves.' },
]

/** Placeholder home: says what the product is and proves the app can reach the API. */
export function HomePage() {
  return (
    <div className="max-w-3xl">
      <h1 className="max-w-prose text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        Find the ads your market is running
      </h1>
      <p className="mt-4 max-w-prose text-lg text-slate-600 dark:text-slate-400">
        Ad Search is an index of advertisements from social and video platforms. Search them by keyword,
        narrow them by format, niche, country and language, and open each ad where it runs.
      </p>

      <IndexSize />

      <h2 className="mt-12 text-xl font-semibold">Platforms</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {Object.values(PLATFORM_LABELS).map((label) => (
          <li
            key={label}
            className="rounded-full border border-slate-300 px-3 py-1 text-sm dark:border-slate-700"
          >
            {label}
          </li>
        ))}
      </ul>

      <h2 className="mt-10 text-xl font-semibold">Three ways in</h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-3">
        {WAYS_IN.map((way) => (
          <div key={way.name}>
            <dt className="font-medium">{way.name}</dt>
            <dd className="mt-1 text-sm text-slate-600 dark:text-slate-400">{way.text}</dd>
          </div>
        ))}
      </dl>
    </div>
  )
}
