import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { composeStories } from '@storybook/react-vite'
import { render, screen } from '@testing-library/react'
import type { AnyHandler } from 'msw'
import { server } from '@mocks/node'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import * as stories from './AdminAnalyticsPage.stories'

type Composed = ComponentType & { parameters?: Record<string, unknown> }

/** What each story must come to show (loading stays loading). */
const SETTLED: Record<string, RegExp> = {
  FromTheMock: /sessions, newest first/,
  SessionOpen: /^Visit started$/,
  Loading: /^Loading the numbers…$/,
  Empty: /^No sessions in the last 30 days$/,
  Failed: /The numbers are resting\./,
}

describe('admin analytics stories', () => {
  for (const [name, Story] of Object.entries(composeStories(stories) as Record<string, Composed>)) {
    it(`${name} draws its state against the mock and is axe-clean`, async () => {
      const handlers = Story.parameters?.msw
      if (Array.isArray(handlers)) server.use(...(handlers as AnyHandler[]))
      const { container } = render(<Story />)
      expect((await screen.findAllByText(SETTLED[name]!, {}, { timeout: 8000 })).length).toBeGreaterThan(0)
      expect(await seriousAxeViolations(container)).toEqual([])
    }, 20_000)
  }
})
