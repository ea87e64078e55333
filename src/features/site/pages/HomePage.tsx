import { useId, type ReactNode } from 'react'
import type { CmsEntry } from '@/api/content/contentCallTypes'
import { paths } from '@/shared/paths/routePaths'
import { CmsBlock } from '../common/CmsBlock'
import { CmsHeading } from '../common/CmsHeading'
import { CmsLine } from '../common/CmsLine'
import { CmsLink } from '../common/CmsLink'
import { highlightsShape, installStepsShape, lineShape, planHighlightsShape, readJson } from '../common/cmsShapes'
import type { SiteContent } from '../common/siteContent'
import { SitePageContent } from '../common/SitePageContent'
import { HOME_ICONS } from './HomeIcons'
import { HomePlans } from './HomePlans'
import '../common/sitePage.css'
import './homePage.css'

/** A region of the home page named by its h2 (a CMS text entry). */
function HomeSection({ title, className, children }: { title: CmsEntry | undefined; className: string; children: ReactNode }) {
  const headingId = useId()
  return (
    <section className={className} aria-labelledby={title?.type === 'text' ? headingId : undefined}>
      <CmsHeading level={2} entry={title} id={headingId} className="home-section__title" />
      {children}
    </section>
  )
}

function HomeContent({ content }: { content: SiteContent }) {
  const entry = (key: string) => content.entry(key)
  const planHighlights = entry('plan_highlights')
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__inner">
          <CmsBlock entry={entry('hero_eyebrow')} className="home-hero__eyebrow" />
          <CmsHeading level={1} entry={entry('hero_title')} id="home-title" className="home-hero__title" />
          <CmsBlock entry={entry('hero_text')} className="home-hero__lead" />
          <div className="home-hero__actions">
            <CmsLink entry={entry('hero_cta_primary')} to={paths.register} className="home-cta home-cta--primary" />
            <CmsLink entry={entry('hero_cta_secondary')} to={paths.login()} className="home-cta home-cta--secondary" />
          </div>
        </div>
      </section>

      <HomeSection title={entry('highlights_title')} className="home-section">
        <CmsBlock
          entry={entry('highlights')}
          json={{
            shape: highlightsShape,
            render: (highlights) => (
              <ul className="home-features" role="list">
                {highlights.map((highlight, index) => (
                  <li key={`${index}:${highlight.title}`} className="home-feature">
                    {highlight.icon && HOME_ICONS[highlight.icon] && <span className="home-feature__icon">{HOME_ICONS[highlight.icon]}</span>}
                    <h3 className="home-feature__title">{highlight.title}</h3>
                    <p className="home-feature__text">{highlight.text}</p>
                  </li>
                ))}
              </ul>
            ),
          }}
        />
      </HomeSection>

      <HomeSection title={entry('plans_title')} className="home-section home-plans">
        <CmsBlock entry={entry('plans_text')} className="home-section__lead" />
        <HomePlans
          described={planHighlights?.type === 'json' ? (readJson(planHighlights.value, planHighlightsShape, 'home › plan_highlights') ?? []) : []}
        />
        <CmsLink entry={entry('plans_cta')} to={paths.plansOpen} className="home-cta home-cta--primary" />
      </HomeSection>

      <HomeSection title={entry('install_title')} className="home-section home-install">
        <div className="home-install__layout">
          <div>
            <CmsBlock entry={entry('install_text')} className="home-section__lead" />
            <CmsBlock
              entry={entry('install_steps')}
              json={{
                shape: installStepsShape,
                render: (steps) => (
                  <dl className="home-install__steps">
                    {steps.map((step, index) => (
                      <div key={`${index}:${step.platform}`} className="home-install__step">
                        <dt>{step.platform}</dt>
                        <dd>{step.text}</dd>
                      </div>
                    ))}
                  </dl>
                ),
              }}
            />
            <CmsBlock
              entry={entry('install_more')}
              json={{ shape: lineShape, render: (parts) => <CmsLine parts={parts} where="home › install_more" className="home-install__more" /> }}
            />
          </div>
          <CmsBlock entry={entry('install_image')} alt={entry('install_image_alt')} className="home-install__image" />
        </div>
      </HomeSection>
    </div>
  )
}

/** The home page, drawn from the `home` CMS entries; the plans' prices come from the payments API. */
export function HomePage() {
  return <SitePageContent page="home">{(content) => <HomeContent content={content} />}</SitePageContent>
}
