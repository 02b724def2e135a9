import { type ComponentProps, lazy, type ReactNode, Suspense } from 'react'
import type { ActiveChart, LaunchesChart } from '../charts/advertiser/dashboard-charts'

/** The drawings' height: their slots hold it from the first paint, so nothing moves when they come. */
export const DRAWING_HEIGHT = 200

// The drawings and d3 are the advertiser page's alone and come in a chunk of their own, which the route
// starts fetching with the page; everything around them (captions, legends, tables) is drawn at once.
export const loadCharts = () => import('../charts/advertiser/dashboard-charts')

// A chunk that fails to arrive (a deploy replaced it) leaves a line saying so; the table stays.
const unavailable = () => ({ default: DrawingUnavailable })
const LazyLaunches = lazy<typeof LaunchesChart>(() =>
  loadCharts().then((charts) => ({ default: charts.LaunchesChart }), unavailable),
)
const LazyActive = lazy<typeof ActiveChart>(() =>
  loadCharts().then((charts) => ({ default: charts.ActiveChart }), unavailable),
)

type DrawingProps<T extends typeof ActiveChart | typeof LaunchesChart> = Omit<ComponentProps<T>, 'height'>

/** Ads started a week or a month, stacked by format, once its code is in. */
export function LaunchesDrawing(props: DrawingProps<typeof LaunchesChart>) {
  return (
    <Slot>
      <LazyLaunches {...props} height={DRAWING_HEIGHT} />
    </Slot>
  )
}

/** Ads running each week, once its code is in. */
export function ActiveDrawing(props: DrawingProps<typeof ActiveChart>) {
  return (
    <Slot>
      <LazyActive {...props} height={DRAWING_HEIGHT} />
    </Slot>
  )
}

/** The drawing's box at its final size, quietly shaded while its code loads. */
function Slot({ children }: { children: ReactNode }) {
  return (
    <div style={{ height: DRAWING_HEIGHT }}>
      <Suspense
        fallback={
          <div
            aria-hidden="true"
            className="h-full animate-pulse rounded-lg bg-sunken motion-reduce:animate-none"
          />
        }
      >
        {children}
      </Suspense>
    </div>
  )
}

function DrawingUnavailable() {
  return (
    <p className="text-sm text-muted">
      The chart could not be loaded (its table has the figures). Reload the page to try again.
    </p>
  )
}
