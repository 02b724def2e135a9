/** A bar's place in the chart, in CSS pixels from the top left; its column is what a pointer picks. */
export interface BarBox {
  x: number
  width: number
  y: number
  height: number
  /** The whole column the bar stands in, gap included. */
  columnX: number
  columnWidth: number
}

/** A gap narrower than this reads as noise, not separation: thin bars touch. */
const MIN_GAP_PX = 2
const MAX_GAP_PX = 6
/** A few bars over a wide chart would be slabs: they stay this wide, centred in their column. */
const MAX_BAR_PX = 48
/** A bar with any ads stays visible however small its share. */
const MIN_BAR_HEIGHT_PX = 1

/** Bars side by side over `width`, each as high as its count's share of the largest. */
export function barBoxes(counts: number[], width: number, height: number): BarBox[] {
  if (counts.length === 0 || width <= 0) return []
  const columnWidth = width / counts.length
  const gap = columnWidth * 0.2 < MIN_GAP_PX ? 0 : Math.min(columnWidth * 0.2, MAX_GAP_PX)
  const barWidth = Math.min(columnWidth - gap, MAX_BAR_PX)
  const most = Math.max(...counts)
  return counts.map((count, index) => {
    const columnX = index * columnWidth
    const barHeight = most > 0 && count > 0 ? Math.max(MIN_BAR_HEIGHT_PX, (count / most) * height) : 0
    return {
      x: columnX + (columnWidth - barWidth) / 2,
      width: barWidth,
      y: height - barHeight,
      height: barHeight,
      columnX,
      columnWidth,
    }
  })
}
