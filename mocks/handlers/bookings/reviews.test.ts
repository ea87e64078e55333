import { beforeEach, describe, expect, it } from 'vitest'
import { REVIEW_EDIT_DAYS, REVIEW_TEXT_MAX } from '@/api/bookings/bookingTypes'
import { mockNow } from '@mocks/bookings/mockClock'
import { db } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { callMock, signIn } from '@mocks/testing/callMock'
import { coaches, editReview, getBooking, moveClock, ok, reviews, signInCoached, writeReview } from './schedulingCalls.testing'

/** GET/POST reviews and PUT reviews/{id}; an admin hiding one through the records calls. */

let elena: string
beforeEach(async () => {
  elena = await signInCoached()
})

const DAY_HOURS = 24
const waitingId = () => db.schedule.findMany((q) => q.where({ user_id: DEMO_ACCOUNTS.coached.id, status: 'completed' })).find((row) => !db.review.findFirst((q) => q.where({ booking_id: row.id })))!.id

describe('GET reviews', () => {
  it('lists the member’s reviews and the completed session waiting for one', async () => {
    const body = ok(await reviews(elena))
    expect(body.reviews).toHaveLength(1)
    expect(body.reviews[0]).toMatchObject({ rating: 5, hidden: false, coach: { name: 'Grace Bennett' } })
    expect(body.waiting.map((booking) => booking.id)).toEqual([waitingId()])
    expect(body.waiting[0]!.can.review).toBe(true)
  })

  it('shows a hidden review to its author with the reason', async () => {
    const hannah = await signIn(DEMO_ACCOUNTS.hannah)
    const [review] = ok(await reviews(hannah)).reviews
    expect(review).toMatchObject({ hidden: true, hidden_reason: expect.stringContaining('Insults') })
  })
})

describe('POST reviews', () => {
  it('reviews a completed session once; the rating shows on the coach and the booking', async () => {
    const bookingId = waitingId()
    const { review } = ok(await writeReview(elena, { bookingId, rating: 3, text: '  Good session.  ' }))
    expect(review).toMatchObject({ booking_id: bookingId, rating: 3, text: 'Good session.', hidden: false })
    expect(Date.parse(review.editable_until) - Date.parse(review.created_at)).toBe(REVIEW_EDIT_DAYS * DAY_HOURS * 3_600_000)
    const again = await writeReview(elena, { bookingId, rating: 5, text: '' })
    expect(again.status).toBe(409)
    expect(again.body.message).toBe('You have already reviewed this session.')
    // Grace: 5, 5, 4 and now 3.
    expect(ok(await coaches(elena)).coaches[0]!.rating).toEqual({ average: 4.3, count: 4 })
    const booking = ok(await getBooking(elena, bookingId)).booking
    expect(booking.review?.id).toBe(review.id)
    expect(booking.can.review).toBe(false)
    expect(ok(await reviews(elena)).waiting).toEqual([])
  })

  it('refuses a bad rating, an overlong text, someone else’s session and one not yet completed', async () => {
    const bookingId = waitingId()
    const bad = await writeReview(elena, { bookingId, rating: 4.5, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) })
    expect(bad.status).toBe(400)
    expect(bad.body.validation).toEqual({ rating: 'Choose a rating from 1 to 5.', text: `Keep the review to ${REVIEW_TEXT_MAX} characters or fewer.` })
    expect((await writeReview(await signIn(), { bookingId, rating: 5, text: '' })).status).toBe(404)
    const upcoming = db.schedule.findFirst((q) => q.where({ user_id: DEMO_ACCOUNTS.coached.id, status: 'booked' }))!
    const early = await writeReview(elena, { bookingId: upcoming.id, rating: 5, text: '' })
    expect(early.status).toBe(409)
    expect(early.body.message).toBe('You can review a session once it has taken place.')
  })

  it('lets the upcoming session be reviewed once the mock clock passes its end', async () => {
    const upcoming = db.schedule.findFirst((q) => q.where({ user_id: DEMO_ACCOUNTS.coached.id, status: 'booked' }))!
    await moveClock({ advanceHours: (Date.parse(upcoming.meeting_end) - mockNow()) / 3_600_000 + 1 })
    expect(ok(await reviews(elena)).waiting.map((booking) => booking.id)).toContain(upcoming.id)
    ok(await writeReview(elena, { bookingId: upcoming.id, rating: 4, text: '' }))
  })
})

describe('PUT reviews/{id}', () => {
  it('edits for 14 days, then refuses with a message', async () => {
    const { review } = ok(await writeReview(elena, { bookingId: waitingId(), rating: 3, text: '' }))
    const edited = ok(await editReview(elena, review.id, { rating: 4, text: 'On reflection, very good.' }))
    expect(edited.review).toMatchObject({ rating: 4, text: 'On reflection, very good.' })
    await moveClock({ advanceHours: REVIEW_EDIT_DAYS * DAY_HOURS + 1 })
    const late = await editReview(elena, review.id, { rating: 5, text: '' })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('Reviews can be edited for 14 days after they are written.')
    expect((await editReview(await signIn(), review.id, { rating: 1, text: '' })).status).toBe(404)
  })
})

describe('hiding a review (admin, through the records calls)', () => {
  it('needs a reason; once hidden it leaves the coach’s rating and cannot be edited', async () => {
    const admin = await signIn(DEMO_ACCOUNTS.admin)
    const { review } = ok(await writeReview(elena, { bookingId: waitingId(), rating: 1, text: 'Rude words' }))
    const noReason = await callMock<{ validation?: Record<string, string> }>('PUT', `/v4/api/records/review/${review.id}`, { token: admin, body: { hidden: true } })
    expect(noReason.status).toBe(400)
    expect(noReason.body.validation).toEqual({ hidden_reason: 'Say why the review is hidden.' })
    const hidden = await callMock('PUT', `/v4/api/records/review/${review.id}`, { token: admin, body: { hidden: true, hidden_reason: 'Abusive language' } })
    expect(hidden.status).toBe(200)
    expect(ok(await coaches(elena)).coaches[0]!.rating).toEqual({ average: 4.7, count: 3 })
    expect(ok(await reviews(elena)).reviews[0]).toMatchObject({ id: review.id, hidden: true, hidden_reason: 'Abusive language' })
    const edit = await editReview(elena, review.id, { rating: 5, text: 'Nice words' })
    expect(edit.status).toBe(409)
    expect(edit.body.message).toBe('An admin hid this review, so it can no longer be edited.')
  })
})
