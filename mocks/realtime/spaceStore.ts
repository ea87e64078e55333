import { db, nextId } from '@mocks/db/db'
import type { ChatMemberRow, ChatMessageRow, ChatRoomRow } from '@mocks/db/spaceSchemas'
import { mockNow } from '@mocks/bookings/mockClock'
import { spaceKeys, withSpaceLock } from './spaceLocks'

/*
 * Reading and writing the spaces tables, with no rules: who may do what is spaceMembership.ts's.
 * Every time here is the mock's clock (mocks/bookings/mockClock.ts), so moving it ahead tries
 * presence timeouts, idle subscriptions and the rate limit's minute without waiting.
 */

export const nowMs = (): number => mockNow()
export const nowIso = (): string => new Date(mockNow()).toISOString()

export function findRoom(id: number): ChatRoomRow | undefined {
  return db.chat_room.findFirst((q) => q.where((row) => row.id === id))
}

export function groupRoomOf(groupId: number): ChatRoomRow | undefined {
  return db.chat_room.findFirst((q) => q.where((row) => row.kind === 'group' && row.group_id === groupId))
}

/** The direct space of a pair, whoever opened it. */
export function directRoomOf(a: number, b: number): ChatRoomRow | undefined {
  return db.chat_room.findFirst((q) => q.where((row) => row.kind === 'direct' && row.member_ids.includes(a) && row.member_ids.includes(b)))
}

export function coachRoomOf(memberId: number, coachId: number): ChatRoomRow | undefined {
  return db.chat_room.findFirst((q) => q.where((row) => row.kind === 'coach' && row.coach_id === coachId && row.member_ids[0] === memberId))
}

export async function createRoom(fields: Omit<ChatRoomRow, 'id' | 'created_at'>): Promise<ChatRoomRow> {
  return db.chat_room.create({ id: nextId('chat_room'), ...fields, created_at: nowIso() })
}

/** The room's messages, oldest first. */
export function messagesOf(roomId: number): ChatMessageRow[] {
  return db.chat_message.findMany((q) => q.where((row) => row.room_id === roomId)).sort((a, b) => a.chat_id - b.chat_id)
}

export function findMessage(roomId: number, chatId: number): ChatMessageRow | undefined {
  return db.chat_message.findFirst((q) => q.where((row) => row.room_id === roomId && row.chat_id === chatId))
}

export function messageByClientId(authorId: number, clientId: string): ChatMessageRow | undefined {
  return db.chat_message.findFirst((q) => q.where((row) => row.author_id === authorId && row.client_id === clientId))
}

export function latestChatId(roomId: number): number {
  return db.chat_message.findMany((q) => q.where((row) => row.room_id === roomId)).reduce((max, row) => Math.max(max, row.chat_id), 0)
}

/** Messages by `authorId` stored after `sinceMs` (every space): the rate limit's count. */
export function sentSince(authorId: number, sinceMs: number): number {
  return db.chat_message.findMany((q) => q.where((row) => row.author_id === authorId && Date.parse(row.date) > sinceMs)).length
}

export function memberStateOf(roomId: number, userId: number): ChatMemberRow | undefined {
  return db.chat_member.findFirst((q) => q.where((row) => row.room_id === roomId && row.user_id === userId))
}

export function readPointerOf(roomId: number, userId: number): number {
  return memberStateOf(roomId, userId)?.read_chat_id ?? 0
}

/** Changes (or makes) a member's state of a room; one row per pair, however many calls race. */
export function saveMemberState(roomId: number, userId: number, change: (draft: ChatMemberRow) => void): Promise<ChatMemberRow> {
  return withSpaceLock([spaceKeys.memberState(roomId, userId)], () => writeMemberState(roomId, userId, change))
}

async function writeMemberState(roomId: number, userId: number, change: (draft: ChatMemberRow) => void): Promise<ChatMemberRow> {
  const stamp = nowIso()
  const existing = memberStateOf(roomId, userId)
  if (!existing) {
    const row: ChatMemberRow = { id: nextId('chat_member'), room_id: roomId, user_id: userId, read_chat_id: 0, muted: false, left_at: null, updated_at: stamp }
    change(row)
    row.updated_at = stamp
    return db.chat_member.create(row)
  }
  const updated = await db.chat_member.update((q) => q.where((row) => row.id === existing.id), {
    data(draft) {
      change(draft)
      draft.updated_at = stamp
    },
  })
  return updated ?? existing
}
