import { useAtomValue } from 'jotai'
import { Link } from '@/ui/link/Link'
import { ApiError } from '@/api/apiError'
import { getCoaches } from '@/api/bookings/bookingsApi'
import type { CoachesResponse } from '@/api/bookings/bookingTypes'
import { calendarTimeZoneAtom } from '@/lib/time/calendarTimeZone'
import { PageFrame } from '@/shared/page/PageFrame'
import { paths } from '@/shared/paths/routePaths'
import { useRemoteData, type RemoteData } from '@/shared/remote/useRemoteData'
import { EmptyState } from '@/shared/states/EmptyState'
import { OfflineState } from '@/shared/states/OfflineState'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { BOOK_TEXT } from './bookingForm'
import { BookingSteps } from './BookingSteps'
import { PlanRequiredCard } from './PlanRequiredCard'
import './bookSession.css'

export const BOOK_PAGE_TEXT = {
  title: 'Book a session',
  intro: 'A live video session with a MoveTime coach.',
  loading: 'Loading the coaches…',
  noCoaches: 'No coaches are taking bookings right now',
} as const

/**
 * The coaches and the member's allowance. A refusal for want of the Coach plan is an answer here,
 * not a failure: the page then says what the plan gives and links to it.
 */
async function loadCoaches(timeZone: string, signal: AbortSignal): Promise<CoachesResponse> {
  try {
    return await getCoaches(timeZone, signal)
  } catch (error) {
    if (error instanceof ApiError && error.status === 403) {
      return { error: false, coaches: [], allowance: { eligible: false, month: '', time_zone: timeZone, used: 0, limit: 0 } }
    }
    throw error
  }
}

/** /account/my-bookings/new: pick a coach, a day, a time, add a note and confirm. Online only. */
export function BookSessionPage() {
  const timeZone = useAtomValue(calendarTimeZoneAtom)
  const remote = useRemoteData({ key: `booking-coaches:${timeZone}`, load: (signal) => loadCoaches(timeZone, signal) })
  return <BookSessionView remote={remote} timeZone={timeZone} />
}

export interface BookSessionViewProps {
  remote: Pick<RemoteData<CoachesResponse>, 'state' | 'retry'>
  timeZone: string
}

/** The page as drawn, in whichever state the coaches' read is (stories draw each). */
export function BookSessionView({ remote, timeZone }: BookSessionViewProps) {
  return (
    <PageFrame
      title={BOOK_PAGE_TEXT.title}
      intro={
        <>
          {`${BOOK_PAGE_TEXT.intro} Times are shown in ${timeZone}. `}
          <Link to={paths.settings}>Change the time zone</Link>
        </>
      }
      actions={<Link to={paths.myBookings}>Your bookings</Link>}
      width="wide"
      className="book-page"
    >
      <RemoteContent
        remote={remote}
        loading={BOOK_PAGE_TEXT.loading}
        what="The coaches"
        offline={(retry) => (
          <OfflineState title="You’re offline" onRetry={retry}>
            {BOOK_TEXT.offline}
          </OfflineState>
        )}
      >
        {(answer) =>
          !answer.allowance.eligible ? (
            <PlanRequiredCard />
          ) : answer.coaches.length === 0 ? (
            <EmptyState title={BOOK_PAGE_TEXT.noCoaches} action={<Link to={paths.myBookings}>Back to your bookings</Link>}>
              Our coaches publish new hours every week. Please look again in a few days.
            </EmptyState>
          ) : (
            <BookingSteps coaches={answer.coaches} allowance={answer.allowance} timeZone={timeZone} />
          )
        }
      </RemoteContent>
    </PageFrame>
  )
}
