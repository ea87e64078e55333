import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { composeStories } from '@storybook/react-vite'
import { render, screen } from '@testing-library/react'
import type { AnyHandler } from 'msw'
import { server } from '@mocks/node'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import * as stories from './AnalyticsChoiceSection.stories'
import { CONSENT_TEXT } from './consentText'

type Composed = ComponentType & { parameters?: Record<string, unknown> }

describe('analytics choice stories', () => {
  for (const [name, Story] of Object.entries(composeStories(stories) as Record<string, Composed>)) {
    it(`${name} draws the section and is axe-clean`, async () => {
      const handlers = Story.parameters?.msw
      if (Array.isArray(handlers)) server.use(...(handlers as AnyHandler[]))
      const { container } = render(<Story />)
      expect(await screen.findByRole('heading', { name: CONSENT_TEXT.sectionTitle }, { timeout: 8000 })).toBeVisible()
      expect(await seriousAxeViolations(container)).toEqual([])
    }, 20_000)
  }
})
