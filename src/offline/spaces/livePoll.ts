import { ApiError } from '@/api/apiError'
import { HEARTBEAT_SECONDS, POLL_WAIT_MAX_SECONDS, type PollResponse, type SubscribeResponse } from '@/api/spaces/spaceTypes'
import { backoffDelay } from '../sync/backoff'
import type { SpacesServer } from './spacesServer'

/**
 * The polling tab's loop (it runs only in the tab that leads, `oneTabLeader.ts`): subscribe this
 * browser to the member's spaces, long-poll by cursor, hand every answer to the engine, and keep
 * presence alive with heartbeats. Exactly one poll is in flight at a time: the next starts only
 * after the previous settled.
 *
 * - 410 SUBSCRIPTION_GONE (idle too long, server restarted): subscribe again, keep the cursors.
 * - `closed` (released by unsubscribe or by a newer poll on the same subscription): subscribe again
 *   unless this loop is stopping.
 * - Network errors and server faults: back off (equal jitter), and wait for `online` while the
 *   browser is offline.
 * - The set of spaces changed: the held poll is aborted, and the subscription updated in place.
 */
export interface LivePollHooks {
  server: SpacesServer
  /** Aborted when this tab stops leading, or nobody watches anymore. */
  signal: AbortSignal
  /** The spaces to subscribe (every space of the member's). */
  rooms(): number[]
  /** The cursor to ask from in each subscribed space. */
  cursor(roomId: number): number
  onSubscribed(answer: SubscribeResponse): void
  /** Applies an answer (and re-reads history for `resync` spaces) before the next poll starts. */
  onAnswer(answer: PollResponse, asked: ReadonlyMap<number, number>): Promise<void>
  online(): boolean
  random(): number
  sleep(ms: number, signal: AbortSignal): Promise<void>
  /** Resolves when something changed that should end a wait early (online again, rooms changed). */
  nudged(): Promise<void>
}

const BACKOFF_BASE_MS = 1_000
const BACKOFF_MAX_MS = 30_000

const sameRooms = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, index) => id === b[index])

/** 410 is the channel's one "gone" answer (code SUBSCRIPTION_GONE): subscribe again. */
function isGone(error: unknown): boolean {
  return error instanceof ApiError && error.status === 410
}

export async function runLivePoll(hooks: LivePollHooks): Promise<void> {
  const { server, signal } = hooks
  let subscriptionId: string | null = null
  let subscribed: number[] = []
  let failures = 0
  const stopHeartbeat = startHeartbeat(hooks)
  try {
    while (!signal.aborted) {
      const rooms = [...hooks.rooms()].sort((a, b) => a - b)
      if (rooms.length === 0 || !hooks.online()) {
        await Promise.race([hooks.nudged(), hooks.sleep(60_000, signal)])
        continue
      }
      // The held poll ends when the rooms change, so the subscription follows at once.
      const pollAbort = new AbortController()
      const onStop = () => pollAbort.abort()
      signal.addEventListener('abort', onStop, { once: true })
      let settled = false
      const followRooms = () => {
        if (settled || pollAbort.signal.aborted) return
        if (!sameRooms([...hooks.rooms()].sort((a, b) => a - b), rooms)) pollAbort.abort()
        else void hooks.nudged().then(followRooms)
      }
      void hooks.nudged().then(followRooms)
      try {
        if (subscriptionId === null || !sameRooms(rooms, subscribed)) {
          const answer = await server.subscribe(subscriptionId === null ? { room_ids: rooms } : { room_ids: rooms, subscription_id: subscriptionId })
          subscriptionId = answer.subscription_id
          subscribed = rooms
          hooks.onSubscribed(answer)
        }
        const asked = new Map(rooms.map((roomId) => [roomId, hooks.cursor(roomId)]))
        const answer = await server.poll({ subscriptionId, cursors: asked, waitSeconds: POLL_WAIT_MAX_SECONDS }, pollAbort.signal)
        failures = 0
        await hooks.onAnswer(answer, asked)
        // Released by the server (unsubscribed elsewhere, or a newer poll took over): subscribe afresh.
        if (answer.closed) subscriptionId = null
      } catch (error) {
        if (signal.aborted) break
        if (pollAbort.signal.aborted) continue
        if (isGone(error)) {
          subscriptionId = null
          continue
        }
        failures += 1
        await Promise.race([hooks.sleep(backoffDelay(failures, hooks.random, BACKOFF_BASE_MS, BACKOFF_MAX_MS), signal), hooks.nudged()])
      } finally {
        settled = true
        signal.removeEventListener('abort', onStop)
      }
    }
  } finally {
    stopHeartbeat()
    // Releases the held poll on the server at once, so the next leader's poll is not answered late.
    if (subscriptionId !== null) void server.unsubscribe(subscriptionId).catch(() => undefined)
  }
}

/** A heartbeat at once, then every HEARTBEAT_SECONDS ± 5 s, while the loop runs. */
function startHeartbeat(hooks: LivePollHooks): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null
  const beat = () => {
    if (hooks.signal.aborted) return
    if (hooks.online()) void hooks.server.heartbeat().catch(() => undefined)
    const jitterMs = (hooks.random() * 2 - 1) * 5_000
    timer = setTimeout(beat, HEARTBEAT_SECONDS * 1_000 + jitterMs)
  }
  beat()
  return () => {
    if (timer !== null) clearTimeout(timer)
  }
}
