import { TitledSection } from '@/ui/section/TitledSection'
import { percent } from './analyticsFormat'

export interface CountRow {
  label: string
  count: number
}

/**
 * A ranked list with a bar per row (top pages, devices, events): the number is text, the bar only
 * repeats it, so nothing is told by colour or length alone.
 */
export function CountList({ title, rows, unit, empty }: { title: string; rows: CountRow[]; unit: string; empty: string }) {
  const total = rows.reduce((sum, row) => sum + row.count, 0)
  const most = Math.max(1, ...rows.map((row) => row.count))
  return (
    <TitledSection title={title} className="admin-analytics__panel" titleClassName="admin-analytics__panel-title">
      {total === 0 ? (
        <p className="admin-analytics__quiet">{empty}</p>
      ) : (
        <ol className="admin-counts">
          {rows.map((row) => (
            <li key={row.label} className="admin-counts__row">
              <span className="admin-counts__label">{row.label}</span>
              <span className="admin-counts__value">
                {row.count} {unit}
                <span className="admin-counts__share"> ({percent(row.count, total)}%)</span>
              </span>
              <span className="admin-counts__bar" aria-hidden="true">
                <span style={{ width: `${(row.count / most) * 100}%` }} />
              </span>
            </li>
          ))}
        </ol>
      )}
    </TitledSection>
  )
}
