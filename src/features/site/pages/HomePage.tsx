import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { paths } from '@/shared/paths/routePaths'
import { TitledSection } from '@/ui/section/TitledSection'
import { HomePlans } from './HomePlans'
import './homePage.css'

interface Highlight {
  title: string
  text: string
  icon: ReactNode
}

// Decorative line icons; the heading beside each one carries the meaning.
const iconProps = {
  width: 28,
  height: 28,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const

const highlights: Highlight[] = [
  {
    title: 'A library of moves with video',
    text: 'Short, clear clips for every move, from warm-ups to strength work, with the cues that keep your form right. Add your own moves too.',
    icon: (
      <svg {...iconProps}>
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <path d="M10 9.5v5l4.5-2.5z" />
      </svg>
    ),
  },
  {
    title: 'Favourites that work offline',
    text: 'Save the moves you use and they stay on your phone, so your session keeps going in a basement gym with no signal.',
    icon: (
      <svg {...iconProps}>
        <path d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10z" />
      </svg>
    ),
  },
  {
    title: 'Dashboard and streaks',
    text: 'See what you trained, how often, and how long your streak has run. Small wins, visible every day.',
    icon: (
      <svg {...iconProps}>
        <path d="M4 20V10M10 20V4M16 20v-7M22 20H2" />
      </svg>
    ),
  },
  {
    title: 'Challenges and groups with friends',
    text: 'Start a challenge, invite friends, and train together in groups. Accountability works better with company.',
    icon: (
      <svg {...iconProps}>
        <circle cx="9" cy="8" r="3" />
        <circle cx="17" cy="9" r="2.5" />
        <path d="M3 20a6 6 0 0 1 12 0M14.5 20a4.5 4.5 0 0 1 7-3.7" />
      </svg>
    ),
  },
]

export function HomePage() {
  return (
    <div className="home">
      <section className="home-hero" aria-labelledby="home-title">
        <div className="home-hero__inner">
          <p className="home-hero__eyebrow">MoveTime</p>
          <h1 id="home-title" className="home-hero__title">
            Move better, every day.
          </h1>
          <p className="home-hero__lead">
            A growing library of exercise moves with short videos, on your phone and ready offline, so you always know what to do
            next and how to do it well.
          </p>
          <div className="home-hero__actions">
            <Link className="home-cta home-cta--primary" to={paths.register}>
              Start your membership
            </Link>
            <Link className="home-cta home-cta--secondary" to={paths.login()}>
              Sign in
            </Link>
          </div>
        </div>
      </section>

      <TitledSection className="home-section" titleClassName="home-section__title" title="Everything you need to train with confidence">
        <ul className="home-features" role="list">
          {highlights.map((highlight) => (
            <li key={highlight.title} className="home-feature">
              <span className="home-feature__icon">{highlight.icon}</span>
              <h3 className="home-feature__title">{highlight.title}</h3>
              <p className="home-feature__text">{highlight.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <TitledSection className="home-section home-plans" titleClassName="home-section__title" title="Monthly or yearly, cancel anytime">
        <p className="home-section__lead">
          Every move, favourite and challenge on every plan. Your membership renews until you cancel, and stays active until the end
          of the period you paid for.
        </p>
        <HomePlans />
        <Link className="home-cta home-cta--primary" to={paths.plansOpen}>
          See plans
        </Link>
      </TitledSection>

      <TitledSection className="home-section home-install" titleClassName="home-section__title" title="Install the app">
        <p className="home-section__lead">
          MoveTime installs straight from your browser: no app store needed. Once installed it opens from your home screen and
          your favourites are there even with no connection.
        </p>
        <dl className="home-install__steps">
          <div className="home-install__step">
            <dt>Android (Chrome)</dt>
            <dd>Open the browser menu and choose “Install app” or “Add to Home screen”.</dd>
          </div>
          <div className="home-install__step">
            <dt>iPhone and iPad (Safari)</dt>
            <dd>Tap the Share button, then “Add to Home Screen”.</dd>
          </div>
          <div className="home-install__step">
            <dt>Computer (Chrome or Edge)</dt>
            <dd>Select the install icon at the right of the address bar.</dd>
          </div>
        </dl>
        <p className="home-install__more">
          Questions? Read the <Link to={paths.faq}>frequently asked questions</Link>.
        </p>
      </TitledSection>
    </div>
  )
}
