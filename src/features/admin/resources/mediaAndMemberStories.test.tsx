import { describe, expect, it } from 'vitest'
import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import * as stories from './MediaAndMemberResources.stories'

/** Every story of these resources draws its page against the mock (and plays its steps), signed in as the admin. */
const composed = composeStories(stories)

describe('media and member resource stories', () => {
  for (const [name, Story] of Object.entries(composed)) {
    it(`${name} draws its page`, async () => {
      await Story.run()
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 8000 })).toBeVisible()
      expect(screen.queryByText(/not found|went wrong/i)).toBeNull()
      document.body.innerHTML = ''
    }, 20_000)
  }
})
