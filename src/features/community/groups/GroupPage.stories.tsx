import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { paths } from '@/shared/paths/routePaths'
import { FIXTURE_NOW, maya, newGroup, sunriseAsMember, sunriseAsOwner, sunriseInvitees, sunriseLongActivity } from './groupFixtures.testing'
import type { GroupActions } from './groupPageTypes'
import { GroupPageView } from './GroupPageView'
import { failedState, frozen, loadingState, notFoundState, offlineState, readyState } from './storyRemote.testing'

const noop = () => {}
const actions: GroupActions = { invite: noop, edit: noop, handOver: noop, delete: noop, leave: noop, removeMember: noop, cancelInvitation: noop }

const meta = {
  title: 'Community/Groups/GroupPage',
  component: GroupPageView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={[paths.group(sunriseAsOwner.group.id)]}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    remote: frozen(readyState(sunriseAsOwner)),
    me: maya.id,
    now: FIXTURE_NOW,
    invitees: frozen(readyState(sunriseInvitees)),
    cancel: null,
    connected: true,
    actions,
  },
} satisfies Meta<typeof GroupPageView>

export default meta
type Story = StoryObj<typeof meta>

/** The owner's page: members with Remove, challenges, activity, who was invited and the owner's tools. */
export const Owner: Story = {}

/** More activity than shows at first: the rest behind "Show all". */
export const LongActivity: Story = { args: { remote: frozen(readyState({ ...sunriseAsOwner, activity: sunriseLongActivity })) } }

/** A member sees the same group with Leave instead of the owner's tools. */
export const Member: Story = { args: { remote: frozen(readyState(sunriseAsMember)), invitees: null } }

/** Just created: only the owner, no challenges, no activity, no one invited. */
export const Empty: Story = { args: { remote: frozen(readyState(newGroup)), invitees: frozen(readyState([])) } }

export const Loading: Story = { args: { remote: frozen(loadingState), invitees: null } }

export const LoadFailed: Story = { name: 'Error', args: { remote: frozen(failedState), invitees: null } }

/** Offline with no saved copy of this group. */
export const Offline: Story = { args: { remote: frozen(offlineState), invitees: null, connected: false } }

/** Offline from the saved copy: everything shows, the actions wait for a connection. */
export const SavedCopy: Story = {
  args: { remote: frozen(readyState(sunriseAsOwner, { savedAt: FIXTURE_NOW - 26 * 3_600_000 })), invitees: frozen(offlineState), connected: false },
}

export const NotAMember: Story = { name: 'Not found', args: { remote: frozen(notFoundState), invitees: null } }

export const InviteesLoading: Story = { args: { invitees: frozen(loadingState) } }

export const CancellingInvitation: Story = { args: { cancel: { id: 51, status: 'busy' } } }

export const CancelRefused: Story = { args: { cancel: { id: 51, status: 'failed', message: 'Hannah has already answered this invitation.' } } }
