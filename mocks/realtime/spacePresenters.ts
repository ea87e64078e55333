import type { MemberCard } from '@/api/friends/friendTypes'
import type { ChatMessage, ChatMoveCard, ChatQuote, SpaceMember, SpaceSummary } from '@/api/spaces/spaceTypes'
import { db } from '@mocks/db/db'
import type { ChatMessageRow, ChatRoomRow } from '@mocks/db/spaceSchemas'
import { findCoach } from '@mocks/bookings/bookingStore'
import { cardFor } from '@mocks/community/visibility'
import { presentMediaLink } from '@mocks/files/fileAccess'
import { findUser } from '@mocks/http/guard'
import { findMove, inLibraryOf } from '@mocks/moves/moveAccess'
import { isOnline, presenceOf } from './presence'
import { hasLeft, membersOf, otherMemberOf, sendBlockedReason } from './spaceMembership'
import { findMessage, memberStateOf, messagesOf } from './spaceStore'

/** The shapes spaces leave the mock in (src/api/spaces/spaceTypes.ts), as one member sees them. */

const QUOTE_LENGTH = 140

export function cardOf(userId: number, viewerId: number): MemberCard {
  const user = findUser(userId)
  if (!user) return { id: userId, first_name: 'Former member', last_name: '', photo: '' }
  return cardFor(db, viewerId, user)
}

/** A move card only for a move the viewer may open: a private move stays private in a quote of it. */
function moveCardOf(moveId: number | null, viewerId: number): ChatMoveCard | null {
  if (moveId === null) return null
  const move = findMove(moveId)
  if (!move || !inLibraryOf(move, viewerId)) return null
  const photo = move.thumbnail_url || move.poster_url
  return { id: move.id, title: move.title, photo: photo ? presentMediaLink(photo, move) : '' }
}

function quoteOf(row: ChatMessageRow, viewerId: number): ChatQuote | null {
  if (row.reply_to === null) return null
  const quoted = findMessage(row.room_id, row.reply_to)
  if (!quoted) return null
  return {
    chat_id: quoted.chat_id,
    author: cardOf(quoted.author_id, viewerId),
    text: quoted.removed ? '' : quoted.text.slice(0, QUOTE_LENGTH),
    removed: quoted.removed,
  }
}

export function presentMessage(row: ChatMessageRow, viewerId: number): ChatMessage {
  return {
    room_id: row.room_id,
    chat_id: row.chat_id,
    client_id: row.client_id,
    author: cardOf(row.author_id, viewerId),
    date: row.date,
    text: row.removed ? '' : row.text,
    reply_to: quoteOf(row, viewerId),
    move: row.removed ? null : moveCardOf(row.move_id, viewerId),
    removed: row.removed,
  }
}

function titleAndPhoto(room: ChatRoomRow, viewerId: number): { title: string; photo: string } {
  if (room.kind === 'group') {
    const group = db.group.findFirst((q) => q.where((row) => row.id === room.group_id))
    return { title: group?.name ?? 'A former group', photo: group?.cover_url ?? '' }
  }
  const coach = room.kind === 'coach' && room.coach_id !== null ? findCoach(room.coach_id) : undefined
  // The member sees "Coach <name>"; the coach sees the member.
  if (coach && room.member_ids[0] === viewerId) return { title: `Coach ${coach.name}`, photo: coach.photo_url ?? '' }
  const other = otherMemberOf(room, viewerId)
  const card = other === null ? null : cardOf(other, viewerId)
  return { title: card ? `${card.first_name} ${card.last_name}`.trim() : 'A former member', photo: card?.photo ?? '' }
}

export function summaryOf(room: ChatRoomRow, viewerId: number): SpaceSummary {
  const messages = messagesOf(room.id)
  const last = messages.at(-1)
  const state = memberStateOf(room.id, viewerId)
  const read = state?.read_chat_id ?? 0
  const members = membersOf(room)
  const reason = sendBlockedReason(room, viewerId)
  return {
    id: room.id,
    kind: room.kind,
    ...titleAndPhoto(room, viewerId),
    group_id: room.group_id,
    other_user_id: otherMemberOf(room, viewerId),
    last_message: last ? presentMessage(last, viewerId) : null,
    latest_chat_id: last?.chat_id ?? 0,
    read_chat_id: read,
    unread: messages.filter((row) => row.chat_id > read && row.author_id !== viewerId && !row.removed).length,
    muted: state?.muted ?? false,
    member_count: members.filter((id) => !hasLeft(room, id)).length,
    online_count: members.filter((id) => id !== viewerId && isOnline(id)).length,
    can_leave: room.kind === 'direct',
    can_send: reason === '',
    send_blocked_reason: reason,
    activity_at: last?.date ?? room.created_at,
  }
}

export function membersView(room: ChatRoomRow, viewerId: number): SpaceMember[] {
  const group = room.kind === 'group' ? db.group.findFirst((q) => q.where((row) => row.id === room.group_id)) : undefined
  const coachAccount = room.kind === 'coach' && room.coach_id !== null ? (findCoach(room.coach_id)?.user_id ?? null) : null
  return membersOf(room)
    .filter((id) => !hasLeft(room, id))
    .map((id) => ({
      ...presenceOf(id),
      card: cardOf(id, viewerId),
      role: id === coachAccount ? ('coach' as const) : id === group?.owner_id ? ('owner' as const) : ('member' as const),
    }))
}
