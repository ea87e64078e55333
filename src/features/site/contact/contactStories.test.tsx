import { describe, expect, it } from 'vitest'
import { composeStories } from '@storybook/react-vite'
import { render, screen } from '@testing-library/react'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import * as stories from './ContactForm.stories'

/*
 * Every contact form story draws, axe-clean. Those whose steps the mock backend itself answers play
 * them here too; Sending and OfflineVisitor answer through the story's own msw handlers, which only
 * Storybook installs, so here they are drawn without their steps.
 */
const composed = composeStories(stories)
const drawnOnly = new Set(['Sending', 'OfflineVisitor'])

describe('contact form stories', () => {
  for (const [name, Story] of Object.entries(composed)) {
    it(`${name} draws${drawnOnly.has(name) ? '' : ' and plays its steps'} with no serious accessibility finding`, async () => {
      if (drawnOnly.has(name)) render(<Story />)
      else await Story.run()
      expect(await screen.findByRole('heading', { name: 'Send us a message' })).toBeVisible()
      if (name === 'OfflineVisitor') expect(screen.getByText(/You are offline/)).toBeVisible()
      expect(await seriousAxeViolations(document.body)).toEqual([])
      document.body.innerHTML = ''
    }, 20_000)
  }
})
