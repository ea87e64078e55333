import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { mayaFriends, sofia, sunriseRunners } from './groupFixtures.testing'
import { InviteMembersDialog } from './InviteMembersDialog'
import { emptyState, failedState, frozen, loadingState, offlineState, readyState } from './storyRemote.testing'

const noop = () => {}

const meta = {
  title: 'Community/Groups/InviteMembersDialog',
  component: InviteMembersDialog,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    groupId: sunriseRunners.id,
    groupName: sunriseRunners.name,
    friends: frozen(readyState(mayaFriends)),
    // Sofia is in the group already, so only Hannah and Amir are offered.
    unavailable: new Set([sofia.id]),
    onInvited: noop,
    onClose: noop,
  },
} satisfies Meta<typeof InviteMembersDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Full: Story = {}

export const LoadingFriends: Story = { args: { friends: frozen(loadingState) } }

/** No friends yet: only the email form, and a way to find friends. */
export const NoFriends: Story = { args: { friends: frozen(emptyState([])) } }

export const AllFriendsInvited: Story = { args: { unavailable: new Set(mayaFriends.map((friend) => friend.member.id)) } }

export const FriendsFailed: Story = { name: 'Error', args: { friends: frozen(failedState) } }

export const Offline: Story = { args: { friends: frozen(offlineState) } }
