import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { composeStories } from '@storybook/react-vite'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import * as stories from './ActiveChallenges.stories'

/** Every state of the dashboard's challenges card renders, and none carries a serious axe finding. */
describe('active challenges stories', () => {
  for (const [name, Story] of Object.entries(composeStories(stories))) {
    it(`${name} renders and is axe-clean`, async () => {
      const { container } = render(<Story />)
      expect(container.textContent).not.toBe('')
      expect(await seriousAxeViolations(container)).toEqual([])
    })
  }
})
