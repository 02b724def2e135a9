/**
 * Where each card of the grid goes: columns of equal width, each card placed in the column that ends
 * highest (a masonry), so every creative keeps its own shape without leaving holes. A card's height
 * is known before it renders (its creative's shape at the column's width, plus the card's fixed text
 * block), so the whole layout is arithmetic: no card is measured, and the grid draws only the cards
 * near the screen however many are loaded.
 */

export interface CardBox {
  column: number
  top: number
  height: number
}

export interface MasonryLayout {
  boxes: CardBox[]
  columnWidth: number
  /** The grid's height: where its longest column ends. */
  height: number
}

export interface MasonrySize {
  width: number
  columns: number
  gap: number
}

/**
 * Lays cards out in order, each in the shortest column (the leftmost of equals), so reading order
 * runs left to right, top to bottom, as in a row grid. `heightAt(width)` gives a card's height at the
 * column's width.
 */
export function layoutMasonry(
  cards: readonly ((width: number) => number)[],
  { width, columns, gap }: MasonrySize,
): MasonryLayout {
  const count = Math.max(1, Math.floor(columns))
  const columnWidth = Math.max(0, (width - gap * (count - 1)) / count)
  const ends = new Array<number>(count).fill(0)
  const boxes = cards.map((heightAt) => {
    let column = 0
    for (let c = 1; c < count; c++) if (ends[c]! < ends[column]!) column = c
    const top = ends[column]! === 0 ? 0 : ends[column]! + gap
    const height = Math.max(0, Math.round(heightAt(columnWidth)))
    ends[column] = top + height
    return { column, top, height }
  })
  return { boxes, columnWidth, height: Math.max(0, ...ends) }
}

/**
 * The cards whose boxes meet the band from `from` to `to` (grid coordinates), in order. Boxes are not
 * sorted by top across columns, so this looks at every box: a few thousand comparisons a scroll frame.
 */
export function cardsInBand(boxes: readonly CardBox[], from: number, to: number): number[] {
  const shown: number[] = []
  for (let i = 0; i < boxes.length; i++) {
    const box = boxes[i]!
    if (box.top < to && box.top + box.height > from) shown.push(i)
  }
  return shown
}

/** How many columns of at least `minWidth` fit, between 1 and `max`. */
export function columnsFor(width: number, minWidth: number, gap: number, max: number): number {
  return Math.max(1, Math.min(max, Math.floor((width + gap) / (minWidth + gap))))
}
