import { CmsBlock } from '../common/CmsBlock'
import { CmsHeading } from '../common/CmsHeading'
import { faqItemsShape } from '../common/cmsShapes'
import { preloadRichText, RichText } from '../common/RichText'
import { SitePageContent } from '../common/SitePageContent'
import { ReadingPage } from './ReadingPage'
import './faqPage.css'

// The answers are Markdown: fetch the renderer beside the entries rather than after them.
preloadRichText()

/**
 * Questions and answers: the `faq` CMS entries (title, lead, `items` — a JSON list of
 * {question, answer (Markdown)} — and the closing `more_title` and `more_text`).
 */
export function FaqPage() {
  return (
    <SitePageContent page="faq">
      {(content) => (
        <ReadingPage content={content}>
          <CmsBlock
            entry={content.entry('items')}
            json={{
              shape: faqItemsShape,
              render: (items) => (
                <div className="faq">
                  {items.map(({ question, answer }, index) => (
                    <details key={`${index}:${question}`} className="faq__item">
                      <summary className="faq__question">{question}</summary>
                      <RichText kind="markdown" source={answer} className="faq__answer" />
                    </details>
                  ))}
                </div>
              ),
            }}
          />
          <section aria-labelledby="faq-more" className="faq__more">
            <CmsHeading level={2} entry={content.entry('more_title')} id="faq-more" />
            <CmsBlock entry={content.entry('more_text')} />
          </section>
        </ReadingPage>
      )}
    </SitePageContent>
  )
}
