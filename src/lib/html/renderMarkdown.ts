import { Marked } from 'marked'
import { sanitiseHtml } from './sanitiseHtml'

/*
 * Markdown (blog posts, CMS markdown entries) as safe HTML: marked renders it, GitHub-flavoured,
 * and its output goes through the one sanitiser, since marked itself lets raw HTML and javascript:
 * links through. The Markdown is what is stored; this runs at render time.
 */

const markdown = new Marked({ gfm: true, breaks: false, async: false })

export function renderMarkdown(source: string): string {
  return sanitiseHtml(markdown.parse(source, { async: false }))
}
