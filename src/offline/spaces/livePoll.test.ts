// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/api/apiError'
import type { PollResponse } from '@/api/spaces/spaceTypes'
import { runLivePoll, type LivePollHooks } from './livePoll'
import type { SpacesServer } from './spacesServer'

const empty = (closed = false): PollResponse => ({ events: [], resync: [], presence: [], closed, server_time: '' })

/**
 * The loop alone, with a scripted server: each poll takes the next step of the script. Sleeps are
 * recorded, not waited.
 */
function harness(script: (() => Promise<PollResponse>)[], options: { online?: () => boolean } = {}) {
  const calls: string[] = []
  const sleeps: number[] = []
  const stop = new AbortController()
  let inFlight = 0
  let maxInFlight = 0
  let nudge: () => void = () => undefined
  const server = {
    subscribe: async (body: { room_ids: number[]; subscription_id?: string }) => {
      calls.push(`subscribe ${body.subscription_id ?? 'new'}`)
      return { subscription_id: 's1', rooms: [], presence: [] }
    },
    poll: async () => {
      inFlight += 1
      maxInFlight = Math.max(maxInFlight, inFlight)
      calls.push('poll')
      try {
        const step = script.shift()
        if (!step) {
          stop.abort()
          return empty()
        }
        return await step()
      } finally {
        inFlight -= 1
      }
    },
    unsubscribe: async () => void calls.push('unsubscribe'),
    heartbeat: async () => {
      calls.push('heartbeat')
      return { online_for_seconds: 0 }
    },
  } as Partial<SpacesServer> as SpacesServer
  const hooks: LivePollHooks = {
    server,
    signal: stop.signal,
    rooms: () => [1],
    cursor: () => 5,
    onSubscribed: () => undefined,
    onAnswer: async () => undefined,
    online: options.online ?? (() => true),
    random: () => 0.5,
    // Backoff sleeps are recorded and end at once; the long idle wait ends only when nudged.
    sleep: (ms) => (ms >= 60_000 ? new Promise<void>(() => undefined) : (sleeps.push(ms), Promise.resolve())),
    nudged: () => new Promise((resolve) => (nudge = resolve)),
  }
  return { hooks, calls, sleeps, stop, maxInFlight: () => maxInFlight, nudge: () => nudge() }
}

describe('live poll loop', () => {
  it('beats once at start, subscribes once, and polls one request at a time', async () => {
    const h = harness([async () => empty(), async () => empty(), async () => empty()])
    await runLivePoll(h.hooks)
    expect(h.calls).toEqual(['heartbeat', 'subscribe new', 'poll', 'poll', 'poll', 'poll', 'unsubscribe'])
    expect(h.maxInFlight()).toBe(1)
  })

  it('subscribes again after a 410 and after a closed answer', async () => {
    const h = harness([
      async () => {
        throw new ApiError(410, 'Gone', {}, { code: 'SUBSCRIPTION_GONE' })
      },
      async () => empty(true),
      async () => empty(),
    ])
    await runLivePoll(h.hooks)
    expect(h.calls.filter((call) => call.startsWith('subscribe'))).toEqual(['subscribe new', 'subscribe new', 'subscribe new'])
    expect(h.sleeps).toEqual([])
  })

  it('backs off after network errors and server faults, longer each time, and starts over after a success', async () => {
    const h = harness([
      async () => {
        throw new ApiError(0, 'Network Error')
      },
      async () => {
        throw new ApiError(503, 'Unavailable')
      },
      async () => empty(),
      async () => {
        throw new ApiError(500, 'Oops')
      },
    ])
    await runLivePoll(h.hooks)
    // Equal jitter with random 0.5: 3/4 of 1 s, of 2 s, then of 1 s again.
    expect(h.sleeps).toEqual([750, 1500, 750])
  })

  it('does not poll while the browser is offline, and resumes when nudged', async () => {
    let online = false
    const h = harness([async () => empty()], { online: () => online })
    const running = runLivePoll(h.hooks)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(h.calls).toEqual([])
    online = true
    h.nudge()
    await running
    expect(h.calls).toContain('poll')
  })
})
