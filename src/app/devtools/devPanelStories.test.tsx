import { afterEach, describe, expect, it } from 'vitest'
import { composeStories } from '@storybook/react-vite'
import { screen } from '@testing-library/react'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { moveMockClock } from '@/api/mockControls/mockControlsApi'
import * as stories from './DevPanel.stories'

/** Every developer panel story draws (and plays its steps) against the mock, with no serious accessibility finding. */
const composed = composeStories(stories)

describe('developer panel stories', () => {
  afterEach(() => moveMockClock({ reset: true }))

  for (const [name, Story] of Object.entries(composed)) {
    it(`${name} draws with no serious accessibility finding`, async () => {
      await Story.run()
      expect(screen.getByRole('button', { name: 'Developer panel' })).toBeVisible()
      expect(await seriousAxeViolations(document.body)).toEqual([])
      document.body.innerHTML = ''
    }, 20_000)
  }
})
