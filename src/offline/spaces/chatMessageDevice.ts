import type { OfflineDb } from '../store/offlineSchema'
import type { ChatMessageOp, ChatMessageOutcome, ChatMessageServer } from '../sync/kinds/chatMessageWrite'
import { readRoomCopy, saveRoomCopy, saveUnsent } from './spacesStore'
import { applyMessage, EMPTY_TIMELINE } from './timelineMerge'

/**
 * What becomes of a queued message on the device, whichever sends it (the spaces engine at once, or
 * the sync engine when the network returns): a sent one joins its space's copy, a refused one is kept
 * as failed. The spaces engine of this tab hears it at once; other tabs through the channel below.
 */

export type ChatOutcomeListener = (write: ChatMessageOp, outcome: ChatMessageOutcome) => void

const listeners = new Set<ChatOutcomeListener>()
const CHANNEL = 'movetime-spaces-outbox'
let channel: BroadcastChannel | null = null

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel !== 'function') return channel
  channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (event: MessageEvent<{ write: ChatMessageOp; outcome: ChatMessageOutcome }>) => tell(event.data.write, event.data.outcome)
  return channel
}

function tell(write: ChatMessageOp, outcome: ChatMessageOutcome): void {
  for (const listener of listeners) {
    try {
      listener(write, outcome)
    } catch (error) {
      console.warn('[spaces] an outcome listener failed', error)
    }
  }
}

/**
 * Hears every queued message's outcome, in this tab and the others. The channel is open only while
 * someone listens, so a page without spaces keeps nothing open (back/forward cache).
 */
export function onChatOutcome(listener: ChatOutcomeListener): () => void {
  listeners.add(listener)
  openChannel()
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && channel) {
      channel.close()
      channel = null
    }
  }
}

export async function settleOnDevice(db: OfflineDb, write: ChatMessageOp, outcome: ChatMessageOutcome): Promise<void> {
  if ('sent' in outcome) {
    const copy = await readRoomCopy(db, write.roomId)
    const timeline = copy ? { messages: copy.messages, cursor: copy.cursor, hasOlder: copy.hasOlder } : EMPTY_TIMELINE
    await saveRoomCopy(db, write.roomId, { space: copy?.space ?? null, members: copy?.members ?? [], timeline: applyMessage(timeline, outcome.sent) })
  } else {
    await saveUnsent(db, { roomId: write.roomId, clientId: write.clientId, text: write.text, replyTo: write.replyTo, madeAt: write.madeAt, state: 'failed', failure: outcome.refused })
  }
  tell(write, outcome)
  // The other tabs, even when nobody here listens (the sync engine sent it from another page).
  const posting = channel ?? (typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null)
  try {
    posting?.postMessage({ write, outcome })
  } catch {
    // Closed meanwhile: the other tabs see it on their next read.
  } finally {
    if (posting && posting !== channel) posting.close()
  }
}

/** The chat part of a sync transport: sends through `send`, settles on this device. */
export function chatMessageTransport(db: OfflineDb, send: ChatMessageServer['sendChatMessage']): ChatMessageServer {
  return {
    sendChatMessage: send,
    settleChatMessage: (write, outcome) => settleOnDevice(db, write, outcome),
  }
}
