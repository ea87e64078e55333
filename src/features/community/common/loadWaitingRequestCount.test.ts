import { http as mswHttp } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { server } from '@mocks/node'
import { signInAsMember } from '@tests/support/memberSession'
import { loadWaitingRequestCount } from './loadWaitingRequestCount'
import { clearWaitingRequestCount, setWaitingRequestCount, waitingRequestCountOf } from './waitingRequestCount'

/* The seed: Priya's request waits for the demo member, so the server counts 1. */

/** Holds the server's answer to the requests read until `release()`; the real handler answers then. */
function holdRequestsRead(): { release: () => void; asked: Promise<void> } {
  let release = () => {}
  let markAsked = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  const asked = new Promise<void>((resolve) => (markAsked = resolve))
  server.use(
    mswHttp.get(
      '*/v3/api/custom/movetime/friend-req',
      async () => {
        markAsked()
        await gate
        // Falls through to the mock's own handler, which answers with what it knew when asked.
        return undefined
      },
      { once: true },
    ),
  )
  return { release, asked }
}

afterEach(() => clearWaitingRequestCount())

describe('loadWaitingRequestCount', () => {
  it('publishes the count it read', async () => {
    const userId = await signInAsMember()
    await loadWaitingRequestCount(userId, new AbortController().signal)
    expect(waitingRequestCountOf(userId)).toBe(1)
  })

  it('leaves a count published while it read: the friends page answered after the read began', async () => {
    const userId = await signInAsMember()
    const held = holdRequestsRead()
    const reading = loadWaitingRequestCount(userId, new AbortController().signal)
    await held.asked
    // The member accepts on the friends page, which publishes what it now knows.
    setWaitingRequestCount(userId, 0)
    held.release()
    await reading
    expect(waitingRequestCountOf(userId)).toBe(0)
  })

  it('publishes nothing once stopped', async () => {
    const userId = await signInAsMember()
    const controller = new AbortController()
    const held = holdRequestsRead()
    const reading = loadWaitingRequestCount(userId, controller.signal)
    await held.asked
    controller.abort()
    held.release()
    await reading
    expect(waitingRequestCountOf(userId)).toBeNull()
  })
})
