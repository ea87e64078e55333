import { useAtomValue, useSetAtom } from 'jotai'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useParams } from 'react-router'
import { ApiError, errorMessage } from '@/api/apiError'
import { addToGoogleCalendar, cancelBooking } from '@/api/bookings/bookingsApi'
import type { Booking } from '@/api/bookings/bookingTypes'
import { useOnline } from '@/lib/network/useOnline'
import { showSnackbarAtom } from '@/lib/snackbar/snackbarState'
import { calendarTimeZoneAtom } from '@/lib/time/calendarTimeZone'
import { bookingSource, keepBookingCopy } from '@/offline/bookings/bookingSources'
import { remoteData } from '@/shared/remote/remoteState'
import { useRemoteData } from '@/shared/remote/useRemoteData'
import { shortMomentText } from '../common/sessionTime'
import { BookingPageView } from './BookingPageView'
import type { StepState } from './BookingActions'
import { calendarEventText } from './calendarEventText'
import { CancelBookingDialog } from './CancelBookingDialog'
import { STALE_BOOKING_TEXT } from './bookingNotices'

// The slot picker (and the month of free times it reads) loads when the member asks to reschedule.
const RescheduleDialog = lazy(() => import('./RescheduleDialog').then((module) => ({ default: module.RescheduleDialog })))

/** A booking id from the URL: a positive whole number, else null (the not-found state). */
export function parseBookingId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null
  return Number(value)
}

/**
 * /account/my-bookings/:id: the session's time in the member's zone and the coach's, the coach, the
 * note and the status, with what the server allows now: reschedule, cancel (free or late),
 * add to a calendar, review. Offline it shows the saved copy; only the .ics works without a network.
 */
export function BookingPage() {
  const bookingId = parseBookingId(useParams().id)
  const zone = useAtomValue(calendarTimeZoneAtom)
  const online = useOnline()
  const showSnackbar = useSetAtom(showSnackbarAtom)
  const source = useMemo(() => (bookingId === null ? null : bookingSource(bookingId)), [bookingId])
  const remote = useRemoteData({
    key: `booking:${bookingId ?? 'none'}`,
    load: (signal) => (source ? source.fetch(signal) : Promise.reject(new Error('No booking'))),
    device: source ?? undefined,
    enabled: source !== null,
  })
  const booking = remoteData(remote.state)
  const [dialog, setDialog] = useState<{ kind: 'reschedule' | 'cancel'; at: number } | null>(null)
  const [notice, setNotice] = useState<string>()
  const [download, setDownload] = useState<StepState>({ busy: false })
  const [google, setGoogle] = useState<StepState>({ busy: false })
  const [now, setNow] = useState(() => Date.now())

  const show = async (changed: Booking) => remote.replace(await keepBookingCopy(changed))
  const stale = () => {
    setDialog(null)
    setNotice(STALE_BOOKING_TEXT)
    remote.refresh()
  }
  const open = (kind: 'reschedule' | 'cancel') => {
    const at = Date.now()
    setNow(at)
    setNotice(undefined)
    setDialog({ kind, at })
  }

  const cancel = async (current: Booking) => {
    try {
      const { booking: cancelled } = await cancelBooking(current.id, { revision: current.revision })
      setDialog(null)
      await show(cancelled)
      showSnackbar({ text: cancelled.status === 'late-cancelled' ? 'Session cancelled. It was a late cancel, so it still counts this month.' : 'Session cancelled.' })
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) return stale()
      throw failure
    }
  }

  const saveFile = async (current: Booking) => {
    setDownload({ busy: true })
    try {
      const { downloadCalendarFile } = await import('./calendarFile')
      await downloadCalendarFile(current, zone)
      setDownload({ busy: false })
    } catch (failure) {
      setDownload({ busy: false, error: `The calendar file could not be made. ${errorMessage(failure)}` })
    }
  }

  const addToGoogle = async (current: Booking) => {
    setGoogle({ busy: true })
    try {
      const { summary, location, description } = calendarEventText(current, window.location.origin)
      const { event } = await addToGoogleCalendar({
        bookingId: current.id,
        summary,
        location,
        description,
        startTime: current.start,
        endTime: current.end,
        attendees: [current.member.email],
      })
      await show({ ...current, calendar_event: event })
      setGoogle({ busy: false })
    } catch (failure) {
      setGoogle({ busy: false, error: errorMessage(failure) })
    }
  }

  return (
    <>
      <BookingPageView
        remote={remote}
        zone={zone}
        now={now}
        online={online}
        notice={notice}
        onReschedule={() => open('reschedule')}
        onCancel={() => open('cancel')}
        onDownload={() => booking && void saveFile(booking)}
        download={download}
        onAddToGoogle={() => booking && void addToGoogle(booking)}
        google={google}
      />
      <CancelBookingDialog
        booking={dialog?.kind === 'cancel' && booking ? booking : null}
        zone={zone}
        now={dialog?.at ?? now}
        connected={online}
        onClose={() => setDialog(null)}
        onConfirm={cancel}
      />
      {dialog?.kind === 'reschedule' && booking && (
        <Suspense fallback={null}>
          <RescheduleDialog
            booking={booking}
            zone={zone}
            connected={online}
            onClose={() => setDialog(null)}
            onConflict={() => remote.refresh()}
            onMoved={(moved) => {
              setDialog(null)
              void show(moved)
              showSnackbar({ text: `Session moved to ${shortMomentText(moved.start, zone)}.` })
            }}
          />
        </Suspense>
      )}
    </>
  )
}
