import { describe, expect, it } from 'vitest'
import { restore, snapshot } from '@mocks/db/db'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import type { ChatMessageRow } from '@mocks/db/spaceSchemas'
import { SEED_SPACE_IDS } from '@mocks/db/seedSpaces'
import { ok, poll, subscribe } from '@mocks/handlers/realtime/realtimeCalls.testing'
import { signIn } from '@mocks/testing/callMock'
import { heldPollCount } from './subscriptions'

/**
 * The browser home's other tabs: each tab has its own copy of the data, and another tab's write
 * arrives as a whole new snapshot (persistence.reload → restore). A poll held in this tab must
 * wake for it at once, not wait for its timeout.
 */

describe('a write from another tab', () => {
  it('wakes the held poll of this tab with the message it brought', async () => {
    const maya = await signIn()
    const room = SEED_SPACE_IDS.mayaSofia
    const { subscription_id: subscription } = ok(await subscribe(maya, { room_ids: [room] }))
    const started = Date.now()
    const held = poll(maya, { subscription, cursors: { [room]: 5 }, wait: 25 })
    await expect.poll(() => heldPollCount()).toBe(1)

    // What the other tab saved: this tab's data plus Sofia's new message.
    const theirs = snapshot()
    const messages = theirs.tables.chat_message as ChatMessageRow[]
    const id = Math.max(...messages.map((row) => row.id)) + 1
    messages.push({ id, room_id: room, chat_id: 6, client_id: 'other-tab', author_id: DEMO_ACCOUNTS.sofia.id, text: 'From the other tab', reply_to: null, move_id: null, removed: false, date: new Date().toISOString() })
    await restore(theirs)

    const answer = ok(await held)
    expect(Date.now() - started).toBeLessThan(3000)
    expect(answer.events).toEqual([{ type: 'message', message: expect.objectContaining({ chat_id: 6, text: 'From the other tab' }) }])
  })
})
