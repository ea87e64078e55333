/**
 * "One tab per browser does this job": the tab holding an exclusive Web Lock named after the job
 * leads and runs it; the other tabs wait in the lock's queue and take over, one of them, as soon as
 * the leader's tab hides or closes (the browser releases a closed tab's locks by itself). Every
 * tab joins a BroadcastChannel of the same name: the leader shares what the job finds there, and
 * followers ask the leader for things ("my rooms changed", "send me your state").
 *
 * Back/forward cache: a page holding a lock, a live BroadcastChannel or a request in flight is not
 * kept in it. On `pagehide` the tab therefore gives the lock back, aborts the job and closes the
 * channel; on `pageshow` from the cache (`persisted`) it joins again as a follower.
 *
 * Without Web Locks (Safari before 15.4, old Chromium): every tab leads alone, so each runs the
 * job itself. That costs one job per tab instead of one per browser; it never leaves a browser
 * with no leader. Without BroadcastChannel the tabs simply hear nothing from each other.
 */

/** The part of `LockManager` this uses, so tests can stand in a fake. */
export interface TabLocks {
  request(name: string, options: { mode: 'exclusive'; signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>
}

/** The part of `BroadcastChannel` this uses. */
export interface TabChannel {
  postMessage(message: unknown): void
  close(): void
  onmessage: ((event: MessageEvent) => void) | null
}

/** The part of `window` this listens to (pagehide, pageshow). */
export interface PageEvents {
  addEventListener(type: 'pagehide' | 'pageshow', listener: (event: Event) => void): void
  removeEventListener(type: 'pagehide' | 'pageshow', listener: (event: Event) => void): void
}

/** What the job sees while this tab leads. */
export interface LeaderContext<M> {
  /** Aborted when this tab stops leading (pagehide, stop). */
  signal: AbortSignal
  /** Sends a message to every other tab. */
  post(message: M): void
}

export interface OneTabLeaderOptions<M> {
  /** The lock's and the channel's name: one job per name per browser. */
  name: string
  /** Runs while this tab leads; must stop when `context.signal` aborts. */
  lead(context: LeaderContext<M>): void | Promise<void>
  /** A message another tab posted (the leader's results, or a follower's request). */
  onMessage?(message: M): void
  /** Called when this tab starts or stops leading. */
  onLeadChange?(leading: boolean): void
  /** Called each time this tab has joined (at start, and back from the back/forward cache), its channel open. */
  onJoin?(): void
  /** Defaults: `navigator.locks`, `new BroadcastChannel(name)`, `window`. Null: not available. */
  locks?: TabLocks | null
  openChannel?: ((name: string) => TabChannel) | null
  page?: PageEvents | null
}

export interface OneTabLeader<M> {
  isLeader(): boolean
  /** Sends a message to every other tab (a follower's request, or the leader's news). */
  post(message: M): void
  /** Leaves for good: releases the lock, aborts the job, closes the channel. */
  stop(): void
}

function defaultLocks(): TabLocks | null {
  if (typeof navigator === 'undefined') return null
  const locks = (navigator as Navigator & { locks?: TabLocks }).locks
  return locks && typeof locks.request === 'function' ? locks : null
}

function defaultOpenChannel(): ((name: string) => TabChannel) | null {
  return typeof BroadcastChannel === 'function' ? (name) => new BroadcastChannel(name) : null
}

function defaultPage(): PageEvents | null {
  return typeof window === 'undefined' ? null : window
}

export function startOneTabLeader<M>(options: OneTabLeaderOptions<M>): OneTabLeader<M> {
  const locks = options.locks === undefined ? defaultLocks() : options.locks
  const openChannel = options.openChannel === undefined ? defaultOpenChannel() : options.openChannel
  const page = options.page === undefined ? defaultPage() : options.page

  let channel: TabChannel | null = null
  let joined = false
  let leading = false
  let stopped = false
  /** Ends this tab's turn: stops waiting for the lock, or gives it back and aborts the job. */
  let leave: () => void = () => undefined

  function post(message: M): void {
    channel?.postMessage(message)
  }

  function setLeading(next: boolean): void {
    if (leading === next) return
    leading = next
    options.onLeadChange?.(next)
  }

  /**
   * Runs the job until `signal` aborts, and resolves the moment it does: the lock goes back at once
   * on pagehide (a page still holding it is not kept in the back/forward cache), while the job
   * winds down on its own. A job that ends early keeps its turn, so no other tab starts a second
   * copy of a job that chose to stop.
   */
  async function runJob(signal: AbortSignal): Promise<void> {
    setLeading(true)
    const aborted = new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }))
    const job = Promise.resolve()
      .then(() => options.lead({ signal, post }))
      .catch((error: unknown) => {
        if (!signal.aborted) console.warn(`[tabs] the ${options.name} job failed`, error)
      })
    await Promise.race([job.then(() => aborted), aborted])
  }

  function join(): void {
    if (stopped || joined) return
    joined = true
    if (openChannel) {
      channel = openChannel(options.name)
      channel.onmessage = (event) => options.onMessage?.(event.data as M)
    }
    options.onJoin?.()
    const turn = new AbortController()
    leave = () => {
      turn.abort()
      setLeading(false)
    }
    if (!locks) {
      void runJob(turn.signal)
      return
    }
    locks
      .request(options.name, { mode: 'exclusive', signal: turn.signal }, () => (turn.signal.aborted ? Promise.resolve() : runJob(turn.signal)))
      .catch((error: unknown) => {
        // Aborted while waiting in the queue: expected on pagehide and stop.
        if (!turn.signal.aborted) console.warn(`[tabs] the ${options.name} lock failed`, error)
      })
      .finally(() => {
        if (!turn.signal.aborted) setLeading(false)
      })
  }

  function part(): void {
    joined = false
    leave()
    leave = () => undefined
    if (channel) {
      channel.onmessage = null
      channel.close()
      channel = null
    }
  }

  const onPageHide = () => part()
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) join()
  }
  page?.addEventListener('pagehide', onPageHide)
  page?.addEventListener('pageshow', onPageShow)
  join()

  return {
    isLeader: () => leading,
    post,
    stop() {
      if (stopped) return
      stopped = true
      page?.removeEventListener('pagehide', onPageHide)
      page?.removeEventListener('pageshow', onPageShow)
      part()
    },
  }
}
