import { describe, expect, it } from 'vitest'
import { barAt, datesOf, pickAfterKey, runOf } from './bar-selection'

describe('picking bars', () => {
  it('finds the bar under a pointer, the ends beyond the chart', () => {
    expect(barAt(0, 300, 3)).toBe(0)
    expect(barAt(99.9, 300, 3)).toBe(0)
    expect(barAt(100, 300, 3)).toBe(1)
    expect(barAt(299, 300, 3)).toBe(2)
    expect(barAt(-40, 300, 3)).toBe(0)
    expect(barAt(900, 300, 3)).toBe(2)
    expect(barAt(150, 300, 1)).toBe(0)
    expect(barAt(150, 0, 5)).toBe(0)
  })

  it('orders a run whichever way it was dragged', () => {
    expect(runOf({ focus: 2, anchor: 5 })).toEqual({ first: 2, last: 5 })
    expect(runOf({ focus: 5, anchor: 2 })).toEqual({ first: 2, last: 5 })
    expect(runOf({ focus: 3, anchor: null })).toEqual({ first: 3, last: 3 })
  })

  it('turns a run into the first start day and the last end day', () => {
    const bars = [
      { start: '2026-03-02', end: '2026-03-08', count: 1 },
      { start: '2026-03-09', end: '2026-03-15', count: 2 },
    ]
    expect(datesOf(bars, { first: 0, last: 1 })).toEqual({ from: '2026-03-02', to: '2026-03-15' })
    expect(datesOf(bars, { first: 1, last: 1 })).toEqual({ from: '2026-03-09', to: '2026-03-15' })
    expect(datesOf(bars, { first: 0, last: 4 })).toBeNull()
  })

  it('moves with the arrows and jumps with Home and End, within the bars', () => {
    const at = (focus: number) => ({ focus, anchor: null })
    expect(pickAfterKey(at(0), 'ArrowLeft', false, 5)).toEqual(at(0))
    expect(pickAfterKey(at(0), 'ArrowRight', false, 5)).toEqual(at(1))
    expect(pickAfterKey(at(4), 'ArrowRight', false, 5)).toEqual(at(4))
    expect(pickAfterKey(at(2), 'Home', false, 5)).toEqual(at(0))
    expect(pickAfterKey(at(2), 'End', false, 5)).toEqual(at(4))
    expect(pickAfterKey(at(2), 'a', false, 5)).toBeNull()
  })

  it('extends a run with Shift from where it started, and Escape drops it', () => {
    const extended = pickAfterKey({ focus: 2, anchor: null }, 'ArrowRight', true, 5)
    expect(extended).toEqual({ focus: 3, anchor: 2 })
    expect(pickAfterKey(extended!, 'End', true, 5)).toEqual({ focus: 4, anchor: 2 })
    expect(pickAfterKey(extended!, 'ArrowLeft', false, 5)).toEqual({ focus: 2, anchor: null })
    expect(pickAfterKey(extended!, 'Escape', false, 5)).toEqual({ focus: 3, anchor: null })
    // Nothing to cancel: Escape is left to whatever else listens for it.
    expect(pickAfterKey({ focus: 3, anchor: null }, 'Escape', false, 5)).toBeNull()
  })
})
