import type { ReactNode } from 'react'
import './states.css'

/** A thing that does not exist (or is not this account's to see), with a way back. */
export function NotFoundState({ title, children, action }: { title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <div className="mt-state-empty" role="status">
      <h2 className="mt-state__title">{title}</h2>
      {children && <p>{children}</p>}
      {action}
    </div>
  )
}
