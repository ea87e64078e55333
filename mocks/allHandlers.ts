import { authHandlers } from './handlers/authHandlers'
import { devHandlers } from './handlers/devHandlers'
import { gateHandlers, notFoundHandler } from './handlers/gateHandlers'
import { movesHandlers } from './handlers/movesHandlers'
import { recordsHandlers } from './handlers/recordsHandlers'
import { uploadsHandlers } from './handlers/uploadsHandlers'

/**
 * Every mock handler, in the order MSW tries them: the gate (offline, latency, x-project) first,
 * then the families, then a JSON 404 for API paths no family answers. Add new families in the middle.
 */
export const handlers = [
  ...gateHandlers,
  ...devHandlers,
  ...authHandlers,
  ...recordsHandlers,
  ...movesHandlers,
  ...uploadsHandlers,
  notFoundHandler,
]
