import { useId, useMemo } from 'react'
import type { Timeline } from '../../../contract/stats'
import { barBoxes } from './bar-layout'
import { type BarRun, inRun } from './bar-selection'
import { CountAxis, PeriodAxis } from './timeline-axes'
import { axisLabel, barName, chartTitle } from './timeline-labels'
import { useBarPick } from './use-bar-pick'
import { useElementSize } from './use-element-size'

interface TimelineBarsProps {
  timeline: Timeline
  /** The last search's bars, shown while the new ones load. */
  stale: boolean
  onApply: (run: BarRun) => void
  onMark: (run: BarRun | null) => void
}

/** The bars picked or pointed at stand out; while a run is marked, the others fade. */
const STRONG = 'fill-accent-ink'
const FADED = 'fill-accent/30'

/**
 * The bars: one listbox of options a person moves through with the arrows (one tab stop: the focus
 * stays on the chart and the focused bar is its active option), drawn in pixels between the axes.
 */
export function TimelineBars({ timeline, stale, onApply, onMark }: TimelineBarsProps) {
  const { bars, interval } = timeline
  const id = useId()
  const helpId = `${id}-help`
  const [area, size] = useElementSize<HTMLDivElement>()
  const counts = useMemo(() => bars.map((bar) => bar.count), [bars])
  const boxes = useMemo(() => barBoxes(counts, size.width, size.height), [counts, size])
  const { focus, run, marking, shown, handlers } = useBarPick({
    timelineKey: `${interval} ${bars[0]?.start} ${bars.length}`,
    count: bars.length,
    onApply,
    onMark,
  })
  const first = bars[0]!
  const last = bars.at(-1)!
  const focused = boxes[focus]
  const runStart = boxes[run.first]
  const runEnd = boxes[run.last]

  return (
    <>
      <div className="flex min-h-0 flex-1 gap-2">
        <CountAxis most={Math.max(...counts)} />
        <div
          ref={area}
          role="listbox"
          aria-label={`${chartTitle(interval)}, ${axisLabel(first, interval)} to ${axisLabel(last, interval)}`}
          aria-describedby={helpId}
          aria-orientation="horizontal"
          aria-multiselectable="true"
          aria-activedescendant={`${id}-${focus}`}
          tabIndex={0}
          className={`group relative min-w-0 flex-1 cursor-pointer touch-pan-y select-none focus-ring ${stale ? 'opacity-60' : ''}`}
          {...handlers}
        >
          {/* Only the bars are the listbox's options; the rest of the drawing has no role to expose. */}
          <svg role="none" className="absolute inset-0 size-full overflow-visible">
            <line x1={0} x2={size.width} y1={0.5} y2={0.5} strokeDasharray="2 3" className="stroke-line" />
            {marking && runStart && runEnd && (
              <rect
                x={runStart.columnX}
                width={runEnd.columnX + runEnd.columnWidth - runStart.columnX}
                y={0}
                height={size.height}
                className="fill-accent/10"
              />
            )}
            {bars.map((bar, index) => {
              const box = boxes[index]
              return (
                <rect
                  key={bar.start}
                  id={`${id}-${index}`}
                  role="option"
                  aria-label={barName(bar, interval)}
                  aria-selected={inRun(run, index)}
                  x={box?.x ?? 0}
                  y={box?.y ?? 0}
                  width={box?.width ?? 0}
                  height={box?.height ?? 0}
                  shapeRendering={box && box.columnWidth >= 3 ? 'crispEdges' : undefined}
                  className={
                    marking
                      ? inRun(run, index)
                        ? STRONG
                        : FADED
                      : shown?.first === index
                        ? STRONG
                        : 'fill-accent'
                  }
                />
              )
            })}
            <line
              x1={0}
              x2={size.width}
              y1={size.height - 0.5}
              y2={size.height - 0.5}
              className="stroke-line-strong"
            />
            {focused && (
              <rect
                x={focused.columnX}
                width={Math.max(focused.columnWidth, 2)}
                y={0}
                height={size.height}
                className="fill-ink/10 opacity-0 group-focus-visible:opacity-100"
              />
            )}
          </svg>
        </div>
      </div>
      <PeriodAxis bars={bars} interval={interval} shown={shown} />
      <p id={helpId} hidden>
        Drag across the bars, or use the arrow keys and Enter, to show the ads of those dates. Shift with the
        arrows picks several.
      </p>
    </>
  )
}
