import type { PageEvents, TabChannel, TabLocks } from './oneTabLeader'

/**
 * Stand-ins for a browser's Web Locks, BroadcastChannel and page events (jsdom has none of the
 * first two), shared by every "tab" of one simulated browser.
 */

interface Waiter {
  callback: () => Promise<void>
  resolve: (value: unknown) => void
  reject: (error: unknown) => void
  signal?: AbortSignal
}

/** Exclusive locks as `navigator.locks` grants them: first come, first served; an abort leaves the queue. */
export class FakeLocks implements TabLocks {
  private readonly held = new Set<string>()
  private readonly queues = new Map<string, Waiter[]>()

  holds(name: string): boolean {
    return this.held.has(name)
  }

  request(name: string, options: { mode: 'exclusive'; signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown> {
    return new Promise((resolve, reject) => {
      if (options.signal?.aborted) {
        reject(new DOMException('Aborted', 'AbortError'))
        return
      }
      const waiter: Waiter = { callback, resolve, reject, signal: options.signal }
      const queue = this.queues.get(name) ?? []
      this.queues.set(name, queue)
      queue.push(waiter)
      options.signal?.addEventListener(
        'abort',
        () => {
          const at = queue.indexOf(waiter)
          // Only a waiter still in the queue is rejected; a granted one ends by its callback.
          if (at >= 0) {
            queue.splice(at, 1)
            reject(new DOMException('Aborted', 'AbortError'))
          }
        },
        { once: true },
      )
      this.grant(name)
    })
  }

  private grant(name: string): void {
    if (this.held.has(name)) return
    const next = this.queues.get(name)?.shift()
    if (!next) return
    this.held.add(name)
    void Promise.resolve()
      .then(() => next.callback())
      .then(next.resolve, next.reject)
      .finally(() => {
        this.held.delete(name)
        this.grant(name)
      })
  }
}

/** BroadcastChannels of one browser: a message reaches every other open channel of its name, later, as a structured clone. */
export class FakeChannelHub {
  private readonly open = new Set<{ name: string; channel: FakeChannel }>()
  readonly posted: unknown[] = []

  openChannel = (name: string): TabChannel => {
    const channel = new FakeChannel(this, name)
    this.open.add({ name, channel })
    return channel
  }

  deliver(from: FakeChannel, name: string, message: unknown): void {
    this.posted.push(message)
    for (const entry of [...this.open]) {
      if (entry.name !== name || entry.channel === from) continue
      const copy = structuredClone(message)
      setTimeout(() => {
        if (!entry.channel.closed) entry.channel.onmessage?.(new MessageEvent('message', { data: copy }))
      }, 0)
    }
  }

  remove(channel: FakeChannel): void {
    for (const entry of this.open) if (entry.channel === channel) this.open.delete(entry)
  }

  openCount(): number {
    return this.open.size
  }
}

class FakeChannel implements TabChannel {
  onmessage: ((event: MessageEvent) => void) | null = null
  closed = false

  constructor(
    private readonly hub: FakeChannelHub,
    private readonly name: string,
  ) {}

  postMessage(message: unknown): void {
    if (this.closed) throw new DOMException('Channel is closed', 'InvalidStateError')
    this.hub.deliver(this, this.name, message)
  }

  close(): void {
    this.closed = true
    this.hub.remove(this)
  }
}

/** One tab's window events: `hide()` and `show()` play pagehide and a return from the back/forward cache. */
export class FakePage implements PageEvents {
  private readonly listeners = new Map<string, Set<(event: Event) => void>>()

  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: Event) => void): void {
    const set = this.listeners.get(type) ?? new Set()
    set.add(listener)
    this.listeners.set(type, set)
  }

  removeEventListener(type: 'pagehide' | 'pageshow', listener: (event: Event) => void): void {
    this.listeners.get(type)?.delete(listener)
  }

  hide(persisted = true): void {
    this.fire('pagehide', persisted)
  }

  show(persisted = true): void {
    this.fire('pageshow', persisted)
  }

  private fire(type: 'pagehide' | 'pageshow', persisted: boolean): void {
    const event = Object.assign(new Event(type), { persisted })
    for (const listener of this.listeners.get(type) ?? []) listener(event)
  }
}

/** Lets timers of 0 ms and pending promises run (message delivery, lock grants). */
export async function settle(rounds = 5): Promise<void> {
  for (let round = 0; round < rounds; round++) await new Promise((resolve) => setTimeout(resolve, 0))
}
