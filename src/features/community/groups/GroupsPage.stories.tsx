import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { paths } from '@/shared/paths/routePaths'
import {
  FIXTURE_NOW,
  groupsFull,
  groupsNone,
  groupsOnlyInvited,
  groupsWithQueuedAnswer,
  invitationToCoreClub,
  invitationToYoga,
} from './groupFixtures.testing'
import { GroupsPageView } from './GroupsPageView'
import { emptyState, failedState, frozen, loadingState, offlineState, readyState } from './storyRemote.testing'

const noop = () => {}

const meta = {
  title: 'Community/Groups/GroupsPage',
  component: GroupsPageView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={[paths.groups]}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { remote: frozen(readyState(groupsFull)), answers: {}, onAnswer: noop, onCreate: noop, canCreate: true },
} satisfies Meta<typeof GroupsPageView>

export default meta
type Story = StoryObj<typeof meta>

/** Two invitations waiting, three groups: one I own, one with a photo, one with a very long name. */
export const Full: Story = {}

export const Loading: Story = { args: { remote: frozen(loadingState) } }

export const Empty: Story = { args: { remote: frozen(emptyState(groupsNone)) } }

export const OnlyInvitations: Story = { args: { remote: frozen(readyState(groupsOnlyInvited)) } }

export const LoadFailed: Story = { name: 'Error', args: { remote: frozen(failedState) } }

/** Offline with nothing saved on this device. */
export const Offline: Story = { args: { remote: frozen(offlineState), canCreate: false } }

/** Offline from the saved copy: answers can still be given (they queue), creating cannot. */
export const SavedCopy: Story = {
  args: { remote: frozen(readyState(groupsWithQueuedAnswer, { savedAt: FIXTURE_NOW - 3 * 3_600_000 })), canCreate: false },
}

export const Answering: Story = { args: { answers: { [invitationToCoreClub.id]: { action: 'accept', status: 'busy' } } } }

export const AnswerRefused: Story = {
  args: { answers: { [invitationToYoga.id]: { action: 'accept', status: 'failed', message: 'This invitation was cancelled by the group’s owner.' } } },
}
