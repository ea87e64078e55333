import type { AnalyticsSummary } from '@/api/analytics/analyticsTypes'
import { niceMax } from '../dashboard/weeklyChart'
import { dayLabel } from './analyticsFormat'

/** Sessions per day as bars, apart from the drawing so it can be tested; a label every few days so they never crowd. */
export interface DailyChartGeometry {
  width: number
  height: number
  plot: { left: number; top: number; right: number; bottom: number }
  bars: Array<{ x: number; y: number; width: number; height: number; sessions: number; date: string; label: string | null }>
  ticks: Array<{ y: number; value: number }>
}

export function dailyChartGeometry(days: AnalyticsSummary['per_day'], width = 640, height = 220): DailyChartGeometry {
  const plot = { left: 36, top: 12, right: width - 12, bottom: height - 28 }
  const slot = (plot.right - plot.left) / Math.max(1, days.length)
  const top = niceMax(Math.max(0, ...days.map((day) => day.sessions)), 4)
  const yOf = (value: number) => plot.bottom - (value / top) * (plot.bottom - plot.top)
  // About eight labels across, whatever the period: every day for a week, every fourth for a month.
  const every = Math.max(1, Math.ceil(days.length / 8))
  const bars = days.map((day, index) => {
    const barWidth = Math.max(2, slot * 0.7)
    const y = yOf(day.sessions)
    const labelled = (days.length - 1 - index) % every === 0
    return { x: plot.left + index * slot + (slot - barWidth) / 2, y, width: barWidth, height: plot.bottom - y, sessions: day.sessions, date: day.date, label: labelled ? dayLabel(day.date) : null }
  })
  return { width, height, plot, bars, ticks: [0, 0.5, 1].map((fraction) => ({ y: yOf(top * fraction), value: top * fraction })) }
}
