import { AnalyticsChoiceSection } from '@/shared/analytics/AnalyticsChoiceSection'
import { CmsSections } from '../common/CmsSections'
import { preloadRichText } from '../common/RichText'
import { SitePageContent } from '../common/SitePageContent'
import { useHydrated } from '../common/useHydrated'
import { ReadingPage } from './ReadingPage'

// Every section is Markdown: fetch the renderer beside the entries rather than after them.
preloadRichText()

/**
 * The privacy policy: the `privacy` CMS entries (title, last_updated, lead, numbered sections),
 * then the analytics choice, where a visitor (who has no Settings page) changes it after the banner.
 */
export function PrivacyPage() {
  // The choice is this browser's own (localStorage): the prerendered HTML cannot hold it, so it draws after hydration.
  const hydrated = useHydrated()
  return (
    <SitePageContent page="privacy">
      {(content) => (
        <ReadingPage content={content} dated>
          <CmsSections content={content} />
          {hydrated && <AnalyticsChoiceSection />}
        </ReadingPage>
      )}
    </SitePageContent>
  )
}
