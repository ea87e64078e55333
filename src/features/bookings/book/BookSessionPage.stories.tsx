import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { MemoryRouter, Route, Routes } from 'react-router'
import type { CoachesResponse } from '@/api/bookings/bookingTypes'
import type { RemoteState } from '@/shared/remote/remoteState'
import { coachesAnswer, londonCoach, slotsAt } from './bookFixtures.testing'
import { bookingQuery } from './bookingSearch'
import { BookSessionView } from './BookSessionPage'
import { bookingStoryHandlers, storyDay } from './bookStoryHandlers.testing'
import { SlotTakenNotice } from './SlotTakenNotice'

const noop = () => {}
const frozen = (state: RemoteState<CoachesResponse>) => ({ state, retry: noop })
const ready = (data: CoachesResponse): RemoteState<CoachesResponse> => ({ status: 'ready', data, saved: null })

const PATH = '/account/my-bookings/new'
const DAY = storyDay()
const TIME = slotsAt(DAY, ['10:00'])[0]!.start

/** The booking page at the step its story names in `parameters.search` (`?coach=…&date=…&start=…`). */
const atStep: Decorator = (Story, { parameters }) => (
  <MemoryRouter initialEntries={[`${PATH}${(parameters.search as string | undefined) ?? ''}`]}>
    <Routes>
      <Route path={PATH} element={<Story />} />
      <Route path="*" element={<p>Another page of the app would open here.</p>} />
    </Routes>
  </MemoryRouter>
)

const meta = {
  title: 'Bookings/BookSessionPage',
  component: BookSessionView,
  parameters: { layout: 'fullscreen', msw: bookingStoryHandlers() },
  decorators: [atStep],
  args: { remote: frozen(ready(coachesAnswer({ time_zone: 'America/Los_Angeles', used: 1 }))), timeZone: 'America/Los_Angeles' },
} satisfies Meta<typeof BookSessionView>

export default meta
type Story = StoryObj<typeof meta>

/** Step 1: two coaches, one in London with reviews, one in New York without. */
export const ChooseCoach: Story = {}

/** Steps 2–3: a coach chosen, a day open, its times in Los Angeles with the coach's London time beside each. */
export const DayAndTimes: Story = { parameters: { search: bookingQuery({ coachId: londonCoach.id, date: DAY }) } }

/** A day whose times were all taken while the month was on screen. */
export const DayWithNoSlots: Story = {
  parameters: { msw: bookingStoryHandlers({ times: [] }), search: bookingQuery({ coachId: londonCoach.id, date: DAY }) },
}

/** Step 4: the time picked, a note and the summary in both zones. */
export const Confirm: Story = { parameters: { search: bookingQuery({ coachId: londonCoach.id, date: DAY, start: TIME }) } }

/** The member's zone is the coach's: one clock, no second time. */
export const SameZoneAsCoach: Story = {
  args: { timeZone: 'Europe/London' },
  parameters: { search: bookingQuery({ coachId: londonCoach.id, date: DAY, start: TIME }) },
}

/** Both sessions of the month are booked: said plainly; a later month can still be booked. */
export const AllowanceUsed: Story = { args: { remote: frozen(ready(coachesAnswer({ used: 2 }))) } }

/** Confirm lost the race: the answer and the next free times, each a button. */
export const SlotTaken: Story = {
  render: () => (
    <div style={{ padding: 16, maxWidth: 720 }}>
      <SlotTakenNotice coach={londonCoach} timeZone="America/Los_Angeles" next={slotsAt(DAY, ['11:00', '12:00', '14:00'])} onPick={noop} />
    </div>
  ),
}

/** A member whose plan has no coaching: what the Coach plan gives, and the way to it. */
export const NoCoachPlan: Story = { args: { remote: frozen(ready(coachesAnswer({ eligible: false, used: 0, limit: 0 }))) } }

export const NoCoaches: Story = { name: 'Empty', args: { remote: frozen(ready(coachesAnswer({}, []))) } }

export const Loading: Story = { args: { remote: frozen({ status: 'loading' }) } }

export const LoadFailed: Story = {
  name: 'Error',
  args: { remote: frozen({ status: 'error', message: 'Request failed (500).', error: new Error('500'), offline: false }) },
}

/** Booking needs the network: nothing is kept to send later. */
export const Offline: Story = {
  args: { remote: frozen({ status: 'error', message: 'You appear to be offline.', error: new Error('offline'), offline: true }) },
}
