import { afterEach, describe, it, expect, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Provider } from 'jotai'
import { ApiError } from '@/api/apiError'
import { forgotPassword, getProfile, login } from '@/api/auth/authApi'
import { appStore, currentAuth, dispatchAuth } from '@/lib/auth/authState'
import { DevPanel } from './DevPanel'
import { getMockClock, moveMockClock, setMockNetwork } from '@/api/mockControls/mockControlsApi'
import { addToGoogleCalendar, cancelBooking } from '@/api/bookings/bookingsApi'
import { db } from '@mocks/db/db'
import { COACHED_ACCOUNT } from '@mocks/db/seedBookings'

/* Against the real mock backend (msw/node from the test setup), as the panel runs in the browser. */

async function signInMember(email: string = 'member@movetime.app') {
  const answer = await login({ email, password: 'Member123!', role: 'user' })
  dispatchAuth({ type: 'LOGIN', user: answer.user_id, token: answer.token, role: answer.role })
}

async function openPanel() {
  render(
    <Provider store={appStore}>
      <DevPanel reload={() => {}} />
    </Provider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Developer panel' }))
  return screen.getByRole('region', { name: 'Developer panel' })
}

describe('DevPanel against the mock backend', () => {
  // The network switches are module state of the mock: never leave them off for the next test.
  afterEach(async () => {
    await setMockNetwork({ offline: false, latencyMs: 0 })
    await moveMockClock({ reset: true })
  })

  it('expires the session so the app raises the session-expired state', async () => {
    await signInMember()
    const panel = await openPanel()
    await userEvent.click(within(panel).getByRole('button', { name: 'Expire session' }))
    expect(await within(panel).findByText('Session expired.')).toBeInTheDocument()
    expect(currentAuth().sessionExpired).toBe(true)
  })

  it('takes the API offline and back', async () => {
    await signInMember()
    const panel = await openPanel()
    await userEvent.click(await within(panel).findByRole('button', { name: 'Go offline' }))
    await within(panel).findByRole('button', { name: 'Go online' })
    const offline = await getProfile().catch((error: unknown) => error)
    expect(offline).toBeInstanceOf(ApiError)
    expect((offline as ApiError).isNetworkError).toBe(true)

    await userEvent.click(within(panel).getByRole('button', { name: 'Go online' }))
    await within(panel).findByRole('button', { name: 'Go offline' })
    await expect(getProfile()).resolves.toMatchObject({ model: { email: 'member@movetime.app' } })
  })

  it('shows mail the mock sent, with its link', async () => {
    await forgotPassword({ email: 'member@movetime.app', role: 'user' })
    const panel = await openPanel()
    const subject = await within(panel).findByText('Reset your MoveTime password')
    const mail = subject.closest('li')
    expect(mail).not.toBeNull()
    expect(within(mail as HTMLElement).getByText(/To member@movetime.app/)).toBeInTheDocument()
    expect(within(mail as HTMLElement).getByRole('link')).toHaveAttribute('href', expect.stringContaining('token='))
  })
  it('moves the bookings’ clock a week ahead and back to real time', async () => {
    const panel = await openPanel()
    const clock = within(panel).getByRole('region', { name: 'Mock clock' })
    expect(await within(clock).findByText('Real time')).toBeInTheDocument()
    await userEvent.click(within(clock).getByRole('button', { name: '+1 week' }))
    expect(await within(clock).findByText('7 days ahead of real time')).toBeInTheDocument()
    expect((await getMockClock()).offsetMs).toBe(7 * 24 * 3_600_000)
    await userEvent.click(within(clock).getByRole('button', { name: 'Back to real time' }))
    expect(await within(clock).findByText('Real time')).toBeInTheDocument()
    expect((await getMockClock()).offsetMs).toBe(0)
  })

  it('shows a booking added to Google Calendar, and then the cancel email’s calendar file as a download', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/ics')
    await signInMember(COACHED_ACCOUNT.email)
    const upcoming = db.schedule.findFirst((q) => q.where({ user_id: COACHED_ACCOUNT.id, status: 'booked' }))!
    await addToGoogleCalendar({
      bookingId: upcoming.id,
      summary: 'MoveTime session with Grace Bennett',
      location: 'Video call',
      description: 'Progress check',
      startTime: upcoming.meeting_start,
      endTime: upcoming.meeting_end,
      attendees: [COACHED_ACCOUNT.email],
    })
    const panel = await openPanel()
    const calendar = within(panel).getByRole('region', { name: 'Calendar' })
    expect(await within(calendar).findByText('MoveTime session with Grace Bennett')).toBeInTheDocument()

    await cancelBooking(upcoming.id, { revision: upcoming.revision })
    const mailbox = within(panel).getByRole('region', { name: 'Mailbox' })
    await userEvent.click(within(mailbox).getByRole('button', { name: 'Refresh mailbox' }))
    const file = await within(mailbox).findByRole('link', { name: /-\d{4}-\d{2}-\d{2}\.ics$/ })
    expect(file).toHaveAttribute('href', 'blob:http://localhost/ics')
    expect(file.getAttribute('download')).toBe(file.textContent)
    const [blob] = vi.mocked(URL.createObjectURL).mock.calls.at(-1) as [Blob]
    expect(await blob.text()).toMatch(/^BEGIN:VCALENDAR\r\n[\s\S]*STATUS:CANCELLED/)
  })
})
