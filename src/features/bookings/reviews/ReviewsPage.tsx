import { useCallback, useState } from 'react'
import { useAtomValue, useSetAtom } from 'jotai'
import { Link } from '@/ui/link/Link'
import { createReview, getReviews, updateReview } from '@/api/bookings/bookingsApi'
import type { Review, ReviewsResponse } from '@/api/bookings/bookingTypes'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { calendarTimeZoneAtom } from '@/lib/time/calendarTimeZone'
import { UnsavedChangesGuard } from '@/shared/form/UnsavedChangesGuard'
import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import { useRemoteData, type RemoteData } from '@/shared/remote/useRemoteData'
import { EmptyState } from '@/shared/states/EmptyState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { REVIEW_TEXT } from './reviewForm'
import { WaitingReview } from './WaitingReview'
import { WrittenReview } from './WrittenReview'
import './reviews.css'

export const REVIEWS_PAGE_TEXT = {
  title: 'Reviews',
  intro: 'Rate your sessions with a coach. Other members see each coach’s average when they book.',
  loading: 'Loading your reviews…',
  offline: 'Your reviews show when you are back online. Writing or editing a review needs a connection too.',
  waiting: 'Waiting for your review',
  written: 'Reviews you wrote',
  emptyTitle: 'No sessions to review yet',
  emptyText: 'After a session with a coach, you can rate it here.',
} as const

const loadReviews = (signal: AbortSignal) => getReviews(signal)

/** /account/reviews: completed sessions waiting for a review, then the reviews the member wrote. */
export function ReviewsPage() {
  const remote = useRemoteData({ key: 'my-reviews', load: loadReviews, isEmpty: (data) => data.reviews.length === 0 && data.waiting.length === 0 })
  const timeZone = useAtomValue(calendarTimeZoneAtom)
  return <ReviewsView remote={remote} timeZone={timeZone} />
}

export interface ReviewsViewProps {
  remote: Pick<RemoteData<ReviewsResponse>, 'state' | 'retry' | 'update'>
  timeZone: string
  /** The moment "editable until" is measured against (stories pin it). */
  now?: number
}

/** The page as drawn, in whichever state its read is (stories draw each). */
export function ReviewsView({ remote, timeZone, now }: ReviewsViewProps) {
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const [dirtyForms, setDirtyForms] = useState<ReadonlySet<string>>(new Set())
  const [renderedAt] = useState(() => Date.now())
  const { update } = remote

  const markDirty = useCallback((id: string, dirty: boolean) => {
    setDirtyForms((current) => {
      if (current.has(id) === dirty) return current
      const next = new Set(current)
      if (dirty) next.add(id)
      else next.delete(id)
      return next
    })
  }, [])

  const created = async (bookingId: number, values: { rating: number; text: string }) => {
    const { review } = await createReview({ bookingId, ...values })
    update((data) => ({ ...data, waiting: data.waiting.filter((booking) => booking.id !== bookingId), reviews: [review, ...data.reviews] }))
    showSnackbar({ text: REVIEW_TEXT.sent })
  }

  const edited = async (reviewId: number, values: { rating: number; text: string }): Promise<Review> => {
    const { review } = await updateReview(reviewId, values)
    update((data) => ({ ...data, reviews: data.reviews.map((item) => (item.id === review.id ? review : item)) }))
    showSnackbar({ text: REVIEW_TEXT.saved })
    return review
  }

  return (
    <PageFrame title={REVIEWS_PAGE_TEXT.title} intro={REVIEWS_PAGE_TEXT.intro} width="narrow" className="reviews-page">
      <UnsavedChangesGuard when={dirtyForms.size > 0} />
      <RemoteContent
        remote={remote}
        loading={REVIEWS_PAGE_TEXT.loading}
        what="Your reviews"
        offline={REVIEWS_PAGE_TEXT.offline}
        empty={
          <EmptyState title={REVIEWS_PAGE_TEXT.emptyTitle} action={<Link to={paths.bookSession}>Book a session</Link>}>
            {REVIEWS_PAGE_TEXT.emptyText}
          </EmptyState>
        }
      >
        {(data) => (
          <>
            {data.waiting.length > 0 && (
              <section className="reviews-section" aria-labelledby="reviews-waiting">
                <h2 id="reviews-waiting" className="reviews-section__title">
                  {REVIEWS_PAGE_TEXT.waiting}
                </h2>
                <ul className="reviews-list">
                  {data.waiting.map((booking) => (
                    <li key={booking.id}>
                      <WaitingReview booking={booking} timeZone={timeZone} onSubmit={(values) => created(booking.id, values)} onDirtyChange={markDirty} />
                    </li>
                  ))}
                </ul>
              </section>
            )}
            <section className="reviews-section" aria-labelledby="reviews-written">
              <h2 id="reviews-written" className="reviews-section__title">
                {REVIEWS_PAGE_TEXT.written}
              </h2>
              {data.reviews.length === 0 ? (
                <p className="reviews-section__none">Your reviews will show here once you write one.</p>
              ) : (
                <ul className="reviews-list">
                  {data.reviews.map((review) => (
                    <li key={review.id}>
                      <WrittenReview review={review} timeZone={timeZone} now={now ?? renderedAt} onSave={(values) => edited(review.id, values)} onDirtyChange={markDirty} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </RemoteContent>
    </PageFrame>
  )
}
