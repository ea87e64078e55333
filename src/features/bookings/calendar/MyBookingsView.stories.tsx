import type { Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter } from 'react-router'
import {
  allowance,
  emptyMonth,
  failedState,
  FIXTURE_MONTH,
  FIXTURE_NOW,
  FIXTURE_ZONE,
  frozen,
  fullMonth,
  loadingState,
  noPlanMonth,
  offlineState,
  quietMonth,
  readyState,
} from '../common/bookingFixtures.testing'
import { MyBookingsView } from './MyBookingsView'

const noop = () => {}

const meta = {
  title: 'Bookings/MyBookingsPage',
  component: MyBookingsView,
  decorators: [
    (Story) => (
      <MemoryRouter initialEntries={['/account/my-bookings']}>
        <Story />
      </MemoryRouter>
    ),
  ],
  args: {
    remote: frozen(readyState(fullMonth)),
    month: FIXTURE_MONTH,
    zone: FIXTURE_ZONE,
    now: FIXTURE_NOW,
    today: '2026-12-01',
    view: 'month',
    online: true,
    selected: '2026-12-02',
    onSelect: noop,
    onMonthChange: noop,
    onViewChange: noop,
  },
} satisfies Meta<typeof MyBookingsView>

export default meta
type Story = StoryObj<typeof meta>

/** A full month: past and upcoming, a cancelled and a late-cancelled one, three sessions on the 2nd (selected), one in New York time. */
export const FullMonth: Story = {}

/** The same month as a list: upcoming by day, then past ones, latest first. */
export const List: Story = { args: { view: 'list' } }

/** One session booked: "1 of 2 sessions used in December". */
export const OneBooked: Story = { args: { remote: frozen(readyState(quietMonth)), selected: null } }

/** Both of the month's sessions used. */
export const AllowanceUsed: Story = { args: { remote: frozen(readyState({ ...quietMonth, allowance: allowance(2) })) } }

export const Loading: Story = { args: { remote: frozen(loadingState) } }

/** Nothing booked this month. */
export const Empty: Story = { args: { remote: frozen(readyState(emptyMonth)), selected: null } }

/** Without the Coach plan: what booking needs, and the plans page with the Coach plan picked out. */
export const NoCoachPlan: Story = { args: { remote: frozen(readyState(noPlanMonth)), selected: null } }

/** No longer on the Coach plan, with sessions from before. */
export const NoCoachPlanWithHistory: Story = { args: { remote: frozen(readyState({ ...fullMonth, allowance: allowance(0, false) })) } }

export const LoadFailed: Story = { name: 'Error', args: { remote: frozen(failedState) } }

/** Offline with nothing saved on this device. */
export const Offline: Story = { args: { remote: frozen(offlineState), online: false } }

/** Offline from the saved copy: marked as such, booking waits for the network. */
export const SavedCopy: Story = { args: { remote: frozen(readyState(fullMonth, { savedAt: FIXTURE_NOW - 3 * 3_600_000 })), online: false } }

/** Another month than today's: "Today" brings the member back. */
export const OtherMonth: Story = { args: { month: '2027-01', remote: frozen(readyState({ ...emptyMonth, bookings: fullMonth.bookings.slice(-1) })), selected: null } }
