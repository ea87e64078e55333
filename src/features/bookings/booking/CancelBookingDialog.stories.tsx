import type { Meta, StoryObj } from '@storybook/react-vite'
import { FIXTURE_NOW, FIXTURE_ZONE, soonBooking, upcomingBooking } from '../common/bookingFixtures.testing'
import { CancelBookingDialog } from './CancelBookingDialog'

const meta = {
  title: 'Bookings/CancelBookingDialog',
  component: CancelBookingDialog,
  args: {
    booking: upcomingBooking,
    zone: FIXTURE_ZONE,
    now: FIXTURE_NOW,
    connected: true,
    onClose: () => {},
    onConfirm: () => Promise.resolve(),
  },
} satisfies Meta<typeof CancelBookingDialog>

export default meta
type Story = StoryObj<typeof meta>

/** More than 12 hours ahead: "Free to cancel until Tue 1 Dec, 21:00". */
export const Free: Story = {}

/** Within 12 hours: a late cancel that still counts against the allowance. */
export const Late: Story = { args: { booking: soonBooking } }

/** Offline: the cancel waits for the network, and says so. */
export const Offline: Story = { args: { connected: false } }

/** The server refused: its reason stays in the dialog. */
export const Refused: Story = { args: { onConfirm: () => Promise.reject(new Error('This session has already started.')) } }
