import { useId, type ReactNode } from 'react'
import './authCard.css'

export interface AuthCardProps {
  /** The page's one h1. */
  title: string
  /** A line under the heading. */
  intro?: ReactNode
  children: ReactNode
  /** Links to the neighbouring pages (sign in, register, forgot password). */
  footer?: ReactNode
}

/** The centred card every sign-in, sign-up and recovery page sits in. */
export function AuthCard({ title, intro, children, footer }: AuthCardProps) {
  const headingId = useId()
  return (
    <div className="auth-page">
      <section className="auth-card" aria-labelledby={headingId}>
        <h1 id={headingId} className="auth-card__title">
          {title}
        </h1>
        {intro && <p className="auth-card__intro">{intro}</p>}
        {children}
        {footer && <div className="auth-card__footer">{footer}</div>}
      </section>
    </div>
  )
}
