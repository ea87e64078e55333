/** What search engines and link previews read of one prerendered page. */
export interface PageHead {
  /** The document title, as the app sets it once it runs (TitledPage), so taking over changes nothing. */
  title: string
  description: string
  /** The page's own absolute address; null for pages that are no address of their own (the 404 page). */
  canonical: string | null
  /** Open Graph's type: an article for a blog post, a website for the rest. */
  type: 'website' | 'article'
  /** An absolute image URL for link previews, with what it shows. */
  image: { url: string; alt: string }
  /** Summary cards with a large image when the page has a picture of its own (a post's cover). */
  largeImage: boolean
  /** schema.org objects, each written as one JSON-LD script. */
  jsonLd: object[]
  /** Kept out of search results (the 404 page). */
  noindex?: boolean
}

export const SITE_NAME = 'MoveTime'

/** Text for an HTML attribute value or element content: nothing in it can close the tag. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;')
}

/**
 * JSON for a <script> element: `<` is written \u003c, so no text in it can close the script
 * (`</script>`) or open a comment (`<!--`); U+2028/U+2029 are escaped for old parsers. JSON.parse
 * and JSON-LD readers read the same value back.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** At most `limit` characters, cut at a word with an ellipsis: search results show about 160. */
export function clip(text: string, limit = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim()
  if (flat.length <= limit) return flat
  const cut = flat.slice(0, limit - 1)
  const lastSpace = cut.lastIndexOf(' ')
  return `${(lastSpace > limit / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, '')}…`
}

/** The tags of <head> for one page: title, description, canonical link, Open Graph, Twitter card and JSON-LD. */
export function headTags(head: PageHead): string {
  const meta = (attribute: 'name' | 'property', key: string, content: string) => `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : null,
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : null,
    meta('property', 'og:type', head.type),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : null,
    meta('property', 'og:image', head.image.url),
    meta('property', 'og:image:alt', head.image.alt),
    meta('name', 'twitter:card', head.largeImage ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', head.image.url),
    meta('name', 'twitter:image:alt', head.image.alt),
    ...head.jsonLd.map((item) => `<script type="application/ld+json">${scriptJson(item)}</script>`),
  ]
  return tags.filter((tag) => tag !== null).join('\n    ')
}
