import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import {
  addedToGoogleBooking,
  cancelledBooking,
  completedBooking,
  failedState,
  FIXTURE_NOW,
  FIXTURE_ZONE,
  frozen,
  lateCancelledBooking,
  loadingState,
  noShowBooking,
  notFoundState,
  offlineState,
  readyState,
  reviewedBooking,
  soonBooking,
  upcomingBooking,
} from '../common/bookingFixtures.testing'
import { STALE_BOOKING_TEXT } from './bookingNotices'
import { BookingPageView } from './BookingPageView'

const noop = () => {}
const idle = { busy: false }

const meta = {
  title: 'Bookings/BookingPage',
  component: BookingPageView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/account/my-bookings/11']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    remote: frozen(readyState(upcomingBooking)),
    zone: FIXTURE_ZONE,
    now: FIXTURE_NOW,
    online: true,
    onReschedule: noop,
    onCancel: noop,
    onDownload: noop,
    download: idle,
    onAddToGoogle: noop,
    google: idle,
  },
} satisfies Meta<typeof BookingPageView>

export default meta
type Story = StoryObj<typeof meta>

/** Booked, tomorrow: free to cancel until Tue 1 Dec, 21:00; reschedule, cancel, both calendars. */
export const Booked: Story = {}

/** Booked with a New York coach, starting within 12 hours: a cancel now is late. */
export const BookedSoonOtherZone: Story = { args: { remote: frozen(readyState(soonBooking)) } }

export const AddedToGoogle: Story = { args: { remote: frozen(readyState(addedToGoogleBooking)) } }

export const AddingToGoogle: Story = { args: { google: { busy: true } } }

export const GoogleFailed: Story = { args: { google: { busy: false, error: 'Google Calendar did not answer. Try again in a moment.' } } }

export const Cancelled: Story = { args: { remote: frozen(readyState(cancelledBooking)) } }

export const LateCancelled: Story = { args: { remote: frozen(readyState(lateCancelledBooking)) } }

/** Completed, waiting for a review. */
export const Completed: Story = { args: { remote: frozen(readyState(completedBooking)) } }

export const CompletedAndReviewed: Story = {
  args: {
    remote: frozen(
      readyState({
        ...reviewedBooking,
        review: {
          id: 1,
          booking_id: reviewedBooking.id,
          coach: reviewedBooking.coach,
          rating: 5,
          text: 'Clear and kind.',
          created_at: '2026-11-18T09:00:00.000Z',
          updated_at: '2026-11-18T09:00:00.000Z',
          editable_until: '2026-12-02T09:00:00.000Z',
          hidden: false,
          hidden_reason: null,
        },
      }),
    ),
  },
}

export const NoShow: Story = { args: { remote: frozen(readyState(noShowBooking)) } }

/** The booking changed in another tab while the member acted: reloaded, and said so. */
export const ChangedElsewhere: Story = { args: { notice: STALE_BOOKING_TEXT } }

export const Loading: Story = { args: { remote: frozen(loadingState) } }

export const LoadFailed: Story = { name: 'Error', args: { remote: frozen(failedState) } }

export const NotFound: Story = { args: { remote: frozen(notFoundState) } }

/** Offline with nothing saved on this device. */
export const Offline: Story = { args: { remote: frozen(offlineState), online: false } }

/** Offline from the saved copy: changes and Google Calendar disabled with the reason, the .ics still works. */
export const SavedCopy: Story = { args: { remote: frozen(readyState(upcomingBooking, { savedAt: FIXTURE_NOW - 3_600_000 })), online: false } }
