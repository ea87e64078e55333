import type { Booking, MonthResponse } from '@/api/bookings/bookingTypes'

/** Test-only: a booking as the server sends it, enough for the device copies. */
export function storedBooking(id: number, start = '2026-12-02T09:00:00.000Z'): Booking {
  const coach = { id: 1, name: 'Priya Shah', time_zone: 'Europe/London', photo_url: null }
  return {
    id,
    uid: `booking-${id}@movetime.app`,
    coach,
    member: { id: 7, name: 'Mia Member', email: 'member@movetime.app' },
    start,
    end: new Date(Date.parse(start) + 45 * 60_000).toISOString(),
    member_time_zone: 'Europe/London',
    coach_time_zone: coach.time_zone,
    note: '',
    status: 'booked',
    revision: 1,
    created_at: '2026-11-20T09:00:00.000Z',
    updated_at: '2026-11-20T09:00:00.000Z',
    cancelled_at: null,
    free_cancel_until: new Date(Date.parse(start) - 12 * 3_600_000).toISOString(),
    can: { reschedule: true, cancel: true, review: false },
    review: null,
    calendar_event: null,
  }
}

export function storedMonth(month: string, bookings: Booking[]): MonthResponse {
  return { error: false, time_zone: 'Europe/London', bookings, allowance: { eligible: true, month, time_zone: 'Europe/London', used: bookings.length, limit: 2 } }
}
