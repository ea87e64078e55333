// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { chartGeometry, niceMax, weekLabel } from './weeklyChart'

const weeks = (values: Array<[number, number]>) =>
  values.map(([signups, revenue], index) => ({ week_start: `2026-09-${String(index * 7 + 1).padStart(2, '0')}`, signups, revenue }))

describe('the weekly chart', () => {
  it('rounds each scale up to 1, 2 or 5 × 10ⁿ', () => {
    expect(niceMax(0, 4)).toBe(5)
    expect(niceMax(7)).toBe(10)
    expect(niceMax(12)).toBe(20)
    expect(niceMax(2999)).toBe(5000)
    expect(niceMax(100)).toBe(100)
  })

  it('draws bars for sign-ups and a line for revenue, each on its own scale from zero', () => {
    const chart = chartGeometry(weeks([[0, 0], [5, 1000], [10, 500]]), 640, 240)
    const { top, bottom } = chart.plot
    expect(chart.bars.map((bar) => bar.height)).toEqual([0, (bottom - top) / 2, bottom - top])
    expect(chart.line.map((point) => point.y)).toEqual([bottom, top, (top + bottom) / 2])
    expect(chart.bars.every((bar, index) => index === 0 || bar.x > chart.bars[index - 1]!.x)).toBe(true)
    expect(chart.signupTicks.map((tick) => tick.value)).toEqual([0, 5, 10])
    expect(chart.revenueTicks.map((tick) => tick.value)).toEqual([0, 500, 1000])
  })

  it('names a week by its Monday', () => {
    expect(weekLabel('2026-11-02')).toBe('Nov 2')
  })
})
