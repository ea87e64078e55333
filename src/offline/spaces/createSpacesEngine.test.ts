import { afterEach, describe, expect, it, vi } from 'vitest'
import { FakeChannelHub, FakeLocks, FakePage } from '@/lib/tabs/tabFakes.testing'
import { openOfflineDb } from '../store/offlineDb'
import { freshDbName } from '../store/offlineFixtures.testing'
import type { OfflineDb } from '../store/offlineSchema'
import { queuedChatMessages } from '../sync/kinds/chatMessageWrite'
import { createSpacesEngine, type DisposableSpacesEngine } from './createSpacesEngine'
import { FakeSpacesServer } from './fakeSpacesServer.testing'
import { readRoomCopy, readUnsent, saveSpaceList } from './spacesStore'
import { spaceSummary } from './spacesFixtures.testing'

const engines: DisposableSpacesEngine[] = []
afterEach(() => {
  for (const engine of engines.splice(0)) engine.dispose()
})

const fastSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, Math.min(ms, 5))
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

interface Browser {
  locks: FakeLocks
  hub: FakeChannelHub
}

function tab(fake: FakeSpacesServer, db: OfflineDb, browser: Browser = { locks: new FakeLocks(), hub: new FakeChannelHub() }, online = () => fake.online) {
  const page = new FakePage()
  const syncs: string[] = []
  const engine = createSpacesEngine({
    userId: fake.me,
    server: fake.server,
    db: () => Promise.resolve(db),
    requestSync: () => void syncs.push('sync'),
    leader: { locks: browser.locks, openChannel: browser.hub.openChannel, page },
    online,
    sleep: fastSleep,
    random: () => 0.5,
    events: null,
    readDelayMs: 0,
  })
  engines.push(engine)
  return { engine, page, syncs, browser }
}

const texts = (engine: DisposableSpacesEngine, roomId = 1) => engine.conversationView(roomId).messages.map((item) => `${item.message.text}:${item.state}`)

describe('spaces engine', () => {
  it('shows the device copy of the list at once, then the server’s', async () => {
    const fake = new FakeSpacesServer()
    const db = await openOfflineDb(freshDbName())
    await saveSpaceList(db, [spaceSummary(1, { title: 'Saved title' })], 1, 5_000)
    fake.online = false
    const { engine } = tab(fake, db)
    const stop = engine.watchList(() => undefined)
    await vi.waitFor(() => expect(engine.listView().spaces[0]?.title).toBe('Saved title'))
    expect(engine.listView()).toMatchObject({ status: 'ready', savedAt: 5_000 })
    stop()
  })

  it('says why the list could not load, and reads it again when asked', async () => {
    const fake = new FakeSpacesServer()
    const db = await openOfflineDb(freshDbName())
    fake.online = false
    const { engine } = tab(fake, db, undefined, () => true)
    const stop = engine.watchList(() => undefined)
    await vi.waitFor(() => expect(engine.listView().status).toBe('error'))
    fake.online = true
    await engine.reloadList()
    expect(engine.listView()).toMatchObject({ status: 'ready', savedAt: null, error: '' })
    expect(engine.listView().spaces.map((space) => space.id)).toEqual([1])
    stop()
  })

  it('opens a conversation, then delivers live messages through one poll at a time, updating the list', async () => {
    const fake = new FakeSpacesServer()
    fake.write(1, 8, undefined, 'before')
    const db = await openOfflineDb(freshDbName())
    const { engine } = tab(fake, db)
    const stopList = engine.watchList(() => undefined)
    const stop = engine.watchConversation(1, () => undefined)
    await vi.waitFor(() => expect(texts(engine)).toEqual(['before:sent']))
    await vi.waitFor(() => expect(fake.calls).toContain('poll'))
    for (let index = 1; index <= 5; index++) {
      fake.write(1, 8, undefined, `live ${index}`)
      await vi.waitFor(() => expect(texts(engine)).toContain(`live ${index}:sent`))
    }
    expect(texts(engine)).toEqual(['before:sent', 'live 1:sent', 'live 2:sent', 'live 3:sent', 'live 4:sent', 'live 5:sent'])
    expect(engine.conversationView(1).arrivedCount).toBe(5)
    expect(fake.maxInFlight).toBe(1)
    expect(engine.listView().spaces[0]).toMatchObject({ latest_chat_id: 6, last_message: expect.objectContaining({ text: 'live 5' }) })
    // The device keeps the conversation for offline reading.
    await vi.waitFor(async () => expect((await readRoomCopy(db, 1))?.messages).toHaveLength(6), { timeout: 3_000 })
    stop()
    stopList()
    // The last page closed: the poll ends and the subscription is released.
    await vi.waitFor(() => expect(fake.calls).toContain('unsubscribe'))
    expect(fake.inFlight).toBe(0)
  })

  it('re-reads history when the server says resync, and subscribes again after a 410, keeping its place', async () => {
    const fake = new FakeSpacesServer()
    const db = await openOfflineDb(freshDbName())
    const { engine } = tab(fake, db)
    const stop = engine.watchConversation(1, () => undefined)
    await vi.waitFor(() => expect(fake.calls).toContain('poll'))

    fake.resyncNext.add(1)
    fake.wake()
    await vi.waitFor(() => expect(fake.calls.filter((call) => call === 'chat 1')).toHaveLength(2))
    fake.write(1, 8, undefined, 'after resync')
    await vi.waitFor(() => expect(texts(engine)).toEqual(['after resync:sent']))

    const subscribes = fake.calls.filter((call) => call === 'subscribe').length
    fake.goneNext = true
    fake.write(1, 8, undefined, 'answered before the 410')
    await vi.waitFor(() => expect(texts(engine)).toContain('answered before the 410:sent'))
    fake.write(1, 8, undefined, 'after 410')
    await vi.waitFor(() => expect(texts(engine)).toContain('after 410:sent'))
    expect(fake.calls.filter((call) => call === 'subscribe').length).toBe(subscribes + 1)
    expect(texts(engine)).toEqual(['after resync:sent', 'answered before the 410:sent', 'after 410:sent'])
    expect(fake.maxInFlight).toBe(1)
    stop()
  })

  it('shows a message written offline as waiting, and sends it once when the network returns', async () => {
    const fake = new FakeSpacesServer()
    const db = await openOfflineDb(freshDbName())
    const { engine, syncs } = tab(fake, db)
    const stop = engine.watchConversation(1, () => undefined)
    await vi.waitFor(() => expect(engine.conversationView(1).status).toBe('ready'))
    fake.online = false
    await engine.send(1, '  first offline  ', null)
    await engine.send(1, 'second offline', null)
    expect(texts(engine)).toEqual(['first offline:waiting', 'second offline:waiting'])
    expect(await queuedChatMessages(db)).toHaveLength(2)
    expect(syncs).toEqual([])

    fake.online = true
    engine.reconnected()
    await vi.waitFor(() => expect(texts(engine)).toEqual(['first offline:sent', 'second offline:sent']))
    expect(fake.messagesOf(1).map((message) => message.text)).toEqual(['first offline', 'second offline'])
    expect(await queuedChatMessages(db)).toEqual([])
    // Sent again (another tab, the sync engine): still one each.
    engine.reconnected()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(fake.messagesOf(1)).toHaveLength(2)
    stop()
  })

  it('turns a refused message into failed with the server’s words; retry sends it with the same client_id', async () => {
    const fake = new FakeSpacesServer()
    const db = await openOfflineDb(freshDbName())
    const { engine } = tab(fake, db)
    const stop = engine.watchConversation(1, () => undefined)
    await vi.waitFor(() => expect(engine.conversationView(1).status).toBe('ready'))
    fake.refuseSend.add(1)
    await engine.send(1, 'refused', null)
    await vi.waitFor(() => expect(texts(engine)).toEqual(['refused:failed']))
    const failed = engine.conversationView(1).messages[0]
    expect(failed?.failure).toBe("You can't write in this space anymore.")
    expect((await readUnsent(db, 1)).map((record) => record.clientId)).toEqual([failed?.key])

    fake.refuseSend.delete(1)
    await engine.retry(1, failed?.key ?? '')
    await vi.waitFor(() => expect(texts(engine)).toEqual(['refused:sent']))
    expect(fake.messagesOf(1)[0]?.client_id).toBe(failed?.key)
    expect(await readUnsent(db)).toEqual([])

    // Discarding a failed one removes it everywhere.
    fake.refuseSend.add(1)
    await engine.send(1, 'to delete', null)
    await vi.waitFor(() => expect(texts(engine)).toContain('to delete:failed'))
    const key = engine.conversationView(1).messages.find((item) => item.state === 'failed')?.key ?? ''
    await engine.discard(1, key)
    expect(texts(engine)).toEqual(['refused:sent'])
    expect(await readUnsent(db)).toEqual([])
    stop()
  })

  it('refuses empty and too long text with words for the member, showing nothing', async () => {
    const fake = new FakeSpacesServer()
    const { engine } = tab(fake, await openOfflineDb(freshDbName()))
    await expect(engine.send(1, '   ', null)).rejects.toThrow('Write a message first.')
    await expect(engine.send(1, 'x'.repeat(2001), null)).rejects.toThrow(/at most 2,000 characters/)
    expect(engine.conversationView(1).messages).toEqual([])
  })

  it('moves the read pointer forward only, and updates the list’s unread', async () => {
    const fake = new FakeSpacesServer()
    fake.rooms.get(1)!.summary = spaceSummary(1, { unread: 3, latest_chat_id: 3 })
    const { engine } = tab(fake, await openOfflineDb(freshDbName()))
    const stop = engine.watchList(() => undefined)
    await vi.waitFor(() => expect(engine.listView().spaces[0]?.unread).toBe(3))
    engine.markRead(1, 2)
    engine.markRead(1, 3)
    engine.markRead(1, 1)
    await vi.waitFor(() => expect(engine.listView().spaces[0]).toMatchObject({ unread: 0, read_chat_id: 3 }))
    expect(fake.calls.filter((call) => call.startsWith('read'))).toEqual(['read 1:3'])
    engine.markRead(1, 2)
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(fake.calls.filter((call) => call.startsWith('read'))).toEqual(['read 1:3'])
    stop()
  })

  it('polls from one tab of two, shares what it gets, and hands over when that tab is hidden', async () => {
    const fake = new FakeSpacesServer()
    const browser = { locks: new FakeLocks(), hub: new FakeChannelHub() }
    const first = tab(fake, await openOfflineDb(freshDbName()), browser)
    const second = tab(fake, await openOfflineDb(freshDbName()), browser)
    const stopFirst = first.engine.watchConversation(1, () => undefined)
    const stopSecond = second.engine.watchConversation(1, () => undefined)
    await vi.waitFor(() => expect(fake.inFlight).toBe(1))
    fake.write(1, 8, undefined, 'to both')
    await vi.waitFor(() => expect(texts(second.engine)).toEqual(['to both:sent']))
    await vi.waitFor(() => expect(texts(first.engine)).toEqual(['to both:sent']))
    expect(fake.maxInFlight).toBe(1)

    // The polling tab goes away: the other takes over and still gets every message.
    first.page.hide()
    await vi.waitFor(() => expect(fake.calls.filter((call) => call === 'subscribe').length).toBe(2))
    fake.write(1, 8, undefined, 'after handover')
    await vi.waitFor(() => expect(texts(second.engine)).toEqual(['to both:sent', 'after handover:sent']))
    expect(fake.maxInFlight).toBe(1)
    stopFirst()
    stopSecond()
  })

  it('subscribes the spaces a follower knows, even when the polling tab’s own list lacks them', async () => {
    const fake = new FakeSpacesServer(7, [1])
    const browser = { locks: new FakeLocks(), hub: new FakeChannelHub() }
    const leading = tab(fake, await openOfflineDb(freshDbName()), browser)
    const stopLeader = leading.engine.watchList(() => undefined)
    await vi.waitFor(() => expect(fake.inFlight).toBe(1))

    // A space made after the polling tab read its list (a friend opened a direct space).
    const room2 = new FakeSpacesServer(7, [2]).rooms.get(2)
    if (room2) fake.rooms.set(2, room2)
    const following = tab(fake, await openOfflineDb(freshDbName()), browser)
    const stopFollower = following.engine.watchConversation(2, () => undefined)
    await vi.waitFor(() => expect(following.engine.conversationView(2).status).toBe('ready'))
    await vi.waitFor(() => expect(fake.calls.filter((call) => call === 'subscribe').length).toBe(2))
    fake.write(2, 8, undefined, 'in the new space')
    await vi.waitFor(() => expect(texts(following.engine, 2)).toEqual(['in the new space:sent']))
    expect(fake.maxInFlight).toBe(1)
    stopFollower()
    stopLeader()
  })
})
