import { useId } from 'react'
import type { AnalyticsSummary } from '@/api/analytics/analyticsTypes'
import { TitledSection } from '@/ui/section/TitledSection'
import { dayLabel } from './analyticsFormat'
import { dailyChartGeometry } from './dailyChart'
import '../pages/resourcePages.css'

/** Sessions per day as SVG bars with a description, and the same numbers as a table for whoever prefers one. */
export function DailyChart({ days }: { days: AnalyticsSummary['per_day'] }) {
  const id = useId()
  const chart = dailyChartGeometry(days)
  const total = days.reduce((sum, day) => sum + day.sessions, 0)
  const busiest = days.reduce<AnalyticsSummary['per_day'][number] | null>((best, day) => (!best || day.sessions > best.sessions ? day : best), null)
  const description =
    days.length > 0
      ? `${total} sessions from ${dayLabel(days[0]!.date)} to ${dayLabel(days.at(-1)!.date)}${busiest && busiest.sessions > 0 ? `; the busiest day was ${dayLabel(busiest.date)} with ${busiest.sessions}` : ''}.`
      : 'No days in this period.'

  return (
    <TitledSection title="Sessions per day" className="admin-analytics__panel" titleClassName="admin-analytics__panel-title">
      <svg className="admin-chart" viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>Sessions per day</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {chart.ticks.map((tick) => (
          <g key={tick.value}>
            <line className="admin-chart__grid" x1={chart.plot.left} x2={chart.plot.right} y1={tick.y} y2={tick.y} />
            <text className="admin-chart__tick" x={chart.plot.left - 6} y={tick.y} textAnchor="end" dominantBaseline="middle">
              {tick.value}
            </text>
          </g>
        ))}
        {chart.bars.map((bar) => (
          <g key={bar.date}>
            <rect className="admin-chart__bar" x={bar.x} y={bar.y} width={bar.width} height={Math.max(0, bar.height)} rx={1.5} />
            {bar.label && (
              <text className="admin-chart__tick" x={bar.x + bar.width / 2} y={chart.plot.bottom + 16} textAnchor="middle">
                {bar.label}
              </text>
            )}
          </g>
        ))}
      </svg>
      <details className="admin-chart__data">
        <summary>Show the numbers as a table</summary>
        <div className="admin-table__scroll" tabIndex={0} role="region" aria-label="Sessions and page views per day">
          <table className="admin-table">
            <caption className="admin-table__caption">Sessions and page views per day</caption>
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col">Sessions</th>
                <th scope="col">Page views</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{dayLabel(day.date)}</th>
                  <td>{day.sessions}</td>
                  <td>{day.page_views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </TitledSection>
  )
}
