import { useId } from 'react'
import type { AdminStats } from '@/api/payments/paymentTypes'
import { TitledSection } from '@/ui/section/TitledSection'
import { formatMoney, formatMoneyShort } from './dashboardMoney'
import { chartGeometry, weekLabel } from './weeklyChart'
import '../pages/resourcePages.css'

/**
 * Sign-ups and revenue over the last 12 weeks, drawn as SVG (no chart library): the picture has
 * a title and a description for screen readers, and the same numbers sit in a table below it for
 * anyone who reads tables better than pictures.
 */
export function WeeklyChart({ weeks }: { weeks: AdminStats['weeks'] }) {
  const id = useId()
  const chart = chartGeometry(weeks)
  const totalSignups = weeks.reduce((sum, week) => sum + week.signups, 0)
  const totalRevenue = weeks.reduce((sum, week) => sum + week.revenue, 0)
  const first = weeks[0]
  const last = weeks.at(-1)
  const range = first && last ? `the weeks of ${weekLabel(first.week_start)} to ${weekLabel(last.week_start)}` : 'the last 12 weeks'
  const description = `${totalSignups} sign-ups and ${formatMoney(totalRevenue)} revenue over ${range}. Bars show sign-ups each week (left scale); the line shows revenue (right scale).`

  return (
    <TitledSection title="Sign-ups and revenue, last 12 weeks" className="admin-dashboard__panel" titleClassName="admin-dashboard__panel-title">
      <svg className="admin-chart" viewBox={`0 0 ${chart.width} ${chart.height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>Sign-ups and revenue per week</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {chart.signupTicks.map((tick) => (
          <g key={`s${tick.value}`}>
            <line className="admin-chart__grid" x1={chart.plot.left} x2={chart.plot.right} y1={tick.y} y2={tick.y} />
            <text className="admin-chart__tick" x={chart.plot.left - 6} y={tick.y} textAnchor="end" dominantBaseline="middle">
              {tick.value}
            </text>
          </g>
        ))}
        {chart.revenueTicks.map((tick) => (
          <text key={`r${tick.value}`} className="admin-chart__tick" x={chart.plot.right + 6} y={tick.y} dominantBaseline="middle">
            {formatMoneyShort(tick.value)}
          </text>
        ))}
        {chart.bars.map((bar) => (
          <g key={bar.label}>
            <rect className="admin-chart__bar" x={bar.x} y={bar.y} width={bar.width} height={Math.max(0, bar.height)} rx={2} />
            <text className="admin-chart__tick" x={bar.x + bar.width / 2} y={chart.plot.bottom + 16} textAnchor="middle">
              {bar.label}
            </text>
          </g>
        ))}
        <polyline className="admin-chart__line" points={chart.line.map((point) => `${point.x},${point.y}`).join(' ')} />
        {chart.line.map((point) => (
          <circle key={point.x} className="admin-chart__dot" cx={point.x} cy={point.y} r={3} />
        ))}
      </svg>
      <p className="admin-chart__legend" aria-hidden="true">
        <span className="admin-chart__key admin-chart__key--bar" /> Sign-ups <span className="admin-chart__key admin-chart__key--line" /> Revenue
      </p>
      <details className="admin-chart__data">
        <summary>Show the numbers as a table</summary>
        <table className="admin-table">
          <caption className="admin-table__caption">Sign-ups and revenue per week</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">Sign-ups</th>
              <th scope="col">Revenue</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.week_start}>
                <th scope="row">{weekLabel(week.week_start)}</th>
                <td>{week.signups}</td>
                <td>{formatMoney(week.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </TitledSection>
  )
}
