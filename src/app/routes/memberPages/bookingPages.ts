import type { ComponentType } from 'react'

/** Coaching sessions: the calendar, booking one, a booking and reviews. Loaded through the route table's `bookingPage` (../routeTable.tsx). */
export const bookingPages = {
  calendar: () => import('@/features/bookings/calendar/MyBookingsPage').then((m) => m.MyBookingsPage),
  book: () => import('@/features/bookings/book/BookSessionPage').then((m) => m.BookSessionPage),
  booking: () => import('@/features/bookings/booking/BookingPage').then((m) => m.BookingPage),
  reviews: () => import('@/features/bookings/reviews/ReviewsPage').then((m) => m.ReviewsPage),
} satisfies Record<string, () => Promise<ComponentType>>
