import { errorMessage } from '@/api/apiError'
import type { OfflineDb } from '../store/offlineSchema'
import { chatMessageWrite, newChatMessageOp, queueChatMessage, queuedChatMessages, unqueueChatMessage, type ChatMessageOp, type ChatMessageOutcome } from '../sync/kinds/chatMessageWrite'
import { classifyFailure } from '../sync/syncErrors'
import { chatMessageTransport, onChatOutcome } from './chatMessageDevice'
import type { LocalMessage } from './conversationViewOf'
import type { SpaceListState } from './spaceListState'
import { notifyRoom, roomState, type SpacesEngineState } from './spacesEngineState'
import { deleteUnsent } from './spacesStore'
import { applyMessage } from './timelineMerge'

/** By name: IndexedDB shims (and other realms) throw DOMExceptions that are not this realm's. */
const isClosedDatabase = (error: unknown) => typeof error === 'object' && error !== null && 'name' in error && error.name === 'InvalidStateError'

export interface ChatOutbox {
  /** Sends this member's queued messages in the order written; stops at the first passing failure. */
  flushOutbox(): Promise<void>
  /** Shows a checked message at once, then queues and sends it. */
  send(roomId: number, text: string, replyTo: number | null): Promise<void>
  retry(roomId: number, key: string): Promise<void>
  discard(roomId: number, key: string): Promise<void>
  /** The network came back: what waited is on its way again. */
  markWaitingAsSending(): void
  dispose(): void
}

/** Sending: the outbox queue, send now, outcomes, retry and discard, waiting and sending states. */
export function createChatOutbox(state: SpacesEngineState, list: SpaceListState): ChatOutbox {
  const { server } = state
  let flushing: Promise<void> | null = null
  const chatServer = (db: OfflineDb) => chatMessageTransport(db, async (body) => (await server.sendMessage(body)).message)

  function flushOutbox(): Promise<void> {
    flushing ??= (async () => {
      try {
        const db = await state.db().catch(() => null)
        if (!db) return
        for (const write of await queuedChatMessages(db)) {
          if (state.disposed) return
          setLocalState(write.roomId, write.clientId, 'sending')
          try {
            await chatMessageWrite.send(write, chatServer(db))
          } catch (error) {
            markWaiting()
            if (classifyFailure(error) !== 'auth-required') state.requestSync()
            return
          }
          if (state.disposed) return
          await unqueueChatMessage(db, write.clientId)
        }
      } catch (error) {
        // The member's database closed under a send (signed out, another member signed in): the
        // write stays queued (safe to send again by its client_id) or went with the wiped store.
        if (!isClosedDatabase(error)) throw error
      } finally {
        flushing = null
      }
    })()
    return flushing
  }

  function setLocalState(roomId: number, clientId: string, next: LocalMessage['state'], failure = ''): void {
    const room = state.rooms.get(roomId)
    const local = room?.local.get(clientId)
    if (!room || !local || (local.state === next && local.failure === failure)) return
    room.local.set(clientId, { ...local, state: next, failure })
    notifyRoom(room)
  }

  function moveLocalStates(from: LocalMessage['state'], to: LocalMessage['state']): void {
    for (const room of state.rooms.values()) {
      let changed = false
      for (const [clientId, local] of room.local) {
        if (local.state === from) {
          room.local.set(clientId, { ...local, state: to })
          changed = true
        }
      }
      if (changed) notifyRoom(room)
    }
  }

  const markWaiting = () => moveLocalStates('sending', 'waiting')

  /** What became of a queued message, sent from this tab, the sync engine, or another tab. */
  function onOutcome(write: ChatMessageOp, outcome: ChatMessageOutcome): void {
    const room = state.rooms.get(write.roomId)
    if (!room) return
    if ('sent' in outcome) {
      room.timeline = applyMessage(room.timeline, outcome.sent)
      room.local.delete(write.clientId)
      list.listSawMessage(outcome.sent)
    } else {
      room.local.set(write.clientId, { op: write, state: 'failed', failure: outcome.refused })
    }
    notifyRoom(room)
  }
  const stopOutcomes = onChatOutcome(onOutcome)

  async function queueAndSend(op: ChatMessageOp): Promise<void> {
    const db = await state.db().catch(() => null)
    if (db) {
      await queueChatMessage(db, op)
      if (state.online()) void flushOutbox()
      return
    }
    // No device store (private mode): send directly, and say so if it fails.
    try {
      const answer = await server.sendMessage({ room_id: op.roomId, client_id: op.clientId, text: op.text, reply_to: op.replyTo })
      onOutcome(op, { sent: answer.message })
    } catch (error) {
      onOutcome(op, { refused: errorMessage(error) })
    }
  }

  return {
    flushOutbox,
    async send(roomId, text, replyTo) {
      const op = newChatMessageOp(roomId, text, replyTo, crypto.randomUUID(), state.now())
      const room = roomState(state, roomId)
      room.local.set(op.clientId, { op, state: state.online() ? 'sending' : 'waiting', failure: '' })
      notifyRoom(room)
      await queueAndSend(op)
    },
    async retry(roomId, key) {
      const room = roomState(state, roomId)
      const local = room.local.get(key)
      if (!local || local.state !== 'failed') return
      room.local.set(key, { ...local, state: state.online() ? 'sending' : 'waiting', failure: '' })
      notifyRoom(room)
      const db = await state.db().catch(() => null)
      if (db) await deleteUnsent(db, key)
      // The same client_id: if the first attempt reached the server after all, this returns it.
      await queueAndSend(local.op)
    },
    async discard(roomId, key) {
      const room = roomState(state, roomId)
      if (!room.local.delete(key)) return
      notifyRoom(room)
      const db = await state.db().catch(() => null)
      if (db) await Promise.all([deleteUnsent(db, key), unqueueChatMessage(db, key)])
    },
    markWaitingAsSending: () => moveLocalStates('waiting', 'sending'),
    dispose: stopOutcomes,
  }
}
