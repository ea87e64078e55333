import { describe, expect, it } from 'vitest'
import { composeStories } from '@storybook/react-vite'
import { render, screen } from '@testing-library/react'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { CONSENT_TEXT } from '@/shared/analytics/consentText'
import * as stories from './ConsentBanner.stories'

/** Designers work from these stories: each draws the banner (and its dialog when choosing) with no serious axe finding. */
describe('consent banner stories', () => {
  for (const [name, Story] of Object.entries(composeStories(stories))) {
    it(`${name} draws and is axe-clean`, async () => {
      const { baseElement } = render(<Story />)
      expect(screen.getByRole('region', { name: CONSENT_TEXT.bannerTitle })).toBeVisible()
      if (name === 'ChoosingDialog') expect(await screen.findByRole('dialog', { name: CONSENT_TEXT.dialogTitle })).toBeInTheDocument()
      expect(await seriousAxeViolations(baseElement)).toEqual([])
    })
  }
})
