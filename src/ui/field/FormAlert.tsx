import type { ReactNode } from 'react'
import './field.css'

/** A form-level message (the server's reason a submit failed), announced as it appears. */
export function FormAlert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'success' | 'info' }) {
  if (!children) return null
  return (
    <div className={`mt-form-alert mt-form-alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  )
}
