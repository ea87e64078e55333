import type { ReactNode } from 'react'
import './pageFrame.css'

export interface PageFrameProps {
  /** The page's one h1. Left out only when the body carries its own h1 (a printable invoice, a welcome). */
  title?: ReactNode
  /** A line under the title saying what the page is for. */
  intro?: ReactNode
  /** Buttons or links that act on the whole page, beside the title. */
  actions?: ReactNode
  /** A wider or narrower page: forms read best narrow, tables need room. */
  width?: 'narrow' | 'regular' | 'wide'
  className?: string
  children: ReactNode
}

/** Every page's frame: title, intro and actions over the body, at one of three widths. */
export function PageFrame({ title, intro, actions, width = 'regular', className, children }: PageFrameProps) {
  return (
    <div className={['mt-page', `mt-page--${width}`, className].filter(Boolean).join(' ')}>
      {(title || actions) && (
        <header className="mt-page__header">
          {title && (
            <div className="mt-page__heading">
              <h1 className="mt-page__title">{title}</h1>
              {intro && <p className="mt-page__intro">{intro}</p>}
            </div>
          )}
          {actions && <div className="mt-page__actions">{actions}</div>}
        </header>
      )}
      {children}
    </div>
  )
}
