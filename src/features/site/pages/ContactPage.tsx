import { CmsSections } from '../common/CmsSections'
import { preloadRichText } from '../common/RichText'
import { SitePageContent } from '../common/SitePageContent'
import { ContactForm } from '../contact/ContactForm'
import { ReadingPage } from './ReadingPage'

// The sections are Markdown: fetch the renderer beside the entries rather than after them.
preloadRichText()

/**
 * How to reach us: the `contact-us` CMS entries (title, lead, numbered sections), with the contact
 * form (src/features/site/contact) between the lead and the sections.
 */
export function ContactPage() {
  return (
    <SitePageContent page="contact-us">
      {(content) => (
        <ReadingPage content={content}>
          <ContactForm />
          <CmsSections content={content} />
        </ReadingPage>
      )}
    </SitePageContent>
  )
}
