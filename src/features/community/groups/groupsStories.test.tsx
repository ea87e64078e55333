import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { composeStories } from '@storybook/react-vite'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import * as cards from './GroupCards.stories'
import * as dialogs from './GroupDialogs.stories'
import * as groupPage from './GroupPage.stories'
import * as groupsPage from './GroupsPage.stories'
import * as invite from './InviteMembersDialog.stories'

/** Designers work from these stories: each must render, and none may carry a serious axe finding. */
const files: Record<string, Record<string, ComponentType>> = {
  groupsPage: composeStories(groupsPage),
  groupPage: composeStories(groupPage),
  cards: composeStories(cards),
  dialogs: composeStories(dialogs),
  invite: composeStories(invite),
}

describe('groups stories', () => {
  for (const [file, stories] of Object.entries(files)) {
    for (const [name, Story] of Object.entries(stories)) {
      it(`${file}/${name} renders and is axe-clean`, async () => {
        const { baseElement } = render(<Story />)
        expect(baseElement.textContent).not.toBe('')
        expect(await seriousAxeViolations(baseElement)).toEqual([])
      })
    }
  }
})
