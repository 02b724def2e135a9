import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cardsInBand, columnsFor, layoutMasonry } from './masonry'

const fixed = (height: number) => () => height

describe('layoutMasonry', () => {
  it('places each card in the column that ends highest, leftmost first, in reading order', () => {
    const { boxes, columnWidth, height } = layoutMasonry([fixed(100), fixed(300), fixed(100), fixed(50)], {
      width: 310,
      columns: 3,
      gap: 5,
    })
    expect(columnWidth).toBe(100)
    expect(boxes).toEqual([
      { column: 0, top: 0, height: 100 },
      { column: 1, top: 0, height: 300 },
      { column: 2, top: 0, height: 100 },
      { column: 0, top: 105, height: 50 },
    ])
    expect(height).toBe(300)
  })

  it('gives each card its height at the column width: a creative keeps its shape', () => {
    const upright = (width: number) => (width * 16) / 9
    const { boxes } = layoutMasonry([upright], { width: 180, columns: 1, gap: 8 })
    expect(boxes[0]!.height).toBe(320)
  })

  it('never overlaps two cards of a column, and the grid holds them all', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 900 }), { maxLength: 60 }),
        fc.integer({ min: 1, max: 7 }),
        (heights, columns) => {
          const layout = layoutMasonry(heights.map(fixed), { width: 1200, columns, gap: 12 })
          for (let c = 0; c < columns; c++) {
            const inColumn = layout.boxes.filter((box) => box.column === c)
            for (let i = 1; i < inColumn.length; i++)
              expect(inColumn[i]!.top).toBe(inColumn[i - 1]!.top + inColumn[i - 1]!.height + 12)
          }
          for (const box of layout.boxes) expect(box.top + box.height).toBeLessThanOrEqual(layout.height)
        },
      ),
    )
  })
})

describe('cardsInBand', () => {
  it('lists the cards that meet the band, in order', () => {
    const { boxes } = layoutMasonry([fixed(100), fixed(100), fixed(100)], { width: 100, columns: 1, gap: 0 })
    expect(cardsInBand(boxes, 150, 250)).toEqual([1, 2])
    expect(cardsInBand(boxes, 300, 400)).toEqual([])
  })
})

describe('columnsFor', () => {
  it('fits as many columns of the least width as the width holds, within 1 and the most', () => {
    expect(columnsFor(1144, 210, 12, 6)).toBe(5)
    expect(columnsFor(1624, 210, 12, 6)).toBe(6)
    expect(columnsFor(100, 210, 12, 6)).toBe(1)
  })
})
