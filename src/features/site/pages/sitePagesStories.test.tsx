import type { ComponentType } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { composeStories } from '@storybook/react-vite'
import type { AnyHandler } from 'msw'
import { server } from '@mocks/node'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { forgetSiteCopies } from '../common/siteCopies.testing'
import * as contact from './ContactPage.stories'
import * as faq from './FaqPage.stories'
import * as home from './HomePage.stories'
import * as privacy from './PrivacyPage.stories'
import * as terms from './TermsPage.stories'

type Composed = ComponentType & { parameters?: Record<string, unknown> }

/** The story's own mock answers (its `parameters.msw`), handed to the Node mock as Storybook hands them to the browser's. */
function storyHandlers(story: Composed): AnyHandler[] {
  const handlers = story.parameters?.msw
  return Array.isArray(handlers) ? (handlers as AnyHandler[]) : []
}

const files: Record<string, { stories: Record<string, Composed>; heading: string }> = {
  home: { stories: composeStories(home), heading: 'Move better, every day.' },
  terms: { stories: composeStories(terms), heading: 'Terms of service' },
  privacy: { stories: composeStories(privacy), heading: 'Privacy policy' },
  faq: { stories: composeStories(faq), heading: 'Frequently asked questions' },
  contact: { stories: composeStories(contact), heading: 'Contact us' },
}

/** What each state says, so a story that drew the wrong state fails. */
const STATE_TEXT: Record<string, RegExp> = {
  Loading: /Loading the page…/,
  Empty: /Nothing to show here yet/,
  Failed: /This page could not load\. The content service is not answering/,
  Offline: /This page will show when you are back online/,
}

const WIDTHS = [375, 1280] as const
const innerWidth = window.innerWidth

beforeEach(forgetSiteCopies)
afterEach(() => {
  Object.defineProperty(window, 'innerWidth', { configurable: true, value: innerWidth })
})

describe('public page stories', () => {
  for (const [file, { stories, heading }] of Object.entries(files)) {
    for (const [name, Story] of Object.entries(stories)) {
      for (const width of WIDTHS) {
        it(`${file}/${name} draws its state and is axe-clean at ${width} px`, async () => {
          server.use(...storyHandlers(Story))
          Object.defineProperty(window, 'innerWidth', { configurable: true, value: width })
          const { baseElement } = render(
            <div style={{ width }}>
              <Story />
            </div>,
          )
          if (name === 'Default') expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument()
          else expect((await screen.findAllByText(STATE_TEXT[name]!))[0]).toBeInTheDocument()
          expect(await seriousAxeViolations(baseElement)).toEqual([])
        }, 20_000)
      }
    }
  }
})
