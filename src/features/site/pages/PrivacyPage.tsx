import { AnalyticsChoiceSection } from '@/shared/analytics/AnalyticsChoiceSection'
import { CmsSections } from '../common/CmsSections'
import { preloadRichText } from '../common/RichText'
import { SitePageContent } from '../common/SitePageContent'
import { ReadingPage } from './ReadingPage'

// Every section is Markdown: fetch the renderer beside the entries rather than after them.
preloadRichText()

/**
 * The privacy policy: the `privacy` CMS entries (title, last_updated, lead, numbered sections),
 * then the analytics choice, where a visitor (who has no Settings page) changes it after the banner.
 */
export function PrivacyPage() {
  return (
    <SitePageContent page="privacy">
      {(content) => (
        <ReadingPage content={content} dated>
          <CmsSections content={content} />
          <AnalyticsChoiceSection />
        </ReadingPage>
      )}
    </SitePageContent>
  )
}
