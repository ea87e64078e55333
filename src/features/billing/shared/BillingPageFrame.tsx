import type { ReactNode } from 'react'
import './billing.css'

/** The common frame of the billing pages: width, spacing and the page's one h1. */
export function BillingPageFrame({ title, intro, children, className }: { title: string; intro?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <div className={['billing-page', className].filter(Boolean).join(' ')}>
      <header className="billing-page__header">
        <h1 className="billing-page__title">{title}</h1>
        {intro && <p className="billing-page__intro">{intro}</p>}
      </header>
      {children}
    </div>
  )
}
