import { HttpResponse } from 'msw'
import type { BookingResponse } from '@/api/bookings/bookingTypes'
import { toBooking, type Viewer } from '@mocks/bookings/bookingPresenters'
import { settleBookings } from '@mocks/bookings/bookingSettle'
import { findBooking } from '@mocks/bookings/bookingStore'
import { SCHEDULING_MESSAGES } from '@mocks/bookings/bookingMessages'
import { mockNow } from '@mocks/bookings/mockClock'
import type { ScheduleRow } from '@mocks/db/contentSchemas'
import { linkOrigin } from '@mocks/http/appOrigins'
import { requireAuth, type Auth } from '@mocks/http/guard'
import { HttpError } from '@mocks/http/httpErrors'

/** What every scheduling and reviews handler starts with, and the answers they share. */

export const SCHEDULING_BASE = '*/v3/api/custom/movetime'

/** The signed-in caller, after the bookings have settled to the mock's clock. */
export async function signedInAndSettled(request: Request): Promise<Auth> {
  const auth = requireAuth(request)
  await settleBookings(linkOrigin(request))
  return auth
}

export function viewerOf(auth: Auth, request: Request): Viewer {
  return { userId: auth.user.id, now: mockNow(), origin: new URL(request.url).origin }
}

export const isAdmin = (auth: Auth) => auth.session.role === 'admin'

export function bookingIdOf(raw: string | undefined): number {
  const id = Number(raw)
  if (!raw || !/^\d{1,10}$/.test(raw) || !Number.isSafeInteger(id) || id <= 0) throw new HttpError(404, SCHEDULING_MESSAGES.bookingNotFound)
  return id
}

/**
 * The booking when the caller may see it: its member, or an admin. To every other member it is
 * a booking that does not exist (404, never 403), so ids cannot be probed for other members' sessions.
 */
export function requireVisibleBooking(bookingId: number, auth: Auth): ScheduleRow {
  const row = findBooking(bookingId)
  if (!row || (row.user_id !== auth.user.id && !isAdmin(auth))) throw new HttpError(404, SCHEDULING_MESSAGES.bookingNotFound)
  return row
}

/** Only its member changes a booking; an admin sees it (and edits it in the console) but gets 403 here. */
export function requireOwnBooking(bookingId: number, auth: Auth): ScheduleRow {
  const row = requireVisibleBooking(bookingId, auth)
  if (row.user_id !== auth.user.id) throw new HttpError(403, SCHEDULING_MESSAGES.ownerOnly)
  return row
}

export function bookingAnswer(row: ScheduleRow, auth: Auth, request: Request): Response {
  return HttpResponse.json<BookingResponse>({ error: false, booking: toBooking(row, viewerOf(auth, request)) })
}
