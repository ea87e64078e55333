import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { getBooking, getMonthBookings } from '@/api/bookings/bookingsApi'
import type { Booking, CalendarEventBody } from '@/api/bookings/bookingTypes'
import { BOOKING_MESSAGES } from '@/api/bookings/bookingTypes'
import { appStore } from '@/lib/auth/authState'
import { calendarTimeZoneAtom } from '@/lib/time/calendarTimeZone'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { setMockOffline } from '@tests/support/mockBackend'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { BookingPage } from './BookingPage'
import { SAVED_BOOKING_TEXT } from './BookingPageView'

const COACHED = 'coached@movetime.app'
const ZONE = 'America/Los_Angeles'
const DAY_MS = 86_400_000
const bookingPath = '*/v3/api/custom/movetime/schedules/:id'

function clock(instant: string, zone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(Date.parse(instant))
}

async function mySessions(userId: number): Promise<Booking[]> {
  const now = Date.now()
  const { bookings } = await getMonthBookings({ rangeStart: new Date(now - 40 * DAY_MS).toISOString(), rangeEnd: new Date(now + 20 * DAY_MS).toISOString(), userId, tz: ZONE })
  return bookings
}

async function upcoming(userId: number): Promise<Booking> {
  const found = (await mySessions(userId)).find((booking) => booking.status === 'booked' && Date.parse(booking.start) > Date.now())
  if (!found) throw new Error('No upcoming session in the seed')
  return found
}

function renderBooking(id: number | string) {
  return renderWithRouter(<BookingPage />, { path: '/account/my-bookings/:id', at: `/account/my-bookings/${id}` })
}

/** The developer panel's "back to real time" for the mock's bookings clock. */
async function resetMockClock(): Promise<void> {
  const response = await fetch(new URL('/__mock/clock', window.location.href), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ reset: true }) })
  if (!response.ok) throw new Error(`The mock clock answered ${response.status}`)
}

beforeEach(() => {
  act(() => {
    appStore.set(calendarTimeZoneAtom, ZONE)
  })
})

afterEach(async () => {
  await setMockOffline(false)
  await resetMockClock()
  vi.restoreAllMocks()
  act(() => {
    appStore.set(calendarTimeZoneAtom, null)
  })
})

describe('BookingPage', () => {
  it('shows the session in the member’s zone and the coach’s, the coach, the note, its status and when a cancel stops being free', async () => {
    const userId = await signInAsMember(COACHED)
    const booking = await upcoming(userId)
    renderBooking(booking.id)
    expect(await screen.findByRole('heading', { level: 1, name: `Session with ${booking.coach.name}` })).toBeInTheDocument()
    const facts = screen.getByRole('region', { name: 'When and with whom' })
    expect(within(facts).getByText(`${clock(booking.start, ZONE)}–${clock(booking.end, ZONE)}`)).toBeInTheDocument()
    expect(within(facts).getByText(`${clock(booking.start, 'Europe/London')}–${clock(booking.end, 'Europe/London')} London time for ${booking.coach.name}`)).toBeInTheDocument()
    expect(within(facts).getByText(booking.note)).toBeInTheDocument()
    expect(within(facts).getByText('Booked')).toBeInTheDocument()
    const until = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(Date.parse(booking.free_cancel_until))
    expect(screen.getByText(`Free to cancel until ${until}.`)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeEnabled()
    expect(screen.getByRole('button', { name: 'Cancel session' })).toBeEnabled()
    expect(screen.queryByRole('link', { name: 'Review this session' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Message your coach' })).toHaveAttribute('href', `/account/my-spaces?coach=${booking.coach.id}`)
  })

  it('offers a review of a completed session waiting for one', async () => {
    const userId = await signInAsMember(COACHED)
    const waiting = (await mySessions(userId)).find((booking) => booking.can.review) as Booking
    renderBooking(waiting.id)
    expect(await screen.findByRole('link', { name: 'Review this session' })).toHaveAttribute('href', '/account/reviews')
    expect(screen.getByText('Completed')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reschedule' })).not.toBeInTheDocument()
  })

  it('says there is no such booking for a bad id, an unknown one and another member’s', async () => {
    await signInAsMember(COACHED)
    const bad = renderBooking('abc')
    expect(await screen.findByRole('heading', { name: 'No such booking' })).toBeInTheDocument()
    bad.unmount()
    const unknown = renderBooking(99_999)
    expect(await screen.findByRole('heading', { name: 'No such booking' })).toBeInTheDocument()
    unknown.unmount()
    // Booking 4 is another member's (Tom's) in the seed.
    renderBooking(4)
    expect(await screen.findByRole('heading', { name: 'No such booking' })).toBeInTheDocument()
  })

  it('reschedules to another free time with the revision it saw', async () => {
    const userId = await signInAsMember(COACHED)
    const booking = await upcoming(userId)
    let sent: unknown = null
    server.use(
      http.put(bookingPath, async ({ request }) => {
        sent = await request.clone().json()
        return undefined
      }),
    )
    const { user } = renderBooking(booking.id)
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule' })
    const day = await waitFor(() => {
      const free = within(dialog).getAllByRole('button', { pressed: false }).filter((button) => !button.hasAttribute('disabled'))
      if (free.length === 0) throw new Error('No free day yet')
      return free[0] as HTMLElement
    })
    await user.click(day)
    const time = await within(dialog).findAllByRole('button', { name: /, \d\d:\d\d/ })
    const pickedName = time[0]?.textContent ?? ''
    await user.click(time[0] as HTMLElement)
    await user.click(within(dialog).getByRole('button', { name: /^Move to / }))

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reschedule' })).not.toBeInTheDocument())
    const moved = (await getBooking(booking.id)).booking
    expect(sent).toMatchObject({ revision: booking.revision, tz: ZONE, start: moved.start })
    expect(moved.revision).toBe(booking.revision + 1)
    expect(moved.uid).toBe(booking.uid)
    expect(pickedName).toContain(clock(moved.start, ZONE))
    expect(await screen.findByText(`${clock(moved.start, ZONE)}–${clock(moved.end, ZONE)}`)).toBeInTheDocument()
  })

  it('says so and reads the booking again when the server refuses the revision', async () => {
    const userId = await signInAsMember(COACHED)
    const booking = await upcoming(userId)
    const { user } = renderBooking(booking.id)
    await screen.findByRole('button', { name: 'Cancel session' })
    let reads = 0
    server.use(
      http.get(bookingPath, () => {
        reads += 1
        return undefined
      }),
      http.post(`${bookingPath}/cancel`, () => HttpResponse.json({ error: true, message: 'This booking changed since you opened it. Reload it and try again.' }, { status: 409 })),
    )
    await user.click(screen.getByRole('button', { name: 'Cancel session' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }))
    expect(await screen.findByText(/This booking changed since you opened it, so it has been reloaded/)).toBeInTheDocument()
    await waitFor(() => expect(reads).toBeGreaterThan(0))
  })

  it('a reschedule refused for a changed booking says why and reads the booking again; a taken time shows fresh times', async () => {
    const userId = await signInAsMember(COACHED)
    const booking = await upcoming(userId)
    const { user } = renderBooking(booking.id)
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reschedule' })
    // Opens on the booking's own day.
    const times = await within(dialog).findAllByRole('button', { name: /, \d\d:\d\d/ })
    let reads = 0
    let answer: 'stale' | 'taken' = 'stale'
    server.use(
      http.get(bookingPath, () => {
        reads += 1
        return undefined
      }),
      http.put(bookingPath, () =>
        answer === 'stale'
          ? HttpResponse.json({ error: true, message: 'This booking changed since you opened it. Reload it and try again.' }, { status: 409 })
          : HttpResponse.json({ error: true, message: BOOKING_MESSAGES.slotTaken, next_slots: [] }, { status: 409 }),
      ),
    )
    const other = times.find((button) => !/current/i.test(button.textContent ?? '')) as HTMLElement
    await user.click(other)
    await user.click(within(dialog).getByRole('button', { name: /^Move to / }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This booking changed since you opened it.')
    await waitFor(() => expect(reads).toBeGreaterThan(0))

    answer = 'taken'
    await user.click(within(dialog).getByRole('button', { name: /^Move to / }))
    expect(await within(dialog).findByText(`${BOOKING_MESSAGES.slotTaken}. Pick another time.`)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: 'Pick a new time' })).toBeDisabled()
  })

  it('cancels for free more than 12 hours ahead: not counted', async () => {
    const userId = await signInAsMember(COACHED)
    const booking = await upcoming(userId)
    const { user } = renderBooking(booking.id)
    await user.click(await screen.findByRole('button', { name: 'Cancel session' }))
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this session?' })
    expect(within(dialog).getByText(/^Free to cancel until .*It will not count against your allowance\.$/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel session' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(await screen.findByText('Cancelled')).toBeInTheDocument()
    expect((await getBooking(booking.id)).booking.status).toBe('cancelled')
    expect(screen.queryByRole('button', { name: 'Cancel session' })).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Download cancellation' })).toBeEnabled()
  })

  it('warns that a cancel within 12 hours is late and still counts', async () => {
    const userId = await signInAsMember(COACHED)
    const booking = await upcoming(userId)
    // Six hours before the start, for the page and the mock alike (the mock's clock reads Date.now in this process).
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse(booking.start) - 6 * 3_600_000)
    // Signed in again at that moment, so the session's token is not already out of date.
    await signInAsMember(COACHED)
    const { user } = renderBooking(booking.id)
    expect(await screen.findByText(/cancelling now is a late cancel/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel session' }))
    const dialog = await screen.findByRole('dialog', { name: 'Late cancel this session?' })
    expect(within(dialog).getByText(/still counts against your allowance/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel anyway' }))
    expect(await screen.findByText('Late cancel')).toBeInTheDocument()
    expect((await getBooking(booking.id)).booking.status).toBe('late-cancelled')
  })

  it('downloads an .ics made in the browser with the booking’s UID and revision', async () => {
    const userId = await signInAsMember(COACHED)
    const booking = await upcoming(userId)
    const made: Blob[] = []
    const clicked: string[] = []
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (made.push(blob), 'blob:booking'), revokeObjectURL: () => undefined }))
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download)
    })
    const { user } = renderBooking(booking.id)
    await user.click(await screen.findByRole('button', { name: 'Add to calendar' }))
    await waitFor(() => expect(made).toHaveLength(1))
    const text = await (made[0] as Blob).text()
    expect(text).toContain(`UID:${booking.uid}\r\n`)
    expect(text).toContain(`SEQUENCE:${booking.revision}\r\n`)
    expect(text).toContain('METHOD:REQUEST')
    expect(text).toContain(`TZID:${appStore.get(calendarTimeZoneAtom)}`)
    expect(made[0]?.type).toMatch(/^text\/calendar/)
    expect(clicked[0]).toMatch(/\.ics$/)
  })

  it('adds the session to Google Calendar without tokens, then links to the event', async () => {
    const userId = await signInAsMember(COACHED)
    const booking = await upcoming(userId)
    let sent: CalendarEventBody | null = null
    server.use(
      http.post('*/v3/api/custom/movetime/scheduling/google-calendar-event', async ({ request }) => {
        sent = (await request.clone().json()) as CalendarEventBody
        return undefined
      }),
    )
    const { user, unmount } = renderBooking(booking.id)
    await user.click(await screen.findByRole('button', { name: 'Add to Google Calendar' }))
    const link = await screen.findByRole('link', { name: /Open the event/ })
    expect(screen.getByText(/Added to Google Calendar/)).toBeInTheDocument()
    const event = (await getBooking(booking.id)).booking.calendar_event
    expect(link).toHaveAttribute('href', event?.html_link)
    expect(sent).toMatchObject({ bookingId: booking.id, startTime: booking.start, endTime: booking.end, attendees: [booking.member.email] })
    expect(Object.keys(sent ?? {})).not.toContain('tokens')
    unmount()
    // Kept from the booking itself on the next visit.
    renderBooking(booking.id)
    expect(await screen.findByRole('link', { name: /Open the event/ })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add to Google Calendar' })).not.toBeInTheDocument()
  })

  it('shows the saved booking offline: changes wait for the network and say so, the .ics still works', async () => {
    const userId = await signInAsMember(COACHED)
    const booking = await upcoming(userId)
    const first = renderBooking(booking.id)
    await screen.findByRole('button', { name: 'Reschedule' })
    first.unmount()

    await setMockOffline(true)
    const made: Blob[] = []
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (made.push(blob), 'blob:booking'), revokeObjectURL: () => undefined }))
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const { user } = renderBooking(booking.id)
    expect(await screen.findByText(new RegExp(SAVED_BOOKING_TEXT))).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reschedule' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancel session' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Add to Google Calendar' })).toBeDisabled()
    expect(screen.getByText(BOOKING_MESSAGES.offline)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Reschedule' })).toHaveAccessibleDescription(BOOKING_MESSAGES.offline)
    await user.click(screen.getByRole('button', { name: 'Add to calendar' }))
    await waitFor(() => expect(made).toHaveLength(1))
    expect(await (made[0] as Blob).text()).toContain(`UID:${booking.uid}`)
  })

  it('has no serious accessibility violations, with the cancel dialog open', async () => {
    const userId = await signInAsMember(COACHED)
    const booking = await upcoming(userId)
    const { container, user, baseElement } = renderBooking(booking.id)
    await screen.findByRole('button', { name: 'Reschedule' })
    expect(await seriousAxeViolations(container)).toEqual([])
    await user.click(screen.getByRole('button', { name: 'Cancel session' }))
    await screen.findByRole('dialog')
    expect(await seriousAxeViolations(baseElement)).toEqual([])
  })
})
