// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { startOneTabLeader, type OneTabLeader } from './oneTabLeader'
import { FakeChannelHub, FakeLocks, FakePage, settle } from './tabFakes.testing'

type Note = { from: string; text: string }

/** One simulated browser: shared locks and channels; each tab its own page events. */
function browser() {
  const locks = new FakeLocks()
  const hub = new FakeChannelHub()
  const running = new Set<string>()
  const aborted: string[] = []

  function openTab(id: string, heard: Note[] = []) {
    const page = new FakePage()
    const leader: OneTabLeader<Note> = startOneTabLeader<Note>({
      name: 'job',
      locks,
      openChannel: hub.openChannel,
      page,
      lead({ signal, post }) {
        running.add(id)
        post({ from: id, text: 'leading' })
        signal.addEventListener('abort', () => {
          running.delete(id)
          aborted.push(id)
        })
      },
      onMessage: (note) => heard.push(note),
    })
    return { id, page, leader, heard }
  }
  return { locks, hub, running, aborted, openTab }
}

describe('one tab leader', () => {
  it('runs the job in one tab of two, and the other hears it', async () => {
    const b = browser()
    const a = b.openTab('a')
    const c = b.openTab('c')
    await settle()
    expect([...b.running]).toEqual(['a'])
    expect(a.leader.isLeader()).toBe(true)
    expect(c.leader.isLeader()).toBe(false)
    expect(c.heard).toEqual([{ from: 'a', text: 'leading' }])
    expect(a.heard).toEqual([])
  })

  it('carries a follower’s request to the leader and the leader’s news to every follower', async () => {
    const b = browser()
    const a = b.openTab('a')
    const c = b.openTab('c')
    const d = b.openTab('d')
    await settle()
    c.leader.post({ from: 'c', text: 'my rooms changed' })
    a.leader.post({ from: 'a', text: 'a message arrived' })
    await settle()
    expect(a.heard).toContainEqual({ from: 'c', text: 'my rooms changed' })
    expect(c.heard).toContainEqual({ from: 'a', text: 'a message arrived' })
    expect(d.heard).toContainEqual({ from: 'a', text: 'a message arrived' })
    expect(d.heard).toContainEqual({ from: 'c', text: 'my rooms changed' })
  })

  it('hands over when the leader’s tab is hidden: lock released, job aborted, channel closed', async () => {
    const b = browser()
    const a = b.openTab('a')
    const c = b.openTab('c')
    await settle()
    expect(b.hub.openCount()).toBe(2)

    a.page.hide()
    await settle()
    expect(b.aborted).toEqual(['a'])
    expect([...b.running]).toEqual(['c'])
    expect(c.leader.isLeader()).toBe(true)
    expect(a.leader.isLeader()).toBe(false)
    // Nothing left open that would keep the page out of the back/forward cache.
    expect(b.hub.openCount()).toBe(1)

    // Back from the cache: it joins again, as a follower, and hears the leader.
    a.page.show(true)
    await settle()
    expect(a.leader.isLeader()).toBe(false)
    c.leader.post({ from: 'c', text: 'hello again' })
    await settle()
    expect(a.heard).toContainEqual({ from: 'c', text: 'hello again' })
  })

  it('hands over when the leader’s tab closes, and a waiting tab that hides leaves the queue', async () => {
    const b = browser()
    const a = b.openTab('a')
    const c = b.openTab('c')
    const d = b.openTab('d')
    await settle()
    // c hides while waiting: it must not be granted the lock later.
    c.page.hide()
    a.leader.stop()
    await settle()
    expect([...b.running]).toEqual(['d'])
    expect(d.leader.isLeader()).toBe(true)
    expect(c.leader.isLeader()).toBe(false)
  })

  it('leads alone in every tab when the browser has no Web Locks', async () => {
    const hub = new FakeChannelHub()
    const leading: string[] = []
    const tabs = ['a', 'c'].map((id) =>
      startOneTabLeader<Note>({ name: 'job', locks: null, openChannel: hub.openChannel, page: new FakePage(), lead: () => void leading.push(id) }),
    )
    await settle()
    expect(leading).toEqual(['a', 'c'])
    expect(tabs.every((tab) => tab.isLeader())).toBe(true)
    for (const tab of tabs) tab.stop()
  })

  it('keeps the lock while the job has returned, so no second copy starts', async () => {
    const locks = new FakeLocks()
    const starts: string[] = []
    const a = startOneTabLeader({ name: 'job', locks, openChannel: null, page: null, lead: () => void starts.push('a') })
    const c = startOneTabLeader({ name: 'job', locks, openChannel: null, page: null, lead: () => void starts.push('c') })
    await settle()
    expect(starts).toEqual(['a'])
    a.stop()
    await settle()
    expect(starts).toEqual(['a', 'c'])
    expect(locks.holds('job')).toBe(true)
    c.stop()
    await settle()
    expect(locks.holds('job')).toBe(false)
  })

  it('gives the lock back at once on pagehide, while the job is still winding down', async () => {
    const locks = new FakeLocks()
    const page = new FakePage()
    let finishJob: () => void = () => undefined
    startOneTabLeader({
      name: 'job',
      locks,
      openChannel: null,
      page,
      // A job whose last step (a request in flight) ignores the abort for a while.
      lead: ({ signal }) => new Promise<void>((resolve) => signal.addEventListener('abort', () => (finishJob = resolve))),
    })
    await settle()
    expect(locks.holds('job')).toBe(true)
    page.hide()
    await settle()
    expect(locks.holds('job')).toBe(false)
    finishJob()
  })
})
