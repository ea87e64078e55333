/*
 * HTML written by an admin (email templates, CMS entries), made safe to show: an allowlist of
 * the elements and attributes an email or a page of content uses, and nothing that runs code.
 * Dropped with everything inside: script, style, iframe, object, embed, svg, math, forms and the
 * document's own elements. Unknown elements are unwrapped (their text stays). Every on* handler
 * goes with every attribute not on the list; links and images keep only http(s), mailto, tel,
 * relative addresses, {{variables}} and (images only) raster data: URLs.
 *
 * A script is not silently lost: it becomes visible text, so the author sees what will never run.
 *
 * Previews also render the result in an iframe sandboxed without allow-scripts: the sanitiser
 * is the first wall, the sandbox the second.
 */

const ALLOWED_ELEMENTS = new Set([
  'a', 'abbr', 'address', 'article', 'aside', 'b', 'bdi', 'bdo', 'big', 'blockquote', 'br', 'caption', 'center', 'cite', 'code',
  'col', 'colgroup', 'dd', 'del', 'details', 'dfn', 'div', 'dl', 'dt', 'em', 'figcaption', 'figure', 'font', 'footer', 'h1', 'h2',
  'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'i', 'img', 'ins', 'kbd', 'li', 'main', 'mark', 'nav', 'ol', 'p', 'pre', 'q', 's', 'samp',
  'section', 'small', 'span', 'strike', 'strong', 'sub', 'summary', 'sup', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'time',
  'tr', 'tt', 'u', 'ul', 'var', 'wbr',
])

/** Removed with their content: code, embedded documents, styles that could restyle the app, forms. */
const DROPPED_ELEMENTS = new Set([
  'script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet', 'svg', 'math', 'noscript', 'noembed', 'noframes',
  'template', 'link', 'meta', 'base', 'title', 'head', 'form', 'input', 'button', 'select', 'textarea', 'option', 'portal',
  'audio', 'video', 'source', 'track', 'canvas', 'param', 'xmp', 'plaintext',
])

const ALLOWED_ATTRIBUTES = new Set([
  'href', 'src', 'alt', 'title', 'width', 'height', 'align', 'valign', 'colspan', 'rowspan', 'border', 'cellpadding',
  'cellspacing', 'bgcolor', 'color', 'face', 'size', 'style', 'class', 'dir', 'lang', 'target', 'rel', 'start', 'type',
  'datetime', 'cite', 'open', 'scope', 'headers', 'abbr',
])

const URL_ATTRIBUTES = new Set(['href', 'src', 'cite'])

/** Styles that load or run something (old engines ran expression() and javascript: in url()). */
const UNSAFE_STYLE = /expression\s*\(|javascript:|vbscript:|url\s*\(|@import|behavior\s*:|-moz-binding/i

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i
const RASTER_DATA_URL = /^data:image\/(png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]+$/i
const TEMPLATE_ONLY = /^\{\{\s*[a-z_][a-z0-9_]*\s*\}\}/i

/**
 * Whether a link may stay. Browsers ignore tabs, newlines and leading control characters inside a
 * scheme ("java\tscript:"), so those are removed before looking at it.
 */
export function isSafeUrl(value: string, kind: 'link' | 'image' = 'link'): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is stripped
  const compact = value.replace(/[\u0000-\u0020\u007f-\u009f]/g, '')
  if (compact === '') return true
  if (TEMPLATE_ONLY.test(compact)) return true
  if (kind === 'image' && RASTER_DATA_URL.test(value.trim())) return true
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact)
  // No scheme: a relative address (/path, #anchor, page.html, //host is https or http by page).
  if (!scheme) return true
  return SAFE_SCHEME.test(compact)
}

/** What was taken out, in words, for a note beside a preview ("script", "onerror attribute"). */
type Removed = Set<string>

function cleanAttributes(element: Element, removed: Removed): void {
  for (const attribute of [...element.attributes]) {
    const name = attribute.name.toLowerCase()
    const keep =
      ALLOWED_ATTRIBUTES.has(name) &&
      !(URL_ATTRIBUTES.has(name) && !isSafeUrl(attribute.value, element.localName === 'img' ? 'image' : 'link')) &&
      !(name === 'style' && UNSAFE_STYLE.test(attribute.value))
    if (keep) continue
    element.removeAttribute(attribute.name)
    removed.add(URL_ATTRIBUTES.has(name) ? `unsafe ${name} link` : `${name} attribute`)
  }
  // A link that opens a new tab must not hand the opener to the page it opens.
  if (element.localName === 'a' && element.hasAttribute('target')) element.setAttribute('rel', 'noopener noreferrer')
}

function cleanChildren(parent: ParentNode, removed: Removed): void {
  for (const node of [...parent.childNodes]) {
    if (node.nodeType === Node.TEXT_NODE) continue
    if (node.nodeType !== Node.ELEMENT_NODE) {
      node.parentNode?.removeChild(node)
      continue
    }
    const element = node as Element
    // Elements in another namespace (svg, math) have no business in a template.
    const name = element.namespaceURI === 'http://www.w3.org/1999/xhtml' ? element.localName : ''
    if (name === 'script') {
      removed.add('script')
      element.replaceWith(element.ownerDocument.createTextNode(element.outerHTML))
      continue
    }
    if (!name || DROPPED_ELEMENTS.has(name)) {
      removed.add(element.localName)
      element.remove()
      continue
    }
    cleanChildren(element, removed)
    if (!ALLOWED_ELEMENTS.has(name)) {
      element.replaceWith(...element.childNodes)
      continue
    }
    cleanAttributes(element, removed)
  }
}

export interface SanitisedHtml {
  html: string
  /** What was taken out or turned into text, each kind once. */
  removed: string[]
}

/** The safe HTML of `html` and what was taken out of it. */
export function sanitiseHtmlWithReport(html: string): SanitisedHtml {
  // A template element's content is inert: nothing in it loads or runs while it is parsed.
  const template = document.createElement('template')
  template.innerHTML = html
  const removed: Removed = new Set()
  cleanChildren(template.content, removed)
  return { html: template.innerHTML, removed: [...removed] }
}

/** The safe HTML of `html`: the same markup, minus anything that could run or load code. */
export function sanitiseHtml(html: string): string {
  return sanitiseHtmlWithReport(html).html
}

/** Text shown as text inside HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}
