import { describe, expect, it } from 'vitest'
import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import * as stories from './CommerceResources.stories'

/** Every commerce story draws its page against the mock (and plays its steps), signed in as the admin. */
const { InvoiceNotFound, ...drawn } = composeStories(stories)

describe('commerce resource stories', () => {
  for (const [name, Story] of Object.entries(drawn)) {
    it(`${name} draws its page`, async () => {
      await Story.run()
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 8000 })).toBeVisible()
      expect(screen.queryByText(/not found|does not exist|went wrong|could not load/i)).toBeNull()
      document.body.innerHTML = ''
    }, 20_000)
  }

  it('InvoiceNotFound says the invoice does not exist', async () => {
    await InvoiceNotFound.run()
    expect(await screen.findByRole('heading', { name: 'This invoice does not exist' }, { timeout: 8000 })).toBeVisible()
    document.body.innerHTML = ''
  }, 20_000)
})
