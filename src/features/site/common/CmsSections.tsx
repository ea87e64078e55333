import { CmsBlock } from './CmsBlock'
import { CmsHeading } from './CmsHeading'
import type { SiteContent } from './siteContent'

/**
 * A page's numbered sections (`section_<n>_title` text, `section_<n>_body` markdown), in number
 * order, each a region named by its h2. An admin adds a section by adding the pair of entries.
 */
export function CmsSections({ content }: { content: SiteContent }) {
  return content.sections().map(({ number, title, body }) => {
    const id = `${content.page}-section-${number}`
    const named = title?.type === 'text'
    return (
      <section key={number} aria-labelledby={named ? id : undefined}>
        <CmsHeading level={2} entry={title} id={id} />
        <CmsBlock entry={body} className="reading__body" />
      </section>
    )
  })
}
