import { PRESENCE_TIMEOUT_SECONDS, type SpacePresence } from '@/api/spaces/spaceTypes'
import { nowMs } from './spaceStore'

/*
 * Presence: each member's last heartbeat (`channel/online`), in this process's memory, not in the
 * database. It describes live connections to this home, which end with the process; persisting it
 * would bring back stale "online" marks after a restart, and make every heartbeat (every 45 s from
 * every open app) a database write and a journal line. A member is online while their last beat
 * is within PRESENCE_TIMEOUT_SECONDS (about two missed beats); polls do not count as beats.
 */

interface Beat {
  last: number
  /** When the current online stretch began. */
  since: number
}

const beats = new Map<number, Beat>()
const TIMEOUT_MS = PRESENCE_TIMEOUT_SECONDS * 1000

function isFresh(beat: Beat | undefined, now: number): beat is Beat {
  // A beat "in the future" (the mock clock was moved back by a reset) counts as now.
  return beat !== undefined && now - beat.last <= TIMEOUT_MS
}

/** Records a heartbeat; returns how many seconds the member has been online without a gap. */
export function heartbeat(userId: number): number {
  const now = nowMs()
  const previous = beats.get(userId)
  const since = isFresh(previous, now) ? Math.min(previous.since, now) : now
  beats.set(userId, { last: now, since })
  return Math.max(0, Math.floor((now - since) / 1000))
}

export function presenceOf(userId: number): SpacePresence {
  const beat = beats.get(userId)
  return {
    user_id: userId,
    online: isFresh(beat, nowMs()),
    last_seen: beat ? new Date(beat.last).toISOString() : null,
  }
}

export function isOnline(userId: number): boolean {
  return presenceOf(userId).online
}
