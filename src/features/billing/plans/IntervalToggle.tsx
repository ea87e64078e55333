import { useId } from 'react'
import type { BillingInterval } from '@/api/payments/paymentTypes'
import { intervalLabel } from '../shared/periodText'
import './plans.css'

const INTERVALS: readonly BillingInterval[] = ['month', 'year']

export interface IntervalToggleProps {
  value: BillingInterval
  onChange: (interval: BillingInterval) => void
  /** A short note on the yearly choice, e.g. "2 months free". */
  yearlyNote?: string
}

/** Monthly or yearly, as a segmented control made of real radios (arrow keys move between them). */
export function IntervalToggle({ value, onChange, yearlyNote }: IntervalToggleProps) {
  const name = useId()
  return (
    <fieldset className="interval-toggle">
      <legend className="interval-toggle__legend">Billing period</legend>
      <div className="interval-toggle__options">
        {INTERVALS.map((interval) => (
          <label key={interval} className="interval-toggle__option">
            <input
              type="radio"
              name={name}
              value={interval}
              checked={value === interval}
              onChange={() => onChange(interval)}
              className="interval-toggle__input"
            />
            <span className="interval-toggle__text">
              {intervalLabel(interval)}
              {interval === 'year' && yearlyNote && <span className="interval-toggle__note">{yearlyNote}</span>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
