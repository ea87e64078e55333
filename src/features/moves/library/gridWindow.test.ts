// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { gridHeight, gridLayout, itemPosition, visibleRange } from './gridWindow'
import { MOVE_GRID_METRICS as metrics } from './moveGridMetrics'

// The library's content width at each viewport: the page's side padding is 12 px on phones,
// 24 px on tablets, and the open sidebar (248 px) plus 32 px padding at 1280 px.
const PHONE_320 = 296
const PHONE_360 = 336
const PHONE_390 = 366
const TABLET_768 = 720
const DESKTOP_1280 = 968

describe('gridLayout', () => {
  it('fits one column on a 320 px phone and two from 360 px', () => {
    expect(gridLayout(PHONE_320, metrics).columns).toBe(1)
    expect(gridLayout(PHONE_360, metrics).columns).toBe(2)
    expect(gridLayout(PHONE_390, metrics).columns).toBe(2)
  })

  it('fits four on a tablet and never more than four, however wide', () => {
    expect(gridLayout(TABLET_768, metrics).columns).toBe(4)
    expect(gridLayout(DESKTOP_1280, metrics).columns).toBe(4)
    expect(gridLayout(5000, metrics).columns).toBe(4)
    expect(gridLayout(5000, metrics).columnWidth).toBe((5000 - 3 * 12) / 4)
  })

  it('never goes below one column, however narrow', () => {
    const layout = gridLayout(100, metrics)
    expect(layout.columns).toBe(1)
    expect(layout.columnWidth).toBe(150)
  })

  it('sizes cards from a 4:3 poster plus the fixed body and borders', () => {
    const layout = gridLayout(PHONE_360, metrics) // two columns of (336 − 12) / 2 = 162
    expect(layout.columnWidth).toBe(162)
    expect(layout.cardHeight).toBe(122 + 92 + 2) // ⌈162 × 3/4⌉ = 122
    expect(layout.rowStride).toBe(216 + 12)
  })
})

describe('visibleRange with two cards a row', () => {
  const layout = gridLayout(PHONE_360, metrics) // rowStride 228

  it('covers the rows on screen plus the overscan, whole rows at a time', () => {
    // 800 px show rows 0–3 (⌈800 / 228⌉ = 4), one row of overscan below: 5 rows of 2.
    expect(visibleRange(layout, 5000, 0, 800, 1)).toEqual({ start: 0, end: 10 })
  })

  it('moves with the scroll', () => {
    // Scrolled 10 rows down: rows 10–13 meet the viewport, 9 and 14 are overscan.
    expect(visibleRange(layout, 5000, -2280, 800, 1)).toEqual({ start: 18, end: 30 })
  })

  it('renders nothing while the grid is below the viewport beyond the overscan', () => {
    expect(visibleRange(layout, 5000, 2000, 800, 1)).toEqual({ start: 0, end: 2 })
    expect(visibleRange(layout, 5000, 5000, 800, 0)).toEqual({ start: 0, end: 0 })
  })

  it('stops at the end of the list, a half-filled last row included', () => {
    expect(visibleRange(layout, 7, 0, 2000, 0)).toEqual({ start: 0, end: 7 })
    expect(visibleRange(layout, 7, -100_000, 800, 2)).toEqual({ start: 7, end: 7 })
    expect(visibleRange(layout, 0, 0, 800, 2)).toEqual({ start: 0, end: 0 })
  })
})

describe('visibleRange with four cards a row', () => {
  const layout = gridLayout(DESKTOP_1280, metrics) // columnWidth 233, card 175 + 94, rowStride 281

  it('renders four items for every row', () => {
    expect(layout.rowStride).toBe(281)
    expect(visibleRange(layout, 5000, 0, 800, 1)).toEqual({ start: 0, end: 4 * 4 })
    expect(visibleRange(layout, 5000, -2810, 800, 1)).toEqual({ start: 36, end: 56 })
  })
})

describe('gridHeight and itemPosition', () => {
  it('places items row by row across two columns', () => {
    const layout = gridLayout(PHONE_360, metrics)
    expect(itemPosition(layout, 0)).toEqual({ top: 0, left: 0 })
    expect(itemPosition(layout, 1)).toEqual({ top: 0, left: 174 })
    expect(itemPosition(layout, 5)).toEqual({ top: 2 * 228, left: 174 })
    expect(gridHeight(layout, 5)).toBe(3 * 228 - 12)
    expect(gridHeight(layout, 0)).toBe(0)
  })

  it('places items row by row across four columns', () => {
    const layout = gridLayout(DESKTOP_1280, metrics)
    expect(itemPosition(layout, 5)).toEqual({ top: 281, left: 245 })
    expect(gridHeight(layout, 5)).toBe(2 * 281 - 12)
  })
})
