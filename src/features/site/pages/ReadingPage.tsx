import type { ReactNode } from 'react'
import './readingPage.css'

export const SUPPORT_EMAIL = 'support@movetime.app'

interface ReadingPageProps {
  title: string
  /** Shown as "Last updated …" under the title; legal texts carry it, help pages do not. */
  lastUpdated?: string
  intro?: ReactNode
  children: ReactNode
}

/** The shared frame of the visitor's reading pages: one h1, a readable measure, sections as h2. */
export function ReadingPage({ title, lastUpdated, intro, children }: ReadingPageProps) {
  return (
    <article className="reading" aria-labelledby="reading-title">
      <header className="reading__header">
        <h1 id="reading-title" className="reading__title">
          {title}
        </h1>
        {lastUpdated && <p className="reading__updated">Last updated {lastUpdated}</p>}
        {intro && <div className="reading__intro">{intro}</div>}
      </header>
      {children}
    </article>
  )
}

export function SupportEmailLink() {
  return <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
}
