import type { MemberCard } from '@/api/friends/friendTypes'
import type { ChatMessage, ChatQuote, SpaceMember, SpacePresence, SpaceSummary } from '@/api/spaces/spaceTypes'
import type { ChatMessageOp } from '../sync/kinds/chatMessageWrite'
import type { ConversationView, TimelineMessage } from './spacesEngineTypes'
import type { Timeline } from './timelineMerge'

/** A message of the member's not yet confirmed by the server, as this tab shows it. */
export interface LocalMessage {
  op: ChatMessageOp
  state: 'sending' | 'waiting' | 'failed'
  failure: string
}

/** What a conversation's view is drawn from. */
export interface ConversationParts {
  status: ConversationView['status']
  errorKind: ConversationView['errorKind']
  error: string
  space: SpaceSummary | null
  members: SpaceMember[]
  timeline: Timeline
  local: Iterable<LocalMessage>
  savedAt: number | null
  loadingOlder: boolean
  arrivedCount: number
}

const QUOTE_LENGTH = 140

function quoteOf(message: ChatMessage): ChatQuote {
  return { chat_id: message.chat_id, author: message.author, text: message.removed ? '' : message.text.slice(0, QUOTE_LENGTH), removed: message.removed }
}

/**
 * The page's view: sent messages by chat_id, then the member's unsent ones in the order written
 * (a local copy with chat_id 0, the member as author, and the quote when the replied message is
 * held). Keys: the client_id for the member's own messages, so a message keeps its key when the
 * server's copy replaces the local one; author and client_id for others' (client_ids are only
 * unique per author). Presence: the newest heard, else what the member list said.
 */
export function conversationViewOf(parts: ConversationParts, me: number, presence: ReadonlyMap<number, SpacePresence>): ConversationView {
  const author: MemberCard = parts.members.find((member) => member.user_id === me)?.card ?? { id: me, first_name: '', last_name: '', photo: '' }
  const sent: TimelineMessage[] = parts.timeline.messages.map((message) => ({
    key: message.author.id === me ? message.client_id : `${message.author.id}:${message.client_id}`,
    state: 'sent',
    message,
    failure: '',
  }))
  const byChatId = new Map(parts.timeline.messages.map((message) => [message.chat_id, message]))
  const unsent: TimelineMessage[] = [...parts.local]
    .sort((a, b) => a.op.madeAt - b.op.madeAt)
    .map((local) => {
      const replied = local.op.replyTo === null ? undefined : byChatId.get(local.op.replyTo)
      return {
        key: local.op.clientId,
        state: local.state,
        failure: local.failure,
        message: {
          room_id: local.op.roomId,
          chat_id: 0,
          client_id: local.op.clientId,
          author,
          date: new Date(local.op.madeAt).toISOString(),
          text: local.op.text,
          reply_to: replied ? quoteOf(replied) : null,
          move: null,
          removed: false,
        },
      }
    })
  const members = parts.members.map((member) => ({ ...member, ...(presence.get(member.user_id) ?? {}) }))
  return {
    status: parts.status,
    space: parts.space,
    members,
    messages: [...sent, ...unsent],
    hasOlder: parts.timeline.hasOlder,
    loadingOlder: parts.loadingOlder,
    savedAt: parts.savedAt,
    error: parts.error,
    errorKind: parts.errorKind,
    arrivedCount: parts.arrivedCount,
    presence: new Map(members.map((member) => [member.user_id, { user_id: member.user_id, online: member.online, last_seen: member.last_seen }])),
  }
}
