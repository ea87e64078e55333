import type { AdminStats } from '@/api/payments/paymentTypes'

/**
 * The 12-week chart's geometry, apart from its drawing so it can be tested: sign-ups as bars on
 * the left scale, revenue as a line on the right scale, both from zero to a rounded-up top.
 */

export interface ChartGeometry {
  width: number
  height: number
  /** The plot area inside the axes. */
  plot: { left: number; top: number; right: number; bottom: number }
  bars: Array<{ x: number; y: number; width: number; height: number; signups: number; label: string }>
  /** The revenue line's points, one per week at the bar's centre. */
  line: Array<{ x: number; y: number; revenue: number }>
  signupTicks: Array<{ y: number; value: number }>
  revenueTicks: Array<{ y: number; value: number }>
}

/** A round top for an axis: 1, 2, 5 × 10ⁿ, never below `floor`. */
export function niceMax(value: number, floor = 1): number {
  const target = Math.max(value, floor)
  const magnitude = 10 ** Math.floor(Math.log10(target))
  const step = [1, 2, 5, 10].find((factor) => factor * magnitude >= target) ?? 10
  return step * magnitude
}

/** "Nov 3": a week by its Monday, as the table and the axis name it. */
export function weekLabel(weekStart: string): string {
  return new Date(`${weekStart}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' })
}

export function chartGeometry(weeks: AdminStats['weeks'], width = 640, height = 240): ChartGeometry {
  const plot = { left: 40, top: 12, right: width - 64, bottom: height - 28 }
  const plotHeight = plot.bottom - plot.top
  const slot = (plot.right - plot.left) / Math.max(1, weeks.length)
  const signupTop = niceMax(Math.max(0, ...weeks.map((week) => week.signups)), 4)
  const revenueTop = niceMax(Math.max(0, ...weeks.map((week) => week.revenue)), 1000)
  const yOf = (value: number, top: number) => plot.bottom - (value / top) * plotHeight
  const bars = weeks.map((week, index) => {
    const barWidth = slot * 0.6
    const y = yOf(week.signups, signupTop)
    return { x: plot.left + index * slot + (slot - barWidth) / 2, y, width: barWidth, height: plot.bottom - y, signups: week.signups, label: weekLabel(week.week_start) }
  })
  const line = weeks.map((week, index) => ({ x: plot.left + index * slot + slot / 2, y: yOf(week.revenue, revenueTop), revenue: week.revenue }))
  const ticks = (top: number) => [0, 0.5, 1].map((fraction) => ({ y: yOf(top * fraction, top), value: top * fraction }))
  return { width, height, plot, bars, line, signupTicks: ticks(signupTop), revenueTicks: ticks(revenueTop) }
}
