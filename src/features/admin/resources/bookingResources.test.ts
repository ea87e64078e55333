// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { adminRoutes, resolveAdminScreen } from '../engine/adminRoutes'
import { cellText, formFields, writableFields } from '../engine/resourceDefinition'
import { adminResources } from './adminResources'
import { availabilitySchema, coachAvailability, weeklyWindow } from './coachAvailability'
import { coachName } from './coachParts'
import { coachSchema, coaches } from './coaches'
import { coachOverrides, overrideSchema, overrideText } from './coachOverrides'
import { hideReviewSchema, reviews, visibility } from './reviews'
import { bookingZones, meetingTimeIn, schedules } from './schedules'

/** The first message of each field: what the form shows under it. */
function byField(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message
  return out
}

describe('the coaches definition', () => {
  const coach = { name: 'Grace Bennett', email: 'grace@movetime.app', bio: '', photo_url: null, time_zone: 'Europe/London', session_minutes: 45, buffer_minutes: 15, active: true }

  it('accepts a whole coach, a zone in another case, and no photo', () => {
    expect(coachSchema.safeParse(coach).success).toBe(true)
    expect(coachSchema.safeParse({ ...coach, time_zone: 'america/new_york', photo_url: '' }).success).toBe(true)
  })

  it('names each problem at its field: an unknown zone, a session of 15–180 minutes, a buffer of 0–60', () => {
    expect(byField(coachSchema.safeParse({ ...coach, name: ' ', time_zone: 'Europe/Atlantis', session_minutes: 10, buffer_minutes: 61, email: 'grace' }))).toEqual({
      name: 'Enter the coach’s name.',
      email: 'Enter a valid email address, like name@example.com.',
      time_zone: 'Enter an IANA time zone, e.g. Europe/London or America/New_York.',
      session_minutes: 'The session length is 15 to 180 minutes.',
      buffer_minutes: 'The buffer is 0 to 60 minutes.',
    })
    expect(byField(coachSchema.safeParse({ ...coach, time_zone: '', session_minutes: 181, buffer_minutes: -1 }))).toEqual({
      time_zone: 'Enter the coach’s time zone, e.g. Europe/London.',
      session_minutes: 'The session length is 15 to 180 minutes.',
      buffer_minutes: 'The buffer is 0 to 60 minutes.',
    })
    expect(coachSchema.safeParse({ ...coach, session_minutes: 180, buffer_minutes: 0 }).success).toBe(true)
  })

  it('lists zone, session length, buffer and whether the coach takes bookings', () => {
    const row = { id: 1, ...coach }
    expect(coaches.columns.map((column) => [column.label, cellText(column, row)])).toEqual([
      ['Id', '1'],
      ['Name', 'Grace Bennett'],
      ['Time zone', 'Europe/London'],
      ['Session', '45 min'],
      ['Buffer', '15 min'],
      ['Taking bookings', 'Yes'],
    ])
    expect(formFields(coaches, 'create').find((field) => field.name === 'photo_url')).toMatchObject({ nullable: true })
  })
})

describe('the coach hours definition', () => {
  const window = { coach_id: 1, weekday: 1, start_time: '09:00', end_time: '12:00' }

  it('keeps the end after the start, with clock times as HH:MM and 24:00 as an end', () => {
    expect(availabilitySchema.safeParse(window).success).toBe(true)
    expect(availabilitySchema.safeParse({ ...window, start_time: '20:00', end_time: '24:00' }).success).toBe(true)
    expect(byField(availabilitySchema.safeParse({ ...window, end_time: '08:30' }))).toEqual({ end_time: 'The end must be after the start.' })
    expect(byField(availabilitySchema.safeParse({ ...window, end_time: '12:00', start_time: '12:00' }))).toEqual({ end_time: 'The end must be after the start.' })
    expect(byField(availabilitySchema.safeParse({ coach_id: null, weekday: 8, start_time: '9:00', end_time: '25:00' }))).toEqual({
      coach_id: 'Choose the coach.',
      weekday: 'Choose the day.',
      start_time: 'Enter the start as HH:MM, e.g. 09:00.',
      end_time: 'Enter the end as HH:MM, e.g. 12:00 (24:00 for midnight).',
    })
  })

  it('shows a window as the coach keeps it: "Mon 09:00–12:00 (Europe/London)"', () => {
    expect(weeklyWindow({ ...window, coach: { name: 'Grace Bennett', time_zone: 'Europe/London' } })).toBe('Mon 09:00–12:00 (Europe/London)')
    expect(weeklyWindow({ ...window, weekday: 7 })).toBe('Sun 09:00–12:00')
    expect(coachName({ coach_id: 2, coach: { name: 'Marcus Rivera' } })).toBe('Marcus Rivera (#2)')
    expect(coachName({ coach_id: 2, coach: null })).toBe('Coach #2')
  })

  it('chooses the coach and the weekday from selects that send numbers', () => {
    const fields = formFields(coachAvailability, 'create')
    expect(fields.map((field) => [field.name, field.kind, field.numeric ?? false])).toEqual([
      ['coach_id', 'select', true],
      ['weekday', 'select', true],
      ['start_time', 'text', false],
      ['end_time', 'text', false],
    ])
    expect(fields[0]!.reference?.resource).toBe('coaches')
    expect(fields[1]!.options?.map((option) => option.label)).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'])
    expect(coachAvailability.filters?.find((filter) => filter.name === 'coach_id')?.reference?.resource).toBe('coaches')
  })
})

describe('the coach date overrides definition', () => {
  it('needs no times for a day off, and both times in order for extra hours', () => {
    expect(overrideSchema.safeParse({ coach_id: 1, date: '2026-12-03', kind: 'off', start_time: null, end_time: null, note: '' }).success).toBe(true)
    expect(byField(overrideSchema.safeParse({ coach_id: 1, date: '2026-12-03', kind: 'extra', start_time: null, end_time: '' }))).toEqual({
      start_time: 'Extra hours need a start, e.g. 14:00.',
      end_time: 'Extra hours need an end, e.g. 16:00.',
    })
    expect(byField(overrideSchema.safeParse({ coach_id: 1, date: '2026-12-03', kind: 'extra', start_time: '16:00', end_time: '14:00' }))).toEqual({ end_time: 'The end must be after the start.' })
    expect(byField(overrideSchema.safeParse({ coach_id: 1, date: '3/12/2026', kind: 'holiday' }))).toEqual({ date: 'Enter the date.', kind: 'Choose a day off or extra hours.' })
  })

  it('reads as the date with its weekday in the coach’s zone', () => {
    const coach = { name: 'Marcus Rivera', time_zone: 'America/New_York' }
    expect(overrideText({ date: '2026-12-03', kind: 'off', start_time: null, end_time: null, coach })).toBe('Thu 2026-12-03: day off (America/New_York)')
    expect(overrideText({ date: '2026-12-04', kind: 'extra', start_time: '09:00', end_time: '11:00', coach })).toBe('Fri 2026-12-04: 09:00–11:00 extra (America/New_York)')
    // An emptied time is sent as null, which is what the server keeps for a day off.
    expect(formFields(coachOverrides, 'create').filter((field) => field.nullable).map((field) => field.name)).toEqual(['start_time', 'end_time'])
  })
})

describe('the reviews definition', () => {
  const review = { id: 6, booking_id: 9, user_id: 4, coach_id: 2, rating: 1, text: 'x'.repeat(200), hidden: false, hidden_reason: null }

  it('lists an excerpt of the text, the rating and whether it is hidden and why', () => {
    const text = reviews.columns.find((column) => column.field === 'text')!
    expect(cellText(text, review)).toHaveLength(80)
    expect(cellText(text, review).endsWith('…')).toBe(true)
    expect(visibility(review)).toBe('Shown')
    expect(visibility({ hidden: true, hidden_reason: 'Insults the coach' })).toBe('Hidden: Insults the coach')
  })

  it('is read and moderated, never written: a list and a view, no form, no delete', () => {
    expect(Object.keys(reviews.paths).sort()).toEqual(['list', 'show'])
    expect(reviews.paths.list).toBe('/admin/reviews')
    expect(reviews.paths.show?.(7)).toBe('/admin/view-review/7')
    expect(reviews.canDelete).toBe(false)
    expect(writableFields(reviews, 'edit')).toEqual([])
  })

  it('hides with a reason (required, at most 300 characters) and shows again, each only when it applies', () => {
    const [hide, show] = reviews.recordActions!
    expect([hide!.label, hide!.method, show!.label, show!.method]).toEqual(['Hide review', 'hideReview', 'Show review', 'showReview'])
    expect(hide!.when!(review)).toBe(true)
    expect(show!.when!(review)).toBe(false)
    expect(show!.when!({ ...review, hidden: true })).toBe(true)
    expect(hide!.fields?.map((field) => field.name)).toEqual(['hidden_reason'])
    expect(byField(hideReviewSchema.safeParse({ hidden_reason: '   ' }))).toEqual({ hidden_reason: 'Say why the review is hidden.' })
    expect(byField(hideReviewSchema.safeParse({ hidden_reason: 'x'.repeat(301) }))).toEqual({ hidden_reason: 'Keep the reason to 300 characters or fewer.' })
  })
})

describe('the schedules definition with coaches', () => {
  const session = { meeting_start: '2026-03-30T09:00:00.000Z', meeting_end: '2026-03-30T09:45:00.000Z' }

  it('gives the session on the member’s and the coach’s clocks (London on summer time since the 29th)', () => {
    // ICU versions differ on a comma after the weekday.
    expect(meetingTimeIn(session, 'America/Los_Angeles')).toMatch(/^Mon,? 30 Mar 2026, 02:00–02:45 \(America\/Los_Angeles\)$/)
    expect(meetingTimeIn(session, 'Europe/London')).toMatch(/^Mon,? 30 Mar 2026, 10:00–10:45 \(Europe\/London\)$/)
    expect(meetingTimeIn(session, 'Asia/Kolkata')).toMatch(/^Mon,? 30 Mar 2026, 14:30–15:15 \(Asia\/Kolkata\)$/)
    expect(meetingTimeIn(session, 'Nowhere/Else')).toBe('')
    expect(schedules.showDetails?.map((detail) => detail.label)).toEqual(['Member’s local time', 'Coach’s local time'])
  })

  it('lists coach, status, zones and revision, and filters by status and coach', () => {
    expect(schedules.columns.map((column) => column.label)).toEqual(['Id', 'Member', 'Coach', 'When', 'Status', 'Zones (member → coach)', 'Revision', 'Details'])
    const status = schedules.columns.find((column) => column.field === 'status')!
    expect(cellText(status, { id: 1, status: 'late-cancelled' })).toBe('Late cancel')
    expect(bookingZones({ member_time_zone: 'America/Los_Angeles', coach_time_zone: 'Europe/London' })).toBe('America/Los_Angeles → Europe/London')
    expect(bookingZones({ member_time_zone: 'Europe/London', coach_time_zone: 'Europe/London' })).toBe('Europe/London')
    expect(schedules.filters?.map((filter) => filter.name)).toEqual(['id', 'user_id', 'coach_id', 'status'])
  })

  it('shows the session’s review on its view page, by the review’s booking_id', () => {
    expect(schedules.related).toEqual([expect.objectContaining({ definition: reviews, target: 'booking_id', title: 'Review' })])
  })
})

describe('their admin routes', () => {
  const routes = adminRoutes(adminResources)
  it.each([
    ['/admin/coaches', 'coaches', 'list'],
    ['/admin/add-coach', 'coaches', 'create'],
    ['/admin/edit-coach/1', 'coaches', 'edit'],
    ['/admin/coach-hours', 'coach_availability', 'list'],
    ['/admin/add-coach-hours', 'coach_availability', 'create'],
    ['/admin/edit-coach-hours/3', 'coach_availability', 'edit'],
    ['/admin/coach-overrides', 'coach_overrides', 'list'],
    ['/admin/add-coach-override', 'coach_overrides', 'create'],
    ['/admin/edit-coach-override/2', 'coach_overrides', 'edit'],
    ['/admin/reviews', 'reviews', 'list'],
    ['/admin/view-review/6', 'reviews', 'show'],
    ['/admin/view-schedule/1', 'schedules', 'show'],
  ])('%s is the %s %s screen', (path, name, screen) => {
    expect(resolveAdminScreen(routes, path)).toMatchObject({ screen, definition: { name } })
  })
})
