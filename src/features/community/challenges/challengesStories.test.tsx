import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { composeStories } from '@storybook/react-vite'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import * as card from './ChallengeCard.stories'
import * as dialogs from './ChallengeDialogs.stories'
import * as challengePage from './ChallengePage.stories'
import * as challengesPage from './ChallengesPage.stories'
import * as leaderboard from './Leaderboard.stories'
import * as ring from './ProgressRing.stories'

/** Designers work from these stories: each must render, and none may carry a serious axe finding. */
const files: Record<string, Record<string, ComponentType>> = {
  challengesPage: composeStories(challengesPage),
  challengePage: composeStories(challengePage),
  card: composeStories(card),
  leaderboard: composeStories(leaderboard),
  ring: composeStories(ring),
  dialogs: composeStories(dialogs),
}

describe('challenges stories', () => {
  for (const [file, stories] of Object.entries(files)) {
    for (const [name, Story] of Object.entries(stories)) {
      it(`${file}/${name} renders and is axe-clean`, async () => {
        const { baseElement } = render(<Story />)
        expect(baseElement.textContent).not.toBe('')
        expect(await seriousAxeViolations(baseElement)).toEqual([])
      }, 30_000)
    }
  }
})
