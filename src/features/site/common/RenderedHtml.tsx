import { useMemo, type MouseEvent } from 'react'
import { useNavigate } from 'react-router'
import { renderMarkdown } from '@/lib/html/renderMarkdown'
import { sanitiseHtml } from '@/lib/html/sanitiseHtml'

export interface RenderedHtmlProps {
  /** `markdown` is rendered by marked then sanitised; `html` is sanitised. Both by src/lib/html only. */
  kind: 'markdown' | 'html'
  source: string
  className?: string
}

/** A link to a page of this app, which the router can open without reloading the app. */
function inAppLink(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null
  const link = event.target instanceof Element ? event.target.closest('a') : null
  if (!link || link.hasAttribute('target') || link.hasAttribute('download')) return null
  const href = link.getAttribute('href') ?? ''
  return href.startsWith('/') && !href.startsWith('//') ? href : null
}

/**
 * The one place the site puts content HTML into the page (CMS markdown and html entries, blog
 * posts): always the output of the app's one renderer and sanitiser, never edited after. This
 * module pulls in marked and DOMPurify, so pages reach it through RichText, which loads it lazily.
 * Links to the app's own pages (`/faq`) open through the router, without reloading the app.
 */
export function RenderedHtml({ kind, source, className }: RenderedHtmlProps) {
  const navigate = useNavigate()
  const html = useMemo(() => (kind === 'markdown' ? renderMarkdown(source) : sanitiseHtml(source)), [kind, source])
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const to = inAppLink(event)
    if (to === null) return
    event.preventDefault()
    void navigate(to)
  }
  // The click is the links' own (Enter on a focused link fires it too); the container only routes it.
  return <div className={className} onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
}
