import { Link } from '@/ui/link/Link'
import { sitePagePath } from '@/shared/paths/sitePages'
import { warnCms, type LinePart } from './cmsShapes'

/**
 * A sentence with links to the site's pages (a `json` entry of lineShape), drawn as React text and
 * router links, so a page without Markdown can still link (and never loads the renderer for it).
 * A link to a page the site does not have is drawn as its words.
 */
export function CmsLine({ parts, where, className }: { parts: readonly LinePart[]; where: string; className?: string }) {
  return (
    <p className={className}>
      {parts.map((part, index) => {
        if (typeof part === 'string') return part
        const to = sitePagePath(part.page)
        if (!to) {
          warnCms(where, `there is no site page "${part.page}" to link to; its words are shown without the link`)
          return part.text
        }
        return (
          <Link key={index} to={to}>
            {part.text}
          </Link>
        )
      })}
    </p>
  )
}
