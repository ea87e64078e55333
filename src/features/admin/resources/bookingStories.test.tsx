import { describe, expect, it } from 'vitest'
import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import * as stories from './BookingResources.stories'

/** Every story of the bookings resources draws its page against the mock (and plays its steps), signed in as the admin, axe-clean. */
const composed = composeStories(stories)

describe('bookings resource stories', () => {
  for (const [name, Story] of Object.entries(composed)) {
    it(`${name} draws its page with no serious accessibility finding`, async () => {
      await Story.run()
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 8000 })).toBeVisible()
      expect(screen.queryByText(/not found|went wrong|could not/i)).toBeNull()
      // The page's content, not just its heading: a caption, a form's submit button or a view's terms.
      await screen.findAllByText(/.+/, { selector: 'table caption, form button[type="submit"], dl dt' }, { timeout: 8000 })
      expect(await seriousAxeViolations(document.body)).toEqual([])
      document.body.innerHTML = ''
    }, 20_000)
  }
})
