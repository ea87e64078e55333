import type { MemberCard } from '@/api/friends/friendTypes'
import type { ChatMessage, SpaceSummary } from '@/api/spaces/spaceTypes'

export function memberCard(id: number): MemberCard {
  return { id, first_name: `Member ${id}`, last_name: 'Test', photo: '' }
}

/** A stored message; `chat_id` doubles as the default client_id's suffix. */
export function chatMessage(chatId: number, options: { roomId?: number; client_id?: string; authorId?: number; text?: string } = {}): ChatMessage {
  return {
    room_id: options.roomId ?? 1,
    chat_id: chatId,
    client_id: options.client_id ?? `c-${chatId}`,
    author: memberCard(options.authorId ?? 2),
    date: new Date(Date.UTC(2025, 0, 1, 12, 0, chatId)).toISOString(),
    text: options.text ?? `Message ${chatId}`,
    reply_to: null,
    move: null,
    removed: false,
  }
}

export function spaceSummary(id: number, overrides: Partial<SpaceSummary> = {}): SpaceSummary {
  return {
    id,
    kind: 'group',
    title: `Space ${id}`,
    photo: '',
    group_id: id,
    other_user_id: null,
    last_message: null,
    latest_chat_id: 0,
    read_chat_id: 0,
    unread: 0,
    muted: false,
    member_count: 2,
    online_count: 0,
    can_leave: false,
    can_send: true,
    send_blocked_reason: '',
    activity_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  }
}
