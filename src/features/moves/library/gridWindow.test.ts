import { describe, expect, it } from 'vitest'
import { gridHeight, gridLayout, itemPosition, visibleRange } from './gridWindow'

const metrics = { minColumnWidth: 240, gap: 16, cardBodyHeight: 120, cardChrome: 2 }

describe('gridLayout', () => {
  it('fits one column on a phone and more as the width grows', () => {
    expect(gridLayout(328, metrics).columns).toBe(1)
    expect(gridLayout(496, metrics).columns).toBe(2)
    expect(gridLayout(1128, metrics).columns).toBe(4)
  })

  it('never goes below one column, however narrow', () => {
    const layout = gridLayout(100, metrics)
    expect(layout.columns).toBe(1)
    expect(layout.columnWidth).toBe(240)
  })

  it('sizes cards from a 16:9 poster plus the fixed body', () => {
    const layout = gridLayout(336, metrics)
    expect(layout.cardHeight).toBe(189 + 122)
    expect(layout.rowStride).toBe(311 + 16)
  })
})

describe('visibleRange', () => {
  const layout = gridLayout(1128, metrics) // 4 columns, columnWidth 270, rowStride 16 + 152 + 122 = 290

  it('covers the rows on screen plus the overscan', () => {
    expect(layout.rowStride).toBe(290)
    expect(visibleRange(layout, 5000, 0, 800, 1)).toEqual({ start: 0, end: 4 * 4 })
  })

  it('moves with the scroll', () => {
    // Scrolled 10 rows down: rows 10–12 meet the viewport, 9 and 13 are overscan.
    expect(visibleRange(layout, 5000, -2900, 800, 1)).toEqual({ start: 36, end: 56 })
  })

  it('renders nothing while the grid is below the viewport beyond the overscan', () => {
    expect(visibleRange(layout, 5000, 2000, 800, 1)).toEqual({ start: 0, end: 4 })
    expect(visibleRange(layout, 5000, 5000, 800, 0)).toEqual({ start: 0, end: 0 })
  })

  it('stops at the end of the list', () => {
    expect(visibleRange(layout, 10, -100_000, 800, 2)).toEqual({ start: 10, end: 10 })
    expect(visibleRange(layout, 0, 0, 800, 2)).toEqual({ start: 0, end: 0 })
  })
})

describe('gridHeight and itemPosition', () => {
  const layout = gridLayout(1128, metrics)
  it('places items row by row', () => {
    expect(itemPosition(layout, 5)).toEqual({ top: 290, left: 286 })
    expect(gridHeight(layout, 5)).toBe(2 * 290 - 16)
    expect(gridHeight(layout, 0)).toBe(0)
  })
})
