import { beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { db } from '@mocks/db/db'
import { ApiError } from '@/api/apiError'
import { adminDataProvider } from '../engine/AdminEngine'
import { recordListRequests } from '../testing/recordRequests.testing'
import { renderAdmin, signInAsAdmin } from '../testing/renderAdmin.testing'

/* Coaches, their hours and overrides, reviews and a booking's view page, through the generic pages against the mock backend. */

const tableNamed = (name: RegExp) => screen.findByRole('table', { name }, { timeout: 8000 })
const bodyRows = (table: HTMLElement) => within(table.querySelector('tbody')!).getAllByRole('row')

describe('a booking’s view page', () => {
  beforeEach(signInAsAdmin)

  it('shows the session on the member’s and the coach’s clocks, and its review', async () => {
    renderAdmin('/admin/view-schedule/1')
    await screen.findByRole('heading', { level: 1, name: /^Schedule: / }, { timeout: 8000 })
    const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? ''
    expect(term('Member’s local time')).toMatch(/\(America\/Los_Angeles\)$/)
    expect(term('Coach’s local time')).toMatch(/\(Europe\/London\)$/)
    expect(term('Coach')).toBe('Grace Bennett (#1)')
    const review = await tableNamed(/^Review$/)
    expect(bodyRows(review)).toHaveLength(1)
    expect(bodyRows(review)[0]).toHaveTextContent(/5 of 5.*Grace spotted.*Shown/)
    expect(within(review).getByRole('link', { name: /^View ?review #1/ })).toHaveAttribute('href', '/admin/view-review/1')
  })

  it('hides the review only with a reason, then offers to show it again', async () => {
    const { user } = renderAdmin('/admin/view-schedule/1')
    const review = await tableNamed(/^Review$/)
    await user.click(within(review).getByRole('button', { name: /^Hide review/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Hide review #1?' })
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }))
    expect(await within(dialog).findByText('Say why the review is hidden.')).toBeVisible()
    expect(db.review.findFirst((q) => q.where({ id: 1 }))?.hidden).toBe(false)

    await user.type(within(dialog).getByLabelText(/^Reason/), 'Names another member.')
    await user.click(within(dialog).getByRole('button', { name: 'Hide review' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(db.review.findFirst((q) => q.where({ id: 1 }))).toMatchObject({ hidden: true, hidden_reason: 'Names another member.' })
    await waitFor(async () => expect(bodyRows(await tableNamed(/^Review$/))[0]).toHaveTextContent('Hidden: Names another member.'))

    await user.click(within(await tableNamed(/^Review$/)).getByRole('button', { name: /^Show review/ }))
    const again = await screen.findByRole('dialog', { name: 'Show review #1 again?' })
    await user.click(within(again).getByRole('button', { name: 'Show review' }))
    await waitFor(() => expect(db.review.findFirst((q) => q.where({ id: 1 }))).toMatchObject({ hidden: false, hidden_reason: null }))
  })

  it('says so when the session has no review yet', async () => {
    const waiting = db.schedule.findMany((q) => q.where({ status: 'booked' }))[0]!
    renderAdmin(`/admin/view-schedule/${waiting.id}`)
    expect(await screen.findByText('No review yet: the member can review the session once it is completed.', {}, { timeout: 8000 })).toBeVisible()
  })
})

describe('the hide action’s road to the server', () => {
  beforeEach(signInAsAdmin)

  it('goes through the records PUT, whose 400 for a missing reason comes back under the reason', async () => {
    const failure = await adminDataProvider.hideReview('reviews', { record: { id: 2 }, values: { hidden_reason: '  ' } }).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(ApiError)
    expect((failure as ApiError).status).toBe(400)
    expect((failure as ApiError).fieldErrors.hidden_reason).toBe('Say why the review is hidden.')
    await adminDataProvider.hideReview('reviews', { record: { id: 2 }, values: { hidden_reason: ' Spam. ' } })
    expect(db.review.findFirst((q) => q.where({ id: 2 }))).toMatchObject({ hidden: true, hidden_reason: 'Spam.' })
  })
})

describe('the reviews list', () => {
  beforeEach(signInAsAdmin)

  it('lists coach, member, rating, an excerpt and whether each is hidden, and filters to the hidden ones', async () => {
    const { user } = renderAdmin('/admin/reviews')
    const table = await tableNamed(/^Reviews: \d+ in all/)
    expect(bodyRows(table).some((row) => /Marcus Rivera \(#2\).*1 of 5.*Hidden: Insults the coach/.test(row.textContent ?? ''))).toBe(true)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Visibility' }), 'Hidden')
    await waitFor(async () => expect(bodyRows(await tableNamed(/^Reviews: 1 in all/))).toHaveLength(1))
  })
})

describe('coaches', () => {
  beforeEach(signInAsAdmin)

  it('refuses a zone Intl does not know and a session too short, then adds the coach', async () => {
    const { user, history } = renderAdmin('/admin/add-coach')
    await user.type(await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 8000 }), 'Aiko Tanaka')
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'aiko@movetime.app')
    const zone = screen.getByRole('textbox', { name: /^Time zone/ })
    await user.clear(zone)
    await user.type(zone, 'Asia/Osaka')
    const session = screen.getByRole('textbox', { name: /^Session length/ })
    await user.clear(session)
    await user.type(session, '10')
    await user.click(screen.getByRole('button', { name: 'Add coach' }))
    await waitFor(() => expect(zone).toHaveAccessibleDescription(expect.stringContaining('Enter an IANA time zone, e.g. Europe/London or America/New_York.')))
    expect(session).toHaveAccessibleDescription(expect.stringContaining('The session length is 15 to 180 minutes.'))
    const before = db.coach.count()

    await user.clear(zone)
    await user.type(zone, 'Asia/Tokyo')
    await user.clear(session)
    await user.type(session, '60')
    await user.click(screen.getByRole('button', { name: 'Add coach' }))
    await waitFor(() => expect(history.location.pathname).toBe('/admin/coaches'))
    expect(db.coach.count()).toBe(before + 1)
    expect(db.coach.findFirst((q) => q.where({ name: 'Aiko Tanaka' }))).toMatchObject({ time_zone: 'Asia/Tokyo', session_minutes: 60, buffer_minutes: 15, active: true, photo_url: null })
  })
})

describe('coach hours', () => {
  beforeEach(signInAsAdmin)

  it('lists windows in the coach’s zone and filters them by coach, by equality', async () => {
    const requests = recordListRequests()
    try {
      const { user } = renderAdmin('/admin/coach-hours')
      const table = await tableNamed(/^Coach hours: \d+ in all/)
      expect(bodyRows(table).some((row) => /Grace Bennett \(#1\).*Mon 09:00–12:00 \(Europe\/London\)/.test(row.textContent ?? ''))).toBe(true)
      const coach = screen.getByRole('combobox', { name: 'Coach' })
      await within(coach).findByRole('option', { name: 'Marcus Rivera (America/New_York)' })
      await user.selectOptions(coach, 'Marcus Rivera (America/New_York)')
      await waitFor(async () => {
        const rows = bodyRows(await tableNamed(/^Coach hours: \d+ in all/))
        expect(rows.every((row) => row.textContent?.includes('Marcus Rivera (#2)'))).toBe(true)
      })
      expect(requests.urls.some((url) => url.pathname.endsWith('/coach_availability') && url.searchParams.getAll('filter').includes('coach_id,eq,2'))).toBe(true)
    } finally {
      requests.stop()
    }
  })

  it('keeps the end after the start, then saves the window with its weekday and coach as numbers', async () => {
    const { user, history } = renderAdmin('/admin/add-coach-hours')
    const coach = await screen.findByRole('combobox', { name: /^Coach/ }, { timeout: 8000 })
    await within(coach).findByRole('option', { name: 'Grace Bennett (Europe/London)' })
    await user.selectOptions(coach, 'Grace Bennett (Europe/London)')
    await user.selectOptions(screen.getByRole('combobox', { name: /^Day/ }), 'Saturday')
    const end = screen.getByRole('textbox', { name: /^Ends/ })
    await user.clear(end)
    await user.type(end, '08:00')
    await user.click(screen.getByRole('button', { name: 'Add weekly window' }))
    await waitFor(() => expect(end).toHaveAccessibleDescription(expect.stringContaining('The end must be after the start.')))

    await user.clear(end)
    await user.type(end, '13:30')
    await user.click(screen.getByRole('button', { name: 'Add weekly window' }))
    await waitFor(() => expect(history.location.pathname).toBe('/admin/coach-hours'))
    expect(db.coach_availability.findFirst((q) => q.where({ weekday: 6, coach_id: 1 }))).toMatchObject({ start_time: '09:00', end_time: '13:30' })
  })
})

describe('coach date overrides', () => {
  beforeEach(signInAsAdmin)

  it('asks extra hours for their times, and saves a day off without them', async () => {
    const { user, history } = renderAdmin('/admin/add-coach-override')
    const coach = await screen.findByRole('combobox', { name: /^Coach/ }, { timeout: 8000 })
    await within(coach).findByRole('option', { name: 'Marcus Rivera (America/New_York)' })
    await user.selectOptions(coach, 'Marcus Rivera (America/New_York)')
    await user.type(screen.getByLabelText(/^Date/), '2026-12-24')
    await user.selectOptions(screen.getByRole('combobox', { name: /^Change/ }), 'Extra hours')
    await user.click(screen.getByRole('button', { name: 'Add date override' }))
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Extra hours start/ })).toHaveAccessibleDescription(expect.stringContaining('Extra hours need a start, e.g. 14:00.')))

    await user.selectOptions(screen.getByRole('combobox', { name: /^Change/ }), 'Day off')
    await user.type(screen.getByRole('textbox', { name: /^Note/ }), 'Holiday')
    await user.click(screen.getByRole('button', { name: 'Add date override' }))
    await waitFor(() => expect(history.location.pathname).toBe('/admin/coach-overrides'))
    expect(db.coach_override.findFirst((q) => q.where({ date: '2026-12-24' }))).toMatchObject({ coach_id: 2, kind: 'off', start_time: null, end_time: null, note: 'Holiday' })
  })
})

describe('schedules', () => {
  beforeEach(signInAsAdmin)

  it('filters by status and by coach', async () => {
    const { user } = renderAdmin('/admin/schedule')
    await tableNamed(/^Schedules: \d+ in all/)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Completed')
    await waitFor(async () => {
      const rows = bodyRows(await tableNamed(/^Schedules: \d+ in all/))
      expect(rows.every((row) => row.textContent?.includes('Completed'))).toBe(true)
    })
    const coach = screen.getByRole('combobox', { name: 'Coach' })
    await within(coach).findByRole('option', { name: 'Grace Bennett (Europe/London)' })
    await user.selectOptions(coach, 'Grace Bennett (Europe/London)')
    const completedWithGrace = db.schedule.findMany((q) => q.where({ status: 'completed', coach_id: 1 })).length
    await waitFor(async () => expect(bodyRows(await tableNamed(new RegExp(`^Schedules: ${completedWithGrace} in all`)))).toHaveLength(completedWithGrace))
  })
})
