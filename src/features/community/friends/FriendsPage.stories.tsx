import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import { paths } from '@/shared/paths/routePaths'
import {
  failed,
  fixtureActions,
  fixtureFriends,
  fixtureMembers,
  fixtureQueuedRequests,
  fixtureRequests,
  fixtureSavedAt,
  loading,
  noRequests,
  offline,
  ready,
  remote,
  searchProps,
} from './friendsFixtures.testing'
import { FriendsView } from './FriendsView'

/** The friends page as drawn, from fixtures: each state without a server. */
const meta = {
  title: 'Community/FriendsPage',
  component: FriendsView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={[paths.friends]}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    friends: remote(ready(fixtureFriends)),
    requests: remote(ready(fixtureRequests)),
    search: searchProps({ text: '', query: { kind: 'blank' }, searched: null }),
    actions: fixtureActions,
  },
} satisfies Meta<typeof FriendsView>

export default meta
type Story = StoryObj<typeof meta>

/** Two requests waiting, one sent, four friends, one blocked member. */
export const Full: Story = {}

/** A new member: nothing yet, and the search ready. */
export const Empty: Story = { args: { friends: remote(ready([])), requests: remote(ready(noRequests)) } }

export const Loading: Story = { args: { friends: remote(loading), requests: remote(loading) } }

export const LoadFailed: Story = { name: 'Error', args: { friends: remote(failed), requests: remote(failed) } }

/** Offline with nothing saved on this device yet. */
export const Offline: Story = {
  args: { friends: remote(offline), requests: remote(offline), search: searchProps({ text: '', query: { kind: 'blank' }, searched: null, online: false }) },
}

/** Offline from the saved copy: an accept and a request made offline wait to be sent. */
export const OfflineSavedCopy: Story = {
  args: {
    friends: remote(ready(fixtureFriends, { savedAt: fixtureSavedAt })),
    requests: remote(ready(fixtureQueuedRequests, { savedAt: fixtureSavedAt })),
    search: searchProps({ text: 'tom.becker@example.com', query: { kind: 'email', q: 'tom.becker@example.com' }, searched: null, online: false }),
    actions: { ...fixtureActions, queuedMembers: new Set([fixtureMembers.tom.id]) },
  },
}

/** "sa" found five members, one of each relation. */
export const SearchResults: Story = { args: { search: searchProps() } }

export const AcceptFailed: Story = {
  args: { actions: { ...fixtureActions, problem: { place: 'requests', text: 'This request was already answered.' } } },
}
