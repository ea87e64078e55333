import type { BookingStatus } from '@/api/bookings/bookingTypes'
import { STATUS_WORDS } from './bookingStatus'
import './bookingCommon.css'

/** A booking's status as a small labelled badge: its words carry the meaning, the colour only helps. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { label, tone } = STATUS_WORDS[status]
  return <span className={`booking-badge booking-badge--${tone}`}>{label}</span>
}
