import { analyticsHandlers } from './handlers/analytics/analyticsHandlers'
import { authHandlers } from './handlers/auth/authHandlers'
import { blogHandlers } from './handlers/blog/blogHandlers'
import { challengesHandlers } from './handlers/challenges/challengesHandlers'
import { contactHandlers } from './handlers/contact/contactHandlers'
import { contentHandlers } from './handlers/content/contentHandlers'
import { friendsHandlers } from './handlers/friends/friendsHandlers'
import { groupsHandlers } from './handlers/groups/groupsHandlers'
import { mockControlsHandlers } from './handlers/mockControls/mockControlsHandlers'
import { movesHandlers } from './handlers/moves/movesHandlers'
import { paymentsHandlers } from './handlers/payments/paymentsHandlers'
import { recordsHandlers } from './handlers/records/recordsHandlers'
import { bookingsHandlers } from './handlers/bookings/bookingsHandlers'
import { realtimeHandlers } from './handlers/realtime/realtimeHandlers'
import { uploadsHandlers } from './handlers/uploads/uploadsHandlers'
import { gateHandlers, notFoundHandler } from './http/gateHandlers'

/**
 * Every mock handler, in the order MSW tries them: the gate (offline, latency, x-project) first,
 * then one list per client call family (src/api/<family> ↔ mocks/handlers/<family>), then a JSON
 * 404 for API paths no family answers. Add a new family in the middle.
 */
export const handlers = [
  ...gateHandlers,
  ...mockControlsHandlers,
  ...authHandlers,
  ...recordsHandlers,
  ...movesHandlers,
  ...uploadsHandlers,
  ...paymentsHandlers,
  ...contentHandlers,
  ...friendsHandlers,
  ...groupsHandlers,
  ...challengesHandlers,
  ...bookingsHandlers,
  ...realtimeHandlers,
  ...contactHandlers,
  ...blogHandlers,
  ...analyticsHandlers,
  notFoundHandler,
]
