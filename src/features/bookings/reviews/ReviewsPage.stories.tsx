import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import type { ReviewsResponse } from '@/api/bookings/bookingTypes'
import type { RemoteState } from '@/shared/remote/remoteState'
import { FIXTURE_NOW, FIXTURE_ZONE } from '../common/bookingFixtures.testing'
import { reviewsFull, reviewsHidden, reviewsNone, reviewsWaitingOnly, reviewsWrittenOnly } from './reviewFixtures.testing'
import { ReviewsView } from './ReviewsPage'

const noop = () => {}
const frozen = (state: RemoteState<ReviewsResponse>) => ({ state, retry: noop, update: noop })
const ready = (data: ReviewsResponse): RemoteState<ReviewsResponse> => ({ status: 'ready', data, saved: null })

const meta = {
  title: 'Bookings/ReviewsPage',
  component: ReviewsView,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/account/reviews']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: { remote: frozen(ready(reviewsFull)), timeZone: FIXTURE_ZONE, now: FIXTURE_NOW },
} satisfies Meta<typeof ReviewsView>

export default meta
type Story = StoryObj<typeof meta>

/** Two sessions waiting; reviews written: one editable, one hidden by MoveTime, one past its edit window. */
export const Full: Story = {}

export const Waiting: Story = { args: { remote: frozen(ready(reviewsWaitingOnly)) } }

export const Written: Story = { args: { remote: frozen(ready(reviewsWrittenOnly)) } }

/** An admin hid the review: the member sees it, marked, with the reason, and cannot edit it. */
export const Hidden: Story = { args: { remote: frozen(ready(reviewsHidden)) } }

export const Empty: Story = { args: { remote: frozen({ status: 'empty', data: reviewsNone, saved: null }) } }

export const Loading: Story = { args: { remote: frozen({ status: 'loading' }) } }

export const LoadFailed: Story = {
  name: 'Error',
  args: { remote: frozen({ status: 'error', message: 'Request failed (500).', error: new Error('500'), offline: false }) },
}

export const Offline: Story = {
  args: { remote: frozen({ status: 'error', message: 'You appear to be offline.', error: new Error('offline'), offline: true }) },
}
