/**
 * One billing write at a time per member. Handlers await between reading and writing (the
 * database's writes are async), so without this a double click could pass the "already
 * subscribed" and idempotency checks twice before either request saved anything.
 */
const queues = new Map<number, Promise<unknown>>()

export function withBillingLock<T>(userId: number, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(userId) ?? Promise.resolve()
  const run = previous.then(work, work)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  queues.set(userId, settled)
  void settled.then(() => {
    if (queues.get(userId) === settled) queues.delete(userId)
  })
  return run
}
