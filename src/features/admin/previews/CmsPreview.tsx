import type { ReactNode } from 'react'
import { renderMarkdown } from '@/lib/html/renderMarkdown'
import { SITE_PAGES, sitePagePath } from '@/shared/paths/sitePages'
import type { ResourcePreviewProps } from '../engine/resourceDefinition'
import { SandboxedHtml } from './SandboxedHtml'
import { textOf } from './templateSample'
import './previews.css'

/** A CMS entry's value as the site will show it, by its type: text, HTML, Markdown, JSON or an image. */
export function CmsPreview({ values }: ResourcePreviewProps) {
  const type = textOf(values.type)
  const value = textOf(values.value)
  const page = textOf(values.page).trim()
  const where = [page, textOf(values.key)].filter(Boolean).join(' › ')

  return (
    <div className="admin-preview">
      {where && <p className="admin-preview__note">Shown on {where}</p>}
      {page && <PageLink page={page} />}
      <CmsValue type={type} value={value} where={where} />
    </div>
  )
}

/**
 * Where the entry shows on the site (the page → route rule of src/shared/paths/sitePages.ts), to
 * check an edit in place; a new tab, so the form and its unsaved changes stay here. A page name
 * the site does not read is said so, with the names it does read.
 */
function PageLink({ page }: { page: string }) {
  const path = sitePagePath(page)
  if (!path) {
    return <p className="admin-preview__warning">{`No page of the site reads “${page}”. The site’s pages: ${Object.keys(SITE_PAGES).join(', ')}.`}</p>
  }
  return (
    <p className="admin-preview__note">
      <a href={path} target="_blank" rel="noopener noreferrer">{`Open page ${path}`}</a> <span aria-hidden="true">↗</span> in a new tab; once
      saved, the change shows there on the next visit or reload.
    </p>
  )
}

function CmsValue({ type, value, where }: { type: string; value: string; where: string }): ReactNode {
  if (!type) return <p className="admin-preview__empty">Choose a type to see a preview.</p>
  if (value.trim() === '') return <p className="admin-preview__empty">Enter a value to see it here.</p>
  switch (type) {
    case 'text':
      return <p className="admin-preview__text">{value}</p>
    case 'html':
      return <SandboxedHtml html={value} title="HTML preview" />
    case 'markdown':
      return <SandboxedHtml html={renderMarkdown(value)} title="Markdown preview" />
    case 'json':
      return <JsonValue value={value} />
    case 'image':
      return <ImageValue value={value.trim()} where={where} />
    default:
      return <p className="admin-preview__warning">{`There is no preview for the type “${type}”.`}</p>
  }
}

function JsonValue({ value }: { value: string }) {
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch (error) {
    return (
      <p className="admin-preview__warning" role="status">
        Not valid JSON yet: {error instanceof Error ? error.message : 'it cannot be read.'}
      </p>
    )
  }
  return (
    <pre className="admin-preview__json" aria-label="JSON, formatted">
      {JSON.stringify(parsed, null, 2)}
    </pre>
  )
}

function ImageValue({ value, where }: { value: string; where: string }) {
  // The same rule as the server's: an https link or a path of this site, nothing else (no javascript:, no data:).
  if (!/^(https?:\/\/|\/)\S+$/i.test(value)) {
    return <p className="admin-preview__warning">Enter the image link as https://… or /… to see it.</p>
  }
  return <img className="admin-preview__image" src={value} alt={where ? `The image for ${where}` : 'The image of this entry'} />
}
