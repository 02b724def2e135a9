import { describe, expect, it } from 'vitest'
import { barBoxes } from './bar-layout'

describe('bar layout', () => {
  it('shares the width and scales heights to the largest count', () => {
    const [a, b, c] = barBoxes([10, 5, 0], 300, 80)
    expect(a).toMatchObject({ columnX: 0, columnWidth: 100, y: 0, height: 80 })
    expect(b).toMatchObject({ columnX: 100, y: 40, height: 40 })
    expect(c).toMatchObject({ height: 0, y: 80 })
    // Wide columns keep a gap, and bars no wider than a slab, centred.
    expect(a!.width).toBe(48)
    expect(a!.x).toBe(26)
  })

  it('keeps a bar with few ads visible', () => {
    const [, small] = barBoxes([10_000, 1], 100, 64)
    expect(small!.height).toBe(1)
  })

  it('lets hundreds of thin bars touch rather than leave sub-pixel gaps', () => {
    const boxes = barBoxes(new Array(400).fill(3), 800, 64)
    expect(boxes[0]!.width).toBe(2)
    expect(boxes[1]!.x).toBe(boxes[0]!.x + boxes[0]!.width)
    expect(boxes.at(-1)!.columnX + boxes.at(-1)!.columnWidth).toBe(800)
  })

  it('draws nothing without bars or width', () => {
    expect(barBoxes([], 300, 64)).toEqual([])
    expect(barBoxes([1, 2], 0, 64)).toEqual([])
  })
})
