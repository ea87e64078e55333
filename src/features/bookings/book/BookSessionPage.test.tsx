import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { act, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { getBooking } from '@/api/bookings/bookingsApi'
import type { CreateBookingBody, Slot } from '@/api/bookings/bookingTypes'
import { BOOKING_MESSAGES } from '@/api/bookings/bookingTypes'
import { appStore } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { calendarTimeZoneAtom } from '@/lib/time/calendarTimeZone'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { signInAsMember } from '@tests/support/memberSession'
import { setMockOffline } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { BOOK_TEXT } from './bookingForm'
import { BookSessionPage } from './BookSessionPage'
import { MONTH_TEXT } from './MonthDays'
import { PLAN_REQUIRED_TEXT } from './PlanRequiredCard'
import { momentText } from '../common/sessionTime'

const COACHED = 'coached@movetime.app'
const ZONE = 'America/Los_Angeles'
const createPath = '*/v3/api/custom/movetime/scheduling/POST'

function renderBooking(at = '/account/my-bookings/new') {
  return renderWithRouter(<BookSessionPage />, { path: '/account/my-bookings/new', at })
}

type User = ReturnType<typeof renderBooking>['user']

/** Chooses the first coach, then the first free day (this month or the next), then its first time. */
async function pickFirstFreeTime(user: User): Promise<HTMLElement> {
  const coaches = await screen.findByRole('list', { name: 'Coaches' })
  await user.click(within(coaches).getAllByRole('link', { name: /^Choose/ })[0]!)
  for (let month = 0; month < 3; month += 1) {
    const table = await screen.findByRole('table')
    const free = within(table)
      .getAllByRole('button')
      .find((day) => !(day as HTMLButtonElement).disabled)
    if (free) {
      await user.click(free)
      break
    }
    await user.click(screen.getByRole('button', { name: MONTH_TEXT.next }))
    await waitFor(() => expect(screen.getByRole('table')).not.toBe(table))
  }
  const times = await screen.findAllByRole('button', { pressed: false, name: /, \d\d:\d\d/ })
  const first = times[0]!
  await user.click(first)
  return first
}

beforeEach(() => {
  appStore.set(calendarTimeZoneAtom, ZONE)
  appStore.set(snackbarAtom, { ...appStore.get(snackbarAtom), globalMessage: '' })
})

afterEach(async () => {
  appStore.set(calendarTimeZoneAtom, null)
  await setMockOffline(false)
})

describe('BookSessionPage', () => {
  it('lists the coaches with their zone, session length and rating, in the member’s zone', async () => {
    await signInAsMember(COACHED)
    renderBooking()
    expect(await screen.findByText(new RegExp(`Times are shown in ${ZONE}`))).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Change the time zone' })).toHaveAttribute('href', '/user/setting')
    const coaches = await screen.findByRole('list', { name: 'Coaches' })
    const cards = within(coaches).getAllByRole('article')
    expect(cards.length).toBeGreaterThanOrEqual(2)
    for (const card of cards) {
      expect(card).toHaveTextContent(/there now/)
      expect(card).toHaveTextContent(/\d+-minute sessions/)
      expect(card).toHaveTextContent(/★ \(\d+ reviews?\)|No reviews yet/)
    }
    expect(screen.getByText(/^Sessions in \w+: \d of 2 booked\./)).toBeInTheDocument()
  })

  it('books a time end to end: coach, day, time, note, confirm; lands on the booking with its time', async () => {
    await signInAsMember(COACHED)
    const { user, history } = renderBooking()
    await pickFirstFreeTime(user)
    expect(history.location.search).toMatch(/coach=\d+.*date=\d{4}-\d\d-\d\d.*start=/)
    const confirm = await screen.findByRole('region', { name: 'Confirm your session' })
    await user.type(within(confirm).getByRole('textbox', { name: BOOK_TEXT.noteLabel }), 'My left knee after running')
    expect(within(confirm).getByText('26 of 500 characters')).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: BOOK_TEXT.confirm }))

    await waitFor(() => expect(history.location.pathname).toMatch(/^\/account\/my-bookings\/\d+$/))
    const id = Number(history.location.pathname.split('/').pop())
    const { booking } = await getBooking(id)
    expect(booking).toMatchObject({ note: 'My left knee after running', status: 'booked', member_time_zone: ZONE })
    expect(appStore.get(snackbarAtom).globalMessage).toBe(`Booked with ${booking.coach.name}: ${momentText(booking.start, ZONE)}.`)
  })

  it('keeps the step in the URL: a reload lands on the same coach, day and time', async () => {
    await signInAsMember(COACHED)
    const first = renderBooking()
    await pickFirstFreeTime(first.user)
    const at = `${first.history.location.pathname}${first.history.location.search}`
    first.unmount()
    renderBooking(at)
    expect(await screen.findByRole('region', { name: 'Confirm your session' })).toBeInTheDocument()
    expect(await screen.findByRole('button', { pressed: true, name: /, \d\d:\d\d/ })).toBeInTheDocument()
  })

  it('goes back a step with the back button: the time is unpicked, the day stays', async () => {
    await signInAsMember(COACHED)
    const { user, history } = renderBooking()
    await pickFirstFreeTime(user)
    await screen.findByRole('region', { name: 'Confirm your session' })
    act(() => history.go(-1))
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Confirm your session' })).not.toBeInTheDocument())
    expect(history.location.search).toMatch(/date=/)
    expect(history.location.search).not.toMatch(/start=/)
    expect(screen.queryByRole('button', { pressed: true, name: /, \d\d:\d\d/ })).not.toBeInTheDocument()
  })

  it('shows the Coach plan card when Confirm is refused for want of the plan', async () => {
    await signInAsMember(COACHED)
    server.use(http.post(createPath, () => HttpResponse.json({ error: true, message: BOOKING_MESSAGES.planRequired }, { status: 403 })))
    const { user } = renderBooking()
    await pickFirstFreeTime(user)
    await user.click(await screen.findByRole('button', { name: BOOK_TEXT.confirm }))
    expect(await screen.findByRole('heading', { name: PLAN_REQUIRED_TEXT.title })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: PLAN_REQUIRED_TEXT.link })).toHaveAttribute('href', '/user/plans?plan=coach')
  })

  it('resends the same request id when the answer to Confirm was lost, so the server books once', async () => {
    await signInAsMember(COACHED)
    const ids: string[] = []
    server.use(
      http.post(createPath, async ({ request }) => {
        ids.push(((await request.clone().json()) as CreateBookingBody).requestId)
        return ids.length === 1 ? HttpResponse.error() : undefined
      }),
    )
    const { user, history } = renderBooking()
    await pickFirstFreeTime(user)
    const confirm = await screen.findByRole('region', { name: 'Confirm your session' })
    await user.click(within(confirm).getByRole('button', { name: BOOK_TEXT.confirm }))
    expect(await within(confirm).findByText(BOOK_TEXT.offline)).toBeInTheDocument()
    await user.click(within(confirm).getByRole('button', { name: BOOK_TEXT.confirm }))
    await waitFor(() => expect(history.location.pathname).toMatch(/^\/account\/my-bookings\/\d+$/))
    expect(ids).toHaveLength(2)
    expect(ids[1]).toBe(ids[0])
  })

  it('says a time was just taken, offers the next free times and reads the day again', async () => {
    await signInAsMember(COACHED)
    let next: Slot[] = []
    let daysAsked = 0
    server.use(
      http.post('*/v3/api/custom/movetime/scheduling/schedules', () => {
        daysAsked += 1
        return undefined
      }),
      http.post(createPath, async ({ request }) => {
        const body = (await request.clone().json()) as CreateBookingBody
        if (next.some((slot) => slot.start === body.start)) return undefined
        const start = Date.parse(body.start)
        next = [1, 2].map((hours) => ({
          start: new Date(start + hours * 3_600_000).toISOString(),
          end: new Date(start + hours * 3_600_000 + 45 * 60_000).toISOString(),
        }))
        return HttpResponse.json({ error: true, message: BOOKING_MESSAGES.slotTaken, next_slots: next }, { status: 409 })
      }),
    )
    const { user } = renderBooking()
    await pickFirstFreeTime(user)
    const asked = daysAsked
    await user.click(await screen.findByRole('button', { name: BOOK_TEXT.confirm }))

    const notice = await screen.findByRole('alert')
    expect(notice).toHaveTextContent(BOOKING_MESSAGES.slotTaken)
    expect(notice).toHaveFocus()
    const offered = within(notice).getAllByRole('button')
    expect(offered.map((button) => button.textContent)).toEqual(next.map((slot) => expect.stringContaining(momentText(slot.start, ZONE))))
    await waitFor(() => expect(daysAsked).toBeGreaterThan(asked))

    await user.click(offered[0]!)
    const confirm = await screen.findByRole('region', { name: 'Confirm your session' })
    expect(confirm).toHaveTextContent(momentText(next[0]!.start, ZONE).split(', ')[0]!)
    expect(screen.queryByText(BOOKING_MESSAGES.slotTaken)).not.toBeInTheDocument()
  })

  it('says plainly when the month’s sessions are used', async () => {
    await signInAsMember(COACHED)
    const refusal = 'You have booked both sessions of your plan for December.'
    server.use(http.post(createPath, () => HttpResponse.json({ error: true, message: refusal }, { status: 409 })))
    const { user } = renderBooking()
    await pickFirstFreeTime(user)
    await user.click(await screen.findByRole('button', { name: BOOK_TEXT.confirm }))
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal)
  })

  it('shows a member without the Coach plan what it gives, with a link to it on the plans page', async () => {
    await signInAsMember()
    renderBooking()
    expect(await screen.findByRole('heading', { name: PLAN_REQUIRED_TEXT.title })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: PLAN_REQUIRED_TEXT.link })).toHaveAttribute('href', '/user/plans?plan=coach')
    expect(screen.queryByRole('list', { name: 'Coaches' })).not.toBeInTheDocument()
  })

  it('says booking needs a connection when offline, and queues nothing', async () => {
    await signInAsMember(COACHED)
    await setMockOffline(true)
    renderBooking()
    expect(await screen.findByText(BOOK_TEXT.offline)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Your bookings' })).toHaveAttribute('href', '/account/my-bookings')
  })

  it('has no serious accessibility violations at the confirm step', async () => {
    await signInAsMember(COACHED)
    const { user, container } = renderBooking()
    await pickFirstFreeTime(user)
    await screen.findByRole('region', { name: 'Confirm your session' })
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})
