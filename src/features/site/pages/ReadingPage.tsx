import type { ReactNode } from 'react'
import { CmsBlock } from '../common/CmsBlock'
import { CmsHeading } from '../common/CmsHeading'
import type { SiteContent } from '../common/siteContent'
import '../common/sitePage.css'
import './readingPage.css'

interface ReadingPageProps {
  content: SiteContent
  /** Legal texts say when they last changed (the `last_updated` entry); help pages do not. */
  dated?: boolean
  children: ReactNode
}

/**
 * The shared frame of the visitor's reading pages, from the page's CMS entries: `title` as the one
 * h1, `last_updated` and `lead` under it, then the page's own parts in a readable measure.
 */
export function ReadingPage({ content, dated = false, children }: ReadingPageProps) {
  const title = content.entry('title')
  const updated = dated ? content.entry('last_updated') : undefined
  return (
    <article className="reading" aria-labelledby={title?.type === 'text' ? 'reading-title' : undefined}>
      <header className="reading__header">
        <CmsHeading level={1} entry={title} id="reading-title" className="reading__title" />
        {updated?.type === 'text' ? <p className="reading__updated">Last updated {updated.value}</p> : <CmsBlock entry={updated} inline />}
        <CmsBlock entry={content.entry('lead')} className="reading__intro" />
      </header>
      {children}
    </article>
  )
}
