// @vitest-environment node
import { describe, expect, it } from 'vitest'
import type { SpaceMember } from '@/api/spaces/spaceTypes'
import { newChatMessageOp } from '../sync/kinds/chatMessageWrite'
import { conversationViewOf, type ConversationParts } from './conversationViewOf'
import { chatMessage, memberCard } from './spacesFixtures.testing'

const ME = 7
const member = (id: number): SpaceMember => ({ user_id: id, online: false, last_seen: null, card: memberCard(id), role: 'member' })

function parts(overrides: Partial<ConversationParts> = {}): ConversationParts {
  return {
    status: 'ready',
    errorKind: 'none',
    error: '',
    space: null,
    members: [member(ME), member(8)],
    timeline: { messages: [chatMessage(1, { authorId: 8, client_id: 'same' }), chatMessage(2, { authorId: ME, client_id: 'same' })], cursor: 2, hasOlder: false },
    local: [],
    savedAt: null,
    loadingOlder: false,
    arrivedCount: 0,
    ...overrides,
  }
}

describe('conversation view', () => {
  it('keys the member’s messages by client_id and others’ by author too, so keys never clash', () => {
    const view = conversationViewOf(parts(), ME, new Map())
    expect(view.messages.map((item) => item.key)).toEqual(['8:same', 'same'])
  })

  it('puts unsent messages after the sent ones in the order written, as the member, with the quote they reply to', () => {
    const local = [
      { op: newChatMessageOp(1, 'second', null, 'b', 20), state: 'waiting' as const, failure: '' },
      { op: newChatMessageOp(1, 'first', 1, 'a', 10), state: 'failed' as const, failure: 'No.' },
    ]
    const view = conversationViewOf(parts({ local }), ME, new Map())
    expect(view.messages.map((item) => [item.key, item.state, item.message.chat_id])).toEqual([
      ['8:same', 'sent', 1],
      ['same', 'sent', 2],
      ['a', 'failed', 0],
      ['b', 'waiting', 0],
    ])
    expect(view.messages[2]?.message).toMatchObject({ author: memberCard(ME), reply_to: { chat_id: 1, text: 'Message 1' } })
    expect(view.messages[2]?.failure).toBe('No.')
  })

  it('shows the newest presence heard over the member list’s', () => {
    const view = conversationViewOf(parts(), ME, new Map([[8, { user_id: 8, online: true, last_seen: '2025-01-01T00:00:00Z' }]]))
    expect(view.presence.get(8)).toEqual({ user_id: 8, online: true, last_seen: '2025-01-01T00:00:00Z' })
    expect(view.members.find((item) => item.user_id === 8)?.online).toBe(true)
    expect(view.presence.get(ME)?.online).toBe(false)
  })
})
