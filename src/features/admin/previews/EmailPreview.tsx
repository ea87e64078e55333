import { escapeHtml, sanitiseHtmlWithReport } from '@/lib/html/sanitiseHtml'
import type { ResourcePreviewProps } from '../engine/resourceDefinition'
import { SandboxedHtml } from './SandboxedHtml'
import { SendTestEmail } from './SendTestEmail'
import { UnknownVariables } from './UnknownVariables'
import { fillTemplate, textOf } from './templateSample'
import './previews.css'

/**
 * An email template as a member would read it: sample data filled in, the HTML sanitised and drawn
 * in a sandbox where no script runs (a <script> shows as text), and a test sent through mail/send.
 */
export function EmailPreview({ values }: ResourcePreviewProps) {
  const subject = fillTemplate(textOf(values.subject))
  const body = fillTemplate(textOf(values.body), escapeHtml)
  const { html, removed } = sanitiseHtmlWithReport(body.text)
  const unknown = [...new Set([...subject.unknown, ...body.unknown])]

  return (
    <div className="admin-preview">
      <p className="admin-preview__note">Filled in with a sample member, Alex Morgan.</p>
      <p className="admin-preview__subject">
        <span className="admin-preview__label">Subject</span> {subject.text || <em>No subject yet</em>}
      </p>
      {html.trim() ? <SandboxedHtml html={html} title="Email preview" /> : <p className="admin-preview__empty">Write the body to see it here.</p>}
      {removed.length > 0 && (
        <p className="admin-preview__warning">
          Not shown as written, because email must never run code: {removed.join(', ')}.
          {removed.includes('script') ? ' Scripts are taken out and never run.' : ''}
        </p>
      )}
      <UnknownVariables names={unknown} />
      <SendTestEmail subject={subject.text} html={html} />
    </div>
  )
}
