import type { CSSProperties } from 'react'
import './spinner.css'

export interface SpinnerProps {
  /** Diameter in px. docs/product.md §9: the loader's size is 100. */
  size?: number
  /** Read by screen readers; not shown. */
  label?: string
  className?: string
}

export function Spinner({ size = 100, label = 'Loading…', className }: SpinnerProps) {
  // The ring's thickness follows its size so small inline spinners stay legible.
  const ring: CSSProperties = { width: size, height: size, borderWidth: Math.max(2, Math.round(size / 12)) }
  return (
    <div role="status" className={['mt-spinner', className].filter(Boolean).join(' ')}>
      <span className="mt-spinner__ring" style={ring} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  )
}
