import { describe, expect, it } from 'vitest'
import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import axe from 'axe-core'
import * as stories from './SiteResources.stories'

/** Every story of the site's resources draws its page against the mock (and plays its steps), signed in as the admin, axe-clean. */
const composed = composeStories(stories)

/** Frames left out: jsdom cannot message into the preview's sandboxed srcdoc frame (the e2e run checks the page with it). */
async function seriousAxeViolations(root: Element): Promise<string[]> {
  const results = await axe.run(root, { iframes: false, rules: { 'color-contrast': { enabled: false } } })
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)
}

describe('site resource stories', () => {
  for (const [name, Story] of Object.entries(composed)) {
    it(`${name} draws its page with no serious accessibility finding`, async () => {
      await Story.run()
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 8000 })).toBeVisible()
      expect(screen.queryByText(/not found|went wrong|could not/i)).toBeNull()
      await screen.findAllByText(/.+/, { selector: 'table caption, form button[type="submit"], dl dt' }, { timeout: 8000 })
      expect(await seriousAxeViolations(document.body)).toEqual([])
      document.body.innerHTML = ''
    }, 20_000)
  }
})
