import { CmsSections } from '../common/CmsSections'
import { preloadRichText } from '../common/RichText'
import { SitePageContent } from '../common/SitePageContent'
import { ReadingPage } from './ReadingPage'

// Every section is Markdown: fetch the renderer beside the entries rather than after them.
preloadRichText()

/** The terms of service: the `terms` CMS entries (title, last_updated, lead, numbered sections). */
export function TermsPage() {
  return (
    <SitePageContent page="terms">
      {(content) => (
        <ReadingPage content={content} dated>
          <CmsSections content={content} />
        </ReadingPage>
      )}
    </SitePageContent>
  )
}
