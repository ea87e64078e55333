import type { Meta, StoryObj } from '@storybook/react-vite'
import { fixtureActions, fixtureMembers, fixtureRequests, loading, noRequests, ready } from './friendsFixtures.testing'
import { BlockedPanel } from './BlockedPanel'

/** Drawn from the requests' answer; while that loads or fails, the requests panel says so and this one waits. */
const meta = {
  title: 'Community/Friends/BlockedPanel',
  component: BlockedPanel,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { requests: { state: ready({ ...fixtureRequests, blocked: [fixtureMembers.tom, fixtureMembers.daniel] }) }, actions: fixtureActions },
} satisfies Meta<typeof BlockedPanel>

export default meta
type Story = StoryObj<typeof meta>

export const Full: Story = {}

export const Empty: Story = { args: { requests: { state: ready(noRequests) } } }

export const Unblocking: Story = { args: { actions: { ...fixtureActions, working: `unblock:${fixtureMembers.tom.id}` } } }

export const UnblockFailed: Story = {
  name: 'Error',
  args: { actions: { ...fixtureActions, problem: { place: 'blocked', text: 'You appear to be offline. Check your connection and try again.' } } },
}

/** Nothing is drawn while the requests load: this story shows the empty canvas on purpose. */
export const Loading: Story = {
  args: { requests: { state: loading } },
  render: (args) => (
    <>
      <p>The blocked list waits for the requests panel.</p>
      <BlockedPanel {...args} />
    </>
  ),
}
