import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { failed, fixtureActions, fixtureFriends, fixtureSavedAt, loading, noop, offline, ready, remote } from './friendsFixtures.testing'
import { FriendListPanel } from './FriendListPanel'

const meta = {
  title: 'Community/Friends/FriendListPanel',
  component: FriendListPanel,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/user/friends']}>
        <div style={{ maxWidth: 640, padding: 16 }}>
          <Story />
        </div>
      </MemoryRouter>
    ),
  ],
  args: { friends: remote(ready(fixtureFriends)), actions: fixtureActions, onRemove: noop, onBlock: noop },
} satisfies Meta<typeof FriendListPanel>

export default meta
type Story = StoryObj<typeof meta>

/** Four friends, one who shows only a first name (privacy "nobody"). */
export const Full: Story = {}

export const Empty: Story = { args: { friends: remote(ready([])) } }

export const Loading: Story = { args: { friends: remote(loading) } }

export const LoadFailed: Story = { name: 'Error', args: { friends: remote(failed) } }

export const Offline: Story = { args: { friends: remote(offline) } }

export const OfflineSavedCopy: Story = { args: { friends: remote(ready(fixtureFriends, { savedAt: fixtureSavedAt })) } }
