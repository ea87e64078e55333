import { afterEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { http } from 'msw'
import { server } from '@mocks/node'
import { getMonthBookings } from '@/api/bookings/bookingsApi'
import type { Booking, MonthBody } from '@/api/bookings/bookingTypes'
import { BOOKING_MESSAGES } from '@/api/bookings/bookingTypes'
import { appStore } from '@/lib/auth/authState'
import { calendarTimeZoneAtom } from '@/lib/time/calendarTimeZone'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { setMockOffline } from '@tests/support/mockBackend'
import { signInAsMember } from '@tests/support/memberSession'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { MyBookingsPage } from './MyBookingsPage'
import { SAVED_BOOKINGS_TEXT } from './MyBookingsView'

const COACHED = 'coached@movetime.app'
const DAY_MS = 86_400_000

/** Written apart from the page's own formatting, so the test checks it rather than repeats it. */
function localParts(instant: string, zone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(Date.parse(instant))
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? ''
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` }
}

/** The signed-in member's sessions from five weeks back to five weeks ahead, from the mock. */
async function sessionsAround(userId: number, zone: string): Promise<Booking[]> {
  const now = Date.now()
  const { bookings } = await getMonthBookings({ rangeStart: new Date(now - 35 * DAY_MS).toISOString(), rangeEnd: new Date(now + 25 * DAY_MS).toISOString(), userId, tz: zone })
  return bookings
}

async function upcomingSession(userId: number, zone: string): Promise<Booking> {
  const upcoming = (await sessionsAround(userId, zone)).find((booking) => booking.status === 'booked' && Date.parse(booking.start) > Date.now())
  if (!upcoming) throw new Error('The seed has no upcoming session for the Coach plan member.')
  return upcoming
}

function useZone(zone: string | null) {
  act(() => {
    appStore.set(calendarTimeZoneAtom, zone)
  })
}

function renderCalendar(search = '') {
  return renderWithRouter(<MyBookingsPage />, { path: '/account/my-bookings', at: `/account/my-bookings${search}` })
}

afterEach(async () => {
  await setMockOffline(false)
  useZone(null)
})

describe('MyBookingsPage', () => {
  for (const zone of ['America/Los_Angeles', 'Asia/Kolkata']) {
    it(`shows the seeded session on its local day and at its local time in ${zone}, with the coach's London time beside it`, async () => {
      const userId = await signInAsMember(COACHED)
      useZone(zone)
      let asked: MonthBody | null = null
      server.use(
        http.post('*/v3/api/custom/movetime/scheduling/tz-month-schedules', async ({ request }) => {
          asked = (await request.clone().json()) as MonthBody
          return undefined
        }),
      )
      const booking = await upcomingSession(userId, zone)
      const local = localParts(booking.start, zone)
      const { container, user } = renderCalendar(`?month=${local.date.slice(0, 7)}`)

      expect(await screen.findByText(`Times in ${appStore.get(calendarTimeZoneAtom)} ·`, { exact: false })).toBeInTheDocument()
      const day = await waitFor(() => {
        const button = container.querySelector<HTMLButtonElement>(`button[data-date="${local.date}"]`)
        if (!button) throw new Error('The day is not in the grid yet')
        return button
      })
      expect(day).toHaveAccessibleName(expect.stringMatching(/1 session/))
      await user.click(day)
      const list = screen.getByRole('region', { name: new RegExp(new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long' }).format(Date.parse(`${local.date}T00:00:00Z`))) })
      const row = within(list).getByRole('link', { name: new RegExp(`${local.time}.*Session with ${booking.coach.name}`) }).closest('li') as HTMLElement
      const london = localParts(booking.start, booking.coach_time_zone)
      expect(row).toHaveTextContent(`${london.time} London time`)
      expect(row).toHaveTextContent('Booked')
      // The server was asked for the whole visible grid in the member's zone.
      expect(asked).toMatchObject({ userId, tz: appStore.get(calendarTimeZoneAtom) })
      const grid = screen.getByRole('grid')
      const cells = within(grid).getAllByRole('gridcell')
      const firstDay = cells[0]?.querySelector('button')?.getAttribute('data-date') ?? ''
      expect(localParts((asked as unknown as MonthBody).rangeStart, zone)).toEqual({ date: firstDay, time: '00:00' })
    })
  }

  it('lists the month as an agenda: upcoming by day, then past ones, and keeps the view in the URL', async () => {
    const zone = 'America/Los_Angeles'
    const userId = await signInAsMember(COACHED)
    useZone(zone)
    const booking = await upcomingSession(userId, zone)
    const month = localParts(booking.start, zone).date.slice(0, 7)
    const { history, user } = renderCalendar(`?month=${month}`)
    await screen.findByRole('grid')
    await user.click(screen.getByRole('button', { name: 'List' }))
    expect(history.location.search).toBe(`?month=${month}&view=list`)
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' })
    expect(within(upcoming).getByRole('link', { name: new RegExp(`${localParts(booking.start, zone).time}.*${booking.coach.name}`) })).toHaveAttribute('href', `/account/my-bookings/${booking.id}`)
    expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true')

    // Last week's completed session, under Past in its own month.
    const past = (await sessionsAround(userId, zone)).filter((session) => session.status === 'completed').at(-1) as Booking
    const pastMonth = localParts(past.start, zone).date.slice(0, 7)
    act(() => history.push(`/account/my-bookings?month=${pastMonth}&view=list`))
    const pastSection = await screen.findByRole('region', { name: 'Past' })
    expect(within(pastSection).getByRole('link', { name: new RegExp(past.coach.name) })).toHaveAttribute('href', `/account/my-bookings/${past.id}`)
    expect(within(pastSection).getAllByText('Completed').length).toBeGreaterThan(0)
  })

  it('moves between months with the buttons and the keyboard, the month in the URL so back returns', async () => {
    await signInAsMember(COACHED)
    useZone('Europe/London')
    const { history, user } = renderCalendar('?month=2027-01')
    expect(await screen.findByRole('heading', { level: 2, name: 'January 2027' })).toBeInTheDocument()
    await screen.findByRole('grid', { name: 'January 2027' })
    await user.click(screen.getByRole('button', { name: 'Next month' }))
    expect(await screen.findByRole('grid', { name: 'February 2027' })).toBeInTheDocument()
    expect(history.location.search).toBe('?month=2027-02')
    act(() => history.go(-1))
    expect(await screen.findByRole('grid', { name: 'January 2027' })).toBeInTheDocument()

    // The keyboard: one day in the tab order; arrows move, and walking off the month turns the page.
    const first = screen.getByRole('button', { name: /^Friday 1 January/ })
    await user.click(first)
    expect(first).toHaveAttribute('tabindex', '0')
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('button', { name: /^Saturday 2 January/ })).toHaveFocus()
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('button', { name: /^Saturday 9 January/ })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(screen.getByRole('region', { name: 'Saturday 9 January' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: /^Friday 1 January/ }))
    await user.keyboard('{ArrowUp}')
    expect(await screen.findByRole('grid', { name: 'December 2026' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: /^Friday 25 December/ })).toHaveFocus())
    expect(history.location.search).toBe('?month=2026-12')
  })

  it('shows the month’s allowance and a link to book', async () => {
    await signInAsMember(COACHED)
    useZone('America/Los_Angeles')
    renderCalendar()
    expect(await screen.findByText(/of 2 sessions used in /)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Book a session' })).toHaveAttribute('href', '/account/my-bookings/new')
    expect(screen.getByRole('link', { name: 'Change time zone' })).toHaveAttribute('href', '/user/setting')
  })

  it('sends a member without the Coach plan to the plans page with the Coach plan picked out', async () => {
    await signInAsMember()
    renderCalendar()
    expect(await screen.findByRole('heading', { name: 'Live sessions with a coach' })).toBeInTheDocument()
    expect(screen.getByText(new RegExp(BOOKING_MESSAGES.planRequired.replace('.', '\\.')))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See the Coach plan' })).toHaveAttribute('href', '/user/plans?plan=coach')
    expect(screen.queryByRole('link', { name: 'Book a session' })).not.toBeInTheDocument()
  })

  it('shows the saved month offline, marked as such, and booking waits for the network', async () => {
    const zone = 'America/Los_Angeles'
    const userId = await signInAsMember(COACHED)
    useZone(zone)
    const booking = await upcomingSession(userId, zone)
    const month = localParts(booking.start, zone).date.slice(0, 7)
    const first = renderCalendar(`?month=${month}&view=list`)
    await screen.findByRole('region', { name: 'Upcoming' })
    await screen.findByRole('link', { name: 'Book a session' })
    first.unmount()

    await setMockOffline(true)
    renderCalendar(`?month=${month}&view=list`)
    expect(await screen.findByText(new RegExp(SAVED_BOOKINGS_TEXT))).toBeInTheDocument()
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' })
    expect(within(upcoming).getByRole('link', { name: new RegExp(booking.coach.name) })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Book a session' })).toBeDisabled()
    expect(screen.getByText(BOOKING_MESSAGES.offline)).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Book a session' })).not.toBeInTheDocument()
  })

  it('has no serious accessibility violations, month and list', async () => {
    await signInAsMember(COACHED)
    const { container, user } = renderCalendar()
    await screen.findByRole('grid')
    expect(await seriousAxeViolations(container)).toEqual([])
    await user.click(screen.getByRole('button', { name: 'List' }))
    await screen.findByRole('region', { name: 'Upcoming' })
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})
