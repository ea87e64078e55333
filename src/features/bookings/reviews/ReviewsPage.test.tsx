import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { server } from '@mocks/node'
import { getReviews } from '@/api/bookings/bookingsApi'
import type { Review, ReviewsResponse } from '@/api/bookings/bookingTypes'
import { appStore } from '@/lib/auth/authState'
import { snackbarAtom } from '@/lib/snackbar/snackbarState'
import { calendarTimeZoneAtom } from '@/lib/time/calendarTimeZone'
import { seriousAxeViolations } from '@tests/support/axeCheck'
import { signInAsMember } from '@tests/support/memberSession'
import { setMockOffline } from '@tests/support/mockBackend'
import { renderWithRouter } from '@tests/support/renderWithRouter'
import { momentText } from '../common/sessionTime'
import { REVIEW_TEXT } from './reviewForm'
import { REVIEWS_PAGE_TEXT, ReviewsPage } from './ReviewsPage'

const COACHED = 'coached@movetime.app'
const ZONE = 'Europe/London'
const reviewsPath = '*/v3/api/custom/movetime/reviews'

function renderReviews() {
  return renderWithRouter(<ReviewsPage />, { path: '/account/reviews', at: '/account/reviews' })
}

beforeEach(() => {
  appStore.set(calendarTimeZoneAtom, ZONE)
  appStore.set(snackbarAtom, { ...appStore.get(snackbarAtom), globalMessage: '' })
})

afterEach(async () => {
  appStore.set(calendarTimeZoneAtom, null)
  await setMockOffline(false)
})

describe('ReviewsPage', () => {
  it('rates a completed session: stars are a radio group, the text has a counter, and the review moves to the written list', async () => {
    await signInAsMember(COACHED)
    const before = await getReviews()
    expect(before.waiting.length).toBeGreaterThan(0)
    const session = before.waiting[0]!
    const { user } = renderReviews()

    const waiting = await screen.findByRole('region', { name: REVIEWS_PAGE_TEXT.waiting })
    const card = within(waiting).getByRole('article', { name: `Your session with ${session.coach.name}` })
    expect(card).toHaveTextContent(momentText(session.start, ZONE))
    const form = within(card).getByRole('form', { name: `Review your session with ${session.coach.name}` })

    // Sending without stars says what is missing and focuses the stars.
    await user.click(within(form).getByRole('button', { name: REVIEW_TEXT.send }))
    expect(await within(form).findByText(REVIEW_TEXT.ratingMissing)).toBeInTheDocument()
    const stars = within(form).getByRole('group', { name: REVIEW_TEXT.ratingLegend })
    expect(within(stars).getAllByRole('radio')).toHaveLength(5)
    expect(within(stars).getByRole('radio', { name: '1 star' })).toHaveFocus()

    await user.click(within(stars).getByRole('radio', { name: '4 stars' }))
    expect(within(stars).getByRole('radio', { name: '4 stars' })).toBeChecked()
    await user.type(within(form).getByRole('textbox', { name: REVIEW_TEXT.textLabel }), 'Clear cues.')
    expect(within(form).getByText('11 of 1000 characters')).toBeInTheDocument()
    await user.click(within(form).getByRole('button', { name: REVIEW_TEXT.send }))

    const written = screen.getByRole('region', { name: REVIEWS_PAGE_TEXT.written })
    // The newest comes first.
    await waitFor(() => expect(within(written).getAllByRole('article')[0]).toHaveTextContent('Clear cues.'))
    const mine = within(written).getAllByRole('article')[0]!
    expect(mine).toHaveAccessibleName(`Your review of ${session.coach.name}`)
    expect(within(mine).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument()
    expect(mine).toHaveTextContent('Clear cues.')
    expect(mine).toHaveTextContent(/You can edit this until/)
    expect(appStore.get(snackbarAtom).globalMessage).toBe(REVIEW_TEXT.sent)
    const after = await getReviews()
    expect(after.waiting.some((booking) => booking.id === session.id)).toBe(false)
    expect(after.reviews.find((review) => review.booking_id === session.id)).toMatchObject({ rating: 4, text: 'Clear cues.' })
  })

  it('edits a review within its window, and the server keeps the change', async () => {
    await signInAsMember(COACHED)
    const session = (await getReviews()).waiting[0]!
    const { user } = renderReviews()
    const form = await screen.findByRole('form', { name: `Review your session with ${session.coach.name}` })
    await user.click(within(form).getByRole('radio', { name: '3 stars' }))
    await user.click(within(form).getByRole('button', { name: REVIEW_TEXT.send }))

    const written = screen.getByRole('region', { name: REVIEWS_PAGE_TEXT.written })
    await waitFor(() => expect(within(written).getAllByRole('article')[0]).toHaveAccessibleName(`Your review of ${session.coach.name}`))
    await waitFor(() => expect(within(within(written).getAllByRole('article')[0]!).getByRole('img', { name: '3 out of 5 stars' })).toBeInTheDocument())
    const mine = within(written).getAllByRole('article')[0]!
    await user.click(within(mine).getByRole('button', { name: `Edit your review of ${session.coach.name}` }))
    const edit = within(mine).getByRole('form', { name: `Edit your review of ${session.coach.name}` })
    expect(within(edit).getByRole('radio', { name: '3 stars' })).toBeChecked()
    await user.click(within(edit).getByRole('radio', { name: '5 stars' }))
    await user.type(within(edit).getByRole('textbox', { name: REVIEW_TEXT.textLabel }), 'Better than I thought.')
    await user.click(within(edit).getByRole('button', { name: REVIEW_TEXT.save }))

    expect(await within(mine).findByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument()
    expect(mine).toHaveTextContent('Better than I thought.')
    await waitFor(() => expect(within(mine).getByRole('button', { name: /^Edit/ })).toHaveFocus())
    const stored = (await getReviews()).reviews.find((review) => review.booking_id === session.id)
    expect(stored).toMatchObject({ rating: 5, text: 'Better than I thought.' })
  })

  it('shows a review past its window read-only, and a hidden one with the reason', async () => {
    await signInAsMember(COACHED)
    const real = await getReviews()
    const base: Review = {
      id: 9001,
      booking_id: 9001,
      coach: { id: 1, name: 'Grace Okafor', time_zone: 'Europe/London', photo_url: null },
      rating: 2,
      text: 'Late start.',
      created_at: '2026-01-05T10:00:00.000Z',
      updated_at: '2026-01-05T10:00:00.000Z',
      editable_until: '2026-01-19T10:00:00.000Z',
      hidden: false,
      hidden_reason: null,
    }
    const hidden: Review = { ...base, id: 9002, booking_id: 9002, text: 'Rude words', hidden: true, hidden_reason: 'Personal insults.', editable_until: '2099-01-01T00:00:00.000Z' }
    server.use(http.get(reviewsPath, () => HttpResponse.json<ReviewsResponse>({ ...real, reviews: [base, hidden] })))
    renderReviews()
    const written = await screen.findByRole('region', { name: REVIEWS_PAGE_TEXT.written })
    const [old, hid] = within(written).getAllByRole('article')
    expect(old).toHaveTextContent('Reviews can be edited for 14 days after they are written.')
    expect(within(old!).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument()
    expect(hid).toHaveTextContent('Hidden by MoveTime: Personal insults.')
    expect(within(hid!).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument()
  })

  it('says so when there is nothing to review and nothing written', async () => {
    await signInAsMember()
    server.use(http.get(reviewsPath, () => HttpResponse.json<ReviewsResponse>({ error: false, reviews: [], waiting: [] })))
    renderReviews()
    expect(await screen.findByRole('heading', { name: REVIEWS_PAGE_TEXT.emptyTitle })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Book a session' })).toHaveAttribute('href', '/account/my-bookings/new')
  })

  it('says reviews need a connection when offline', async () => {
    await signInAsMember(COACHED)
    await setMockOffline(true)
    renderReviews()
    expect(await screen.findByText(REVIEWS_PAGE_TEXT.offline)).toBeInTheDocument()
  })

  it('has no serious accessibility violations', async () => {
    await signInAsMember(COACHED)
    const { container } = renderReviews()
    await screen.findByRole('region', { name: REVIEWS_PAGE_TEXT.written })
    expect(await seriousAxeViolations(container)).toEqual([])
  })
})
