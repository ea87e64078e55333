import type { ChatMessage, SpaceSummary, SpacesCatchUpResponse } from '@/api/spaces/spaceTypes'

/** The space list's live changes, pure: newest activity first, one summary per space. */

export function byActivity(a: SpaceSummary, b: SpaceSummary): number {
  return b.activity_at.localeCompare(a.activity_at) || b.id - a.id
}

/** A list's space ids, in an order that ignores activity (to tell whether the set changed). */
export function spaceIdsKey(spaces: readonly SpaceSummary[]): string {
  return spaces
    .map((space) => space.id)
    .sort((a, b) => a - b)
    .join(',')
}

/**
 * A space's summary after a live message: its last message and activity; one more unread when
 * another member wrote after my read pointer; my own message moves my pointer (I have read what I
 * wrote). Null when the summary already knows it (a repeated or older message).
 */
export function summaryWithMessage(space: SpaceSummary, message: ChatMessage, me: number): SpaceSummary | null {
  if (message.chat_id <= space.latest_chat_id) return null
  const fromOther = message.author.id !== me
  return {
    ...space,
    last_message: message,
    latest_chat_id: message.chat_id,
    activity_at: message.date > space.activity_at ? message.date : space.activity_at,
    unread: fromOther && message.chat_id > space.read_chat_id ? space.unread + 1 : space.unread,
    read_chat_id: fromOther ? space.read_chat_id : Math.max(space.read_chat_id, message.chat_id),
  }
}

/**
 * A space's summary after my read pointer moved (here, in another tab or on another device). The
 * pointer never goes back. `unread` is the server's count when known; without it, reading up to
 * the newest message means none are left, and otherwise only the server can count (`exact` false).
 */
export function summaryWithRead(space: SpaceSummary, readChatId: number, unread?: number): { space: SpaceSummary; exact: boolean } | null {
  if (readChatId <= space.read_chat_id) return null
  const caughtUp = readChatId >= space.latest_chat_id
  return { space: { ...space, read_chat_id: readChatId, unread: unread ?? (caughtUp ? 0 : space.unread) }, exact: unread !== undefined || caughtUp }
}

/** The list after `room/poll`: changed summaries replace theirs, gone spaces leave, newest activity first. */
export function listAfterCatchUp(spaces: readonly SpaceSummary[], answer: SpacesCatchUpResponse): SpaceSummary[] {
  const gone = new Set(answer.gone)
  const changed = new Map(answer.changed.map((space) => [space.id, space]))
  return [...spaces.filter((space) => !gone.has(space.id) && !changed.has(space.id)), ...changed.values()].sort(byActivity)
}
