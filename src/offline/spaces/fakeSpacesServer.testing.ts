import { ApiError } from '@/api/apiError'
import type { PollQuery } from '@/api/spaces/channelApi'
import type { HistoryQuery } from '@/api/spaces/roomsApi'
import type { ChatMessage, HistoryResponse, PollResponse, SendMessageBody, SpaceMember, SpaceSummary } from '@/api/spaces/spaceTypes'
import { chatMessage, memberCard, spaceSummary } from './spacesFixtures.testing'
import type { SpacesServer } from './spacesServer'

/**
 * An in-memory server with the protocol's rules (idempotent send by client_id, delivery by cursor,
 * held polls woken by a new message, 410 for a gone subscription, resync for far cursors), small
 * enough to read, and switches for the failures the engine must survive.
 */
export class FakeSpacesServer {
  readonly me: number
  readonly rooms = new Map<number, { summary: SpaceSummary; messages: ChatMessage[]; members: SpaceMember[] }>()
  online = true
  /** Polls in flight now, and the most there ever were at once. */
  inFlight = 0
  maxInFlight = 0
  readonly calls: string[] = []
  /** The next poll answers 410 SUBSCRIPTION_GONE. */
  goneNext = false
  /** Rooms the next poll answers `resync` for. */
  readonly resyncNext = new Set<number>()
  /** Rooms where sending is refused (403). */
  readonly refuseSend = new Set<number>()
  private subscriptions = new Map<string, number[]>()
  private nextSubscription = 1
  private waiters = new Set<() => void>()

  constructor(me = 7, roomIds: number[] = [1]) {
    this.me = me
    for (const id of roomIds) {
      this.rooms.set(id, {
        summary: spaceSummary(id),
        messages: [],
        members: [me, 8].map((userId) => ({ user_id: userId, online: false, last_seen: null, card: memberCard(userId), role: 'member' as const })),
      })
    }
  }

  private room(roomId: number) {
    const room = this.rooms.get(roomId)
    if (!room) throw new ApiError(403, "You're not a member of this space.")
    return room
  }

  private async gate(name: string): Promise<void> {
    this.calls.push(name)
    await Promise.resolve()
    if (!this.online) throw new ApiError(0, 'Network Error')
  }

  /** Another member (or this one, from another device) writes: wakes held polls. */
  write(roomId: number, authorId = 8, clientId?: string, text?: string): ChatMessage {
    const room = this.room(roomId)
    const key = clientId ?? `srv-${roomId}-${room.messages.length + 1}`
    const stored = room.messages.find((message) => message.client_id === key && message.author.id === authorId)
    if (stored) return stored
    const message = chatMessage(room.messages.length + 1, { roomId, client_id: key, authorId, text })
    room.messages.push(message)
    room.summary = { ...room.summary, latest_chat_id: message.chat_id, last_message: message, activity_at: message.date }
    for (const wake of [...this.waiters]) wake()
    return message
  }

  messagesOf(roomId: number): ChatMessage[] {
    return this.room(roomId).messages
  }

  private history({ roomId, before }: HistoryQuery): HistoryResponse {
    const all = this.room(roomId).messages
    const older = before === undefined ? all : all.filter((message) => message.chat_id < before)
    const messages = older.slice(-20)
    return { room_id: roomId, messages, latest_chat_id: all.length, has_older: older.length > messages.length }
  }

  private answerPoll(rooms: number[], cursors: ReadonlyMap<number, number>): PollResponse | null {
    const events: PollResponse['events'] = []
    const resync = rooms.filter((roomId) => this.resyncNext.delete(roomId))
    for (const roomId of rooms) {
      if (resync.includes(roomId)) continue
      const cursor = cursors.get(roomId) ?? 0
      for (const message of this.room(roomId).messages) if (message.chat_id > cursor) events.push({ type: 'message', message })
    }
    if (events.length === 0 && resync.length === 0) return null
    return { events, resync, presence: [], closed: false, server_time: new Date().toISOString() }
  }

  readonly server: SpacesServer = {
    getMySpaces: async () => {
      await this.gate('room/my')
      return { spaces: [...this.rooms.values()].map((room) => room.summary), version: 1 }
    },
    catchUpSpaces: async () => {
      await this.gate('room/poll')
      return { changed: [...this.rooms.values()].map((room) => room.summary), gone: [], version: 2, unread_total: 0 }
    },
    openSpace: async (body) => {
      await this.gate('room')
      if (!('room_id' in body)) throw new ApiError(400, 'Not in this fake.')
      const room = this.room(body.room_id)
      return { space: room.summary, members: room.members }
    },
    getHistory: async (query) => {
      await this.gate(`chat ${query.roomId}${query.before ? ` before ${query.before}` : ''}`)
      return this.history(query)
    },
    sendMessage: async (body: SendMessageBody) => {
      await this.gate(`send ${body.client_id}`)
      if (this.refuseSend.has(body.room_id)) throw new ApiError(403, "You can't write in this space anymore.")
      const before = this.room(body.room_id).messages.length
      const message = this.write(body.room_id, this.me, body.client_id, body.text)
      return { message, duplicate: this.room(body.room_id).messages.length === before }
    },
    updateSpace: async (roomId, muted) => {
      await this.gate('mute')
      const room = this.room(roomId)
      room.summary = { ...room.summary, muted }
      return { space: room.summary }
    },
    leaveSpace: async (roomId) => {
      await this.gate('leave')
      this.rooms.delete(roomId)
    },
    reportMessage: async () => {
      await this.gate('report')
    },
    subscribe: async (body) => {
      await this.gate('subscribe')
      for (const roomId of body.room_ids) this.room(roomId)
      const id = body.subscription_id && this.subscriptions.has(body.subscription_id) ? body.subscription_id : `sub-${this.nextSubscription++}`
      this.subscriptions.set(id, body.room_ids)
      return { subscription_id: id, rooms: body.room_ids.map((roomId) => ({ room_id: roomId, latest_chat_id: this.room(roomId).messages.length, read_chat_id: 0 })), presence: [] }
    },
    poll: async (query: PollQuery, signal: AbortSignal) => {
      this.inFlight += 1
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight)
      try {
        await this.gate('poll')
        const rooms = this.subscriptions.get(query.subscriptionId)
        if (!rooms || this.goneNext) {
          this.goneNext = false
          this.subscriptions.delete(query.subscriptionId)
          throw new ApiError(410, 'This subscription has ended.', {}, { code: 'SUBSCRIPTION_GONE' })
        }
        for (;;) {
          const answer = this.answerPoll(rooms, query.cursors)
          if (answer) return answer
          // Held until something arrives or the client gives up (the fake holds without a time limit).
          await new Promise<void>((resolve, reject) => {
            const wake = () => {
              this.waiters.delete(wake)
              resolve()
            }
            this.waiters.add(wake)
            signal.addEventListener(
              'abort',
              () => {
                this.waiters.delete(wake)
                reject(new ApiError(0, 'canceled'))
              },
              { once: true },
            )
          })
          if (!this.subscriptions.has(query.subscriptionId)) return { events: [], resync: [], presence: [], closed: true, server_time: new Date().toISOString() }
        }
      } finally {
        this.inFlight -= 1
      }
    },
    unsubscribe: async (subscriptionId) => {
      this.calls.push('unsubscribe')
      this.subscriptions.delete(subscriptionId)
      for (const wake of [...this.waiters]) wake()
    },
    heartbeat: async () => {
      await this.gate('online')
      return { online_for_seconds: 0 }
    },
    markRead: async (body) => {
      await this.gate(`read ${body.room_id}:${body.chat_id}`)
      return { room_id: body.room_id, read_chat_id: body.chat_id, unread: 0 }
    },
  }

  /** Wakes held polls (e.g. after resyncNext was set). */
  wake(): void {
    for (const wake of [...this.waiters]) wake()
  }
}
