import type { BookingAllowance } from '@/api/bookings/bookingTypes'
import { monthNameText } from '../common/sessionTime'

/** "Sessions in November: 1 of 2 booked." and, once all are booked, that next month is still open. */
export function AllowanceNote({ allowance }: { allowance: BookingAllowance }) {
  return (
    <p className="book-allowance">
      {`Sessions in ${monthNameText(allowance.month)}: ${allowance.used} of ${allowance.limit} booked.`}
      {allowance.used >= allowance.limit && ' That is all for this month; times next month can still be booked.'}
    </p>
  )
}
