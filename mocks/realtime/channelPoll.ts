import { POLL_WAIT_MAX_SECONDS, type PollResponse } from '@/api/spaces/spaceTypes'
import { collect, isEmptyDelivery, presenceFor, type Delivery } from './pollDelivery'
import { nowIso, nowMs } from './spaceStore'
import type { HeldPoll, Subscription } from './subscriptions'

/**
 * One long poll: answers at once when something is due (or `wait` is 0); otherwise holds until a
 * message or read pointer of its spaces arrives (wakeRooms / wakeMember), the wait runs out (at most
 * POLL_WAIT_MAX_SECONDS, under the client's 30 s timeout), a newer poll or an unsubscribe closes
 * it, or its request is aborted (in-page and Node homes; through the service worker and the HTTP
 * middleware msw never aborts, which is why the wait is capped and delivery is by cursor). A
 * second poll on the subscription answers the first at once, empty and `closed`.
 */
export function holdPoll(subscription: Subscription, cursors: ReadonlyMap<number, number>, waitSeconds: number, signal?: AbortSignal): Promise<PollResponse> {
  subscription.held?.close()
  subscription.lastActive = nowMs()

  const answer = (delivery: Delivery, closed: boolean): PollResponse => {
    subscription.lastActive = nowMs()
    return { ...delivery, presence: presenceFor(subscription.roomIds), closed, server_time: nowIso() }
  }

  const first = collect(subscription, cursors)
  const wait = Math.min(Math.max(0, waitSeconds), POLL_WAIT_MAX_SECONDS)
  if (!isEmptyDelivery(first) || wait === 0 || signal?.aborted) return Promise.resolve(answer(first, false))

  return new Promise<PollResponse>((resolve) => {
    let finished = false
    const finish = (delivery: Delivery, closed: boolean) => {
      if (finished) return
      finished = true
      clearTimeout(timer)
      signal?.removeEventListener('abort', onAbort)
      if (subscription.held === held) subscription.held = null
      resolve(answer(delivery, closed))
    }
    const empty: Delivery = { events: [], resync: [] }
    const held: HeldPoll = {
      wake() {
        const delivery = collect(subscription, cursors)
        if (!isEmptyDelivery(delivery)) finish(delivery, false)
      },
      close: () => finish(empty, true),
    }
    // Nobody reads the answer of an aborted request: release the waiter at once.
    const onAbort = () => finish(empty, true)
    const timer = setTimeout(() => finish(collect(subscription, cursors), false), wait * 1000)
    signal?.addEventListener('abort', onAbort, { once: true })
    subscription.held = held
  })
}
