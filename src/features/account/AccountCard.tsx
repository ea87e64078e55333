import { useId, type ReactNode } from 'react'
import './account.css'

/** One titled card of an account page: a region named by its heading. */
export function AccountCard({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
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
