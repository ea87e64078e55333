import type { ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { composeStories } from '@storybook/react-vite'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import * as common from './common/CommunityCommon.stories'
import * as blocked from './friends/BlockedPanel.stories'
import * as dialogs from './friends/FriendDialogs.stories'
import * as friendList from './friends/FriendListPanel.stories'
import * as requests from './friends/FriendRequestsPanel.stories'
import * as friendsPage from './friends/FriendsPage.stories'
import * as search from './friends/MemberSearchPanel.stories'

/** Designers work from these stories: each must render, and none may carry a serious axe finding. */
const files: Record<string, Record<string, ComponentType>> = {
  common: composeStories(common),
  friendsPage: composeStories(friendsPage),
  search: composeStories(search),
  requests: composeStories(requests),
  friendList: composeStories(friendList),
  blocked: composeStories(blocked),
  dialogs: composeStories(dialogs),
}

describe('community stories', () => {
  for (const [file, stories] of Object.entries(files)) {
    for (const [name, Story] of Object.entries(stories)) {
      it(`${file}/${name} renders and is axe-clean`, async () => {
        const { container } = render(<Story />)
        expect(document.body.textContent).not.toBe('')
        expect(await seriousAxeViolations(container.ownerDocument.body)).toEqual([])
      })
    }
  }
})
