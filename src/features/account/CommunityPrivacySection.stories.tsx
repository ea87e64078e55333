import type { Meta, StoryObj } from '@storybook/react-vite'
import type { CommunityPrivacy } from '@/api/friends/friendTypes'
import type { RemoteState } from '@/shared/remote/remoteState'
import { CommunityPrivacyView } from './CommunityPrivacySection'

const noop = () => {}
const remote = (state: RemoteState<CommunityPrivacy>) => ({ state, retry: noop, replace: noop })

/** Settings' community privacy section in each state of its read. */
const meta = {
  title: 'Account/CommunityPrivacySection',
  component: CommunityPrivacyView,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { remote: remote({ status: 'ready', data: 'friends_and_groups', saved: null }) },
} satisfies Meta<typeof CommunityPrivacyView>

export default meta
type Story = StoryObj<typeof meta>

/** The default: friends and the members of my groups. */
export const Full: Story = {}

export const Nobody: Story = { args: { remote: remote({ status: 'ready', data: 'nobody', saved: null }) } }

export const Loading: Story = { args: { remote: remote({ status: 'loading' }) } }

export const LoadFailed: Story = {
  name: 'Error',
  args: { remote: remote({ status: 'error', message: 'Request failed (500).', error: new Error('500'), offline: false }) },
}

export const Offline: Story = {
  args: { remote: remote({ status: 'error', message: 'You appear to be offline.', error: new Error('offline'), offline: true }) },
}
