import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { FIXTURE_TODAY, friends, invitation, manyFriends, myGroups, runningChallenge, sofia, tom } from './challengeFixtures.testing'
import { CreateChallengeDialogView } from './CreateChallengeDialog'
import { InviteDialogView } from './InviteDialog'
import { failedState, frozen, loadingState, offlineState, readyState } from './storyRemote.testing'

const noop = () => {}
const none = new Set<number>()

/** Both dialogs in one file: create a challenge, and invite people to one. */
const meta = {
  title: 'Community/Challenges/Dialogs',
  component: CreateChallengeDialogView,
  decorators: [
    (Story) => (
      <MemoryRouter>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { today: FIXTURE_TODAY, groupId: null, groups: frozen(readyState(myGroups)), onCreated: noop, onCancel: noop },
} satisfies Meta<typeof CreateChallengeDialogView>

export default meta
type Story = StoryObj<typeof meta>

/** A week from today, counting moves: what the form offers first. */
export const CreateEmpty: Story = {}

/** Every message at once, as after submitting the empty form. */
export const CreateWithErrors: Story = { args: { validateInitially: true } }

/** From a group's page (?group=1): the group is chosen. */
export const CreateForGroup: Story = { args: { groupId: 1 } }

export const CreateGroupsLoading: Story = { args: { groups: frozen(loadingState) } }

export const CreateGroupsFailed: Story = { args: { groups: frozen(failedState) } }

/** Creating needs the network: the form keeps what is typed and says so. */
export const CreateOffline: Story = { args: { online: false, groups: frozen(offlineState) } }

export const InviteFriends: Story = {
  render: () => <InviteDialogView challenge={invitation} taken={new Set([sofia.id, tom.id])} choices={frozen(readyState({ friends, groupName: 'Core Crew' }))} onInvited={noop} onCancel={noop} />,
}

/** A long friends list gets a filter. */
export const InviteManyFriends: Story = {
  render: () => <InviteDialogView challenge={{ ...runningChallenge, group_id: null }} taken={none} choices={frozen(readyState({ friends: manyFriends, groupName: null }))} onInvited={noop} onCancel={noop} />,
}

export const InviteNoFriends: Story = {
  render: () => <InviteDialogView challenge={{ ...runningChallenge, group_id: null }} taken={none} choices={frozen(readyState({ friends: [], groupName: null }))} onInvited={noop} onCancel={noop} />,
}

export const InviteLoading: Story = {
  render: () => <InviteDialogView challenge={runningChallenge} taken={none} choices={frozen(loadingState)} onInvited={noop} onCancel={noop} />,
}

export const InviteFailed: Story = {
  render: () => <InviteDialogView challenge={runningChallenge} taken={none} choices={frozen(failedState)} onInvited={noop} onCancel={noop} />,
}

export const InviteOffline: Story = {
  render: () => <InviteDialogView challenge={runningChallenge} taken={none} choices={frozen(offlineState)} online={false} onInvited={noop} onCancel={noop} />,
}
