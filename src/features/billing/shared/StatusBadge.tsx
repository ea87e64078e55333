import type { ReactNode } from 'react'
import './billing.css'

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral' | 'info'

/** A short state word beside a name; the word itself carries the meaning, colour only repeats it. */
export function StatusBadge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return <span className={`billing-badge billing-badge--${tone}`}>{children}</span>
}
