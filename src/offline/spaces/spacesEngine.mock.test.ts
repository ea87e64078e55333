import { waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getHistory } from '@/api/spaces/roomsApi'
import { setMockOffline } from '@tests/support/mockBackend'
import { signInAsMember } from '@tests/support/memberSession'
import { DEMO_ACCOUNTS } from '@mocks/db/seed'
import { SEED_SPACE_IDS } from '@mocks/db/seedSpaces'
import { say } from '@mocks/handlers/realtime/realtimeCalls.testing'
import { signIn } from '@mocks/testing/callMock'
import { offlineSession } from '../session/offlineSession'
import { queuedChatMessages } from '../sync/kinds/chatMessageWrite'
import { spacesEngine } from './spacesEngine'
import type { SpacesEngine } from './spacesEngineTypes'

/**
 * The member's real engine (API client, device store, outbox) against the mock's realtime
 * handlers in the Node home (msw/node, reseeded per test). Maya (1) and Jordan (3) are in Morning
 * Movers (space 1, 17 seeded messages); Maya is not in Lunch Break (space 3).
 */
const MOVERS = SEED_SPACE_IDS.morningMovers
const LUNCH = SEED_SPACE_IDS.lunchBreak
const MOVERS_SEEDED = 17

let online = true
const stops: (() => void)[] = []

beforeEach(async () => {
  online = true
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online)
  await signInAsMember()
})

afterEach(async () => {
  for (const stop of stops.splice(0)) stop()
  await setMockOffline(false)
})

const texts = (engine: SpacesEngine, roomId: number = MOVERS) => engine.conversationView(roomId).messages.map((item) => item.message.text)
const states = (engine: SpacesEngine, roomId: number = MOVERS) => engine.conversationView(roomId).messages.map((item) => item.state)

function watch(engine: SpacesEngine, roomId: number): void {
  stops.push(engine.watchConversation(roomId, () => undefined))
}

async function serverTexts(roomId: number): Promise<string[]> {
  return (await getHistory({ roomId, limit: 100 })).messages.map((message) => message.text)
}

describe('spaces engine against the mock backend', () => {
  it('opens a space, receives another member’s messages live in order, and sends its own once', async () => {
    const engine = spacesEngine()
    stops.push(engine.watchList(() => undefined))
    watch(engine, MOVERS)
    await waitFor(() => expect(engine.conversationView(MOVERS).status).toBe('ready'))
    await waitFor(() => expect(texts(engine)).toHaveLength(MOVERS_SEEDED))

    const jordan = await signIn(DEMO_ACCOUNTS.second)
    for (const text of ['one', 'two', 'three']) await say(jordan, MOVERS, text)
    await waitFor(() => expect(texts(engine).slice(-3)).toEqual(['one', 'two', 'three']))
    expect(engine.conversationView(MOVERS).arrivedCount).toBe(3)
    expect(engine.listView().spaces.find((space) => space.id === MOVERS)?.last_message?.text).toBe('three')

    await engine.send(MOVERS, 'Hello from the engine', null)
    await waitFor(() => expect(states(engine).at(-1)).toBe('sent'))
    expect(texts(engine).filter((text) => text === 'Hello from the engine')).toHaveLength(1)
    expect((await serverTexts(MOVERS)).filter((text) => text === 'Hello from the engine')).toHaveLength(1)
  })

  it('keeps messages written offline waiting, then sends each once, in order, when the network returns', async () => {
    const engine = spacesEngine()
    watch(engine, MOVERS)
    await waitFor(() => expect(texts(engine)).toHaveLength(MOVERS_SEEDED))

    online = false
    await setMockOffline(true)
    for (const text of ['offline 1', 'offline 2', 'offline 3']) await engine.send(MOVERS, text, null)
    expect(states(engine).slice(-3)).toEqual(['waiting', 'waiting', 'waiting'])
    const session = offlineSession()
    if (!session) throw new Error('not signed in')
    expect(await queuedChatMessages((await session).db)).toHaveLength(3)

    online = true
    await setMockOffline(false)
    window.dispatchEvent(new Event('online'))
    await waitFor(() => expect(states(engine).slice(-3)).toEqual(['sent', 'sent', 'sent']), { timeout: 5_000 })
    const onServer = (await serverTexts(MOVERS)).filter((text) => text.startsWith('offline'))
    expect(onServer).toEqual(['offline 1', 'offline 2', 'offline 3'])
    expect(texts(engine).filter((text) => text.startsWith('offline'))).toEqual(['offline 1', 'offline 2', 'offline 3'])
  })

  it('shows a refused message as failed with the server’s words, and a space the member is not in as not found', async () => {
    const engine = spacesEngine()
    watch(engine, LUNCH)
    await waitFor(() => expect(engine.conversationView(LUNCH).errorKind).toBe('notFound'))
    await engine.send(LUNCH, 'let me in', null)
    await waitFor(() => expect(states(engine, LUNCH)).toEqual(['failed']))
    expect(engine.conversationView(LUNCH).messages[0]?.failure).toBe("You're not a member of this space.")
  })
})
