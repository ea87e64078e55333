import createDOMPurify, { type DOMPurify, type WindowLike } from 'dompurify'

/*
 * The one sanitiser of the app (DOMPurify): every piece of HTML that comes from content (CMS html and
 * markdown entries, blog posts, email templates) passes here at render time, and nothing edits the
 * HTML after it. The profile is HTML only (no SVG or MathML); forms, styles sheets and embedded
 * documents go too, so content cannot restyle the app or ask for a password. Links that leave the
 * site get rel="noopener noreferrer" inside the same pass, and an image written without alt text gets
 * an empty one (read as decorative, rather than as its file name).
 */

/** Removed with their content, beyond DOMPurify's own list: forms and what restyles or embeds. */
const FORBIDDEN_ELEMENTS = ['style', 'form', 'input', 'button', 'select', 'textarea', 'option', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base']

/** Styles that load or run something (old engines ran expression() and javascript: in url()). */
const UNSAFE_STYLE = /expression\s*\(|javascript:|vbscript:|url\s*\(|@import|behavior\s*:|-moz-binding/i

const LEAVES_THE_SITE = /^(https?:)?\/\//i

let purifier: DOMPurify | null = null

function configured(instance: DOMPurify): DOMPurify {
  instance.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && UNSAFE_STYLE.test(data.attrValue)) data.keepAttr = false
  })
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '')
    if (node.tagName !== 'A') return
    const href = node.getAttribute('href') ?? ''
    // A link that leaves the site, or opens a new tab, must not hand this page to the one it opens.
    if (LEAVES_THE_SITE.test(href.trim()) || node.hasAttribute('target')) node.setAttribute('rel', 'noopener noreferrer')
  })
  return instance
}

/**
 * Node has no DOM of its own: the build's prerender hands one in (jsdom) before it renders content.
 * In the browser the page's own window is used.
 */
export function provideSanitiserWindow(window: WindowLike): void {
  purifier = configured(createDOMPurify(window))
}

function currentPurifier(): DOMPurify {
  if (!purifier) {
    // Without a DOM DOMPurify would hand the input back untouched: refuse rather than pass HTML through.
    if (typeof window === 'undefined') throw new Error('No DOM to sanitise with: call provideSanitiserWindow first.')
    purifier = configured(createDOMPurify(window))
  }
  if (!purifier.isSupported) throw new Error('This DOM cannot sanitise HTML.')
  return purifier
}

const OPTIONS = {
  USE_PROFILES: { html: true },
  FORBID_TAGS: FORBIDDEN_ELEMENTS,
  ADD_ATTR: ['target'],
}

export interface SanitisedHtml {
  html: string
  /** What was taken out, each kind once ("script", "onerror attribute"), for a note beside a preview. */
  removed: string[]
}

/** The safe HTML of `html` and what was taken out of it. */
export function sanitiseHtmlWithReport(html: string): SanitisedHtml {
  const instance = currentPurifier()
  const clean = instance.sanitize(html, OPTIONS)
  const removed = new Set<string>()
  for (const entry of instance.removed) {
    if ('element' in entry && entry.element) {
      const name = entry.element.nodeName.toLowerCase()
      // DOMPurify also reports the body and head it parsed with; only what the author wrote counts.
      if (entry.element.nodeType === 1 && name !== 'body' && name !== 'head' && name !== 'html') removed.add(name)
    } else if ('attribute' in entry && entry.attribute) {
      removed.add(`${entry.attribute.name.toLowerCase()} attribute`)
    }
  }
  return { html: clean, removed: [...removed] }
}

/** The safe HTML of `html`: the same markup, minus anything that could run, load code or restyle the app. */
export function sanitiseHtml(html: string): string {
  return sanitiseHtmlWithReport(html).html
}

/** Text shown as text inside HTML (a sample value filled into a template). */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}
