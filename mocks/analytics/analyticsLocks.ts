/**
 * One write at a time per session id. A write reads the session, then awaits the database; without
 * this, the first two writes of a visit (a batch and the pagehide send racing) could both find no
 * session and create two, or both add the same events.
 */
const queues = new Map<string, Promise<unknown>>()

export function withSessionLock<T>(sessionId: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(sessionId) ?? Promise.resolve()
  const run = previous.then(work, work)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  queues.set(sessionId, settled)
  void settled.then(() => {
    if (queues.get(sessionId) === settled) queues.delete(sessionId)
  })
  return run
}

/** Write times per session id over the last minute: a client gone wrong (a loop) gets 429. */
const recentWrites = new Map<string, number[]>()
const MINUTE_MS = 60_000

/** Counts this write and says whether the session is over `limit` writes in the last minute. */
export function overWriteRate(sessionId: string, limit: number, now = Date.now()): boolean {
  const times = (recentWrites.get(sessionId) ?? []).filter((time) => time > now - MINUTE_MS)
  if (times.length >= limit) {
    recentWrites.set(sessionId, times)
    return true
  }
  times.push(now)
  recentWrites.set(sessionId, times)
  // The map forgets quiet sessions, so a long-running server does not keep every visit ever made.
  if (recentWrites.size > 5_000) {
    for (const [key, value] of recentWrites) if (value.every((time) => time <= now - MINUTE_MS)) recentWrites.delete(key)
  }
  return false
}
