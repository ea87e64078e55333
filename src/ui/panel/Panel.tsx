import { useId, type ReactNode } from 'react'
import './panel.css'

export interface PanelProps {
  title: ReactNode
  children: ReactNode
  className?: string
}

/** A titled block of a page (a card): a region named by its heading. */
export function Panel({ title, children, className }: PanelProps) {
  const headingId = useId()
  return (
    <section className={['mt-panel', className].filter(Boolean).join(' ')} aria-labelledby={headingId}>
      <h2 id={headingId} className="mt-panel__title">
        {title}
      </h2>
      {children}
    </section>
  )
}
