/** Said on the booking's page when it changed elsewhere (another tab, the coach) while the member was acting on it. */
export const STALE_BOOKING_TEXT = 'This booking changed since you opened it, so it has been reloaded. Check its time and try again.'
