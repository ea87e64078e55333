import type { Meta, StoryObj } from '@storybook/react-vite'
import { failed, fixtureActions, fixtureQueuedRequests, fixtureRequests, fixtureSavedAt, loading, noop, noRequests, offline, ready, remote } from './friendsFixtures.testing'
import { FriendRequestsPanel } from './FriendRequestsPanel'

const meta = {
  title: 'Community/Friends/FriendRequestsPanel',
  component: FriendRequestsPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { requests: remote(ready(fixtureRequests)), actions: fixtureActions, onBlock: noop },
} satisfies Meta<typeof FriendRequestsPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Full: Story = {}

export const Empty: Story = { args: { requests: remote(ready(noRequests)) } }

export const Loading: Story = { args: { requests: remote(loading) } }

export const LoadFailed: Story = { name: 'Error', args: { requests: remote(failed) } }

export const Offline: Story = { args: { requests: remote(offline) } }

/** From the device: an accept and a request made offline, both waiting to be sent. */
export const OfflineSavedCopy: Story = { args: { requests: remote(ready(fixtureQueuedRequests, { savedAt: fixtureSavedAt })) } }

export const Accepting: Story = { args: { actions: { ...fixtureActions, working: 'accept:21' } } }
