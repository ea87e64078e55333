import type { ReactNode } from 'react'
import './states.css'

export interface EmptyStateProps {
  title: string
  children?: ReactNode
  /** The next step: a link or button that fills the empty place. */
  action?: ReactNode
  /** The heading level that fits the page's outline (default h2). */
  headingLevel?: 2 | 3
}

/** Nothing here yet, said plainly, with the one thing that changes that. */
export function EmptyState({ title, children, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="mt-state-empty">
      <Heading className="mt-state__title">{title}</Heading>
      {children && <p>{children}</p>}
      {action}
    </div>
  )
}
