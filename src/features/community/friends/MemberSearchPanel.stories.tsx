import type { Meta, StoryObj } from '@storybook/react-vite'
import { failed, fixtureActions, fixtureMembers, loading, noop, offline, ready, remote, searchProps } from './friendsFixtures.testing'
import { MemberSearchPanel } from './MemberSearchPanel'

const meta = {
  title: 'Community/Friends/MemberSearchPanel',
  component: MemberSearchPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { ...searchProps(), actions: fixtureActions, onBlock: noop },
} satisfies Meta<typeof MemberSearchPanel>

export default meta
type Story = StoryObj<typeof meta>

/** One result of each relation: Add friend, Accept/Decline, Cancel request, Friends, Unblock. */
export const Full: Story = {}

export const Blank: Story = { args: searchProps({ text: '', query: { kind: 'blank' }, searched: null }) }

export const TooShort: Story = { args: searchProps({ text: 's', query: { kind: 'too-short' }, searched: null }) }

export const PartialEmail: Story = { args: searchProps({ text: 'tom@', query: { kind: 'partial-email' }, searched: null }) }

export const Loading: Story = { args: searchProps({ results: remote(loading) }) }

export const Empty: Story = { args: searchProps({ text: 'zz', query: { kind: 'name', q: 'zz' }, searched: 'zz', results: remote({ status: 'empty', data: [], saved: null }) }) }

export const LoadFailed: Story = { name: 'Error', args: searchProps({ results: remote(failed) }) }

/** Offline with a whole email typed: the request can still be queued. */
export const Offline: Story = {
  args: searchProps({ text: 'tom.becker@example.com', query: { kind: 'email', q: 'tom.becker@example.com' }, searched: null, results: remote(offline), online: false }),
}

export const SendingRequest: Story = {
  args: {
    ...searchProps({ results: remote(ready([{ member: fixtureMembers.sam, relation: 'none', request_id: null }])) }),
    actions: { ...fixtureActions, working: `send:${fixtureMembers.sam.id}` },
  },
}

/** Sent while the network dropped: it waits in the outbox. */
export const QueuedRequest: Story = {
  args: {
    ...searchProps({ results: remote(ready([{ member: fixtureMembers.sam, relation: 'request_sent', request_id: null }])) }),
    actions: { ...fixtureActions, queuedMembers: new Set([fixtureMembers.sam.id]) },
  },
}
