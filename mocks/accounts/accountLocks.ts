/**
 * One check-and-write at a time per unique thing: an email, an invitation code, an account's
 * password reset, a one-time token, a sign-in counter. Handlers await between checking and
 * writing (password hashing, the database's async writes), so without this N parallel requests
 * could all pass "is it still free?" before any of them saved. A request queues for its keys
 * synchronously, the moment it calls; when its turn comes it checks afresh, so it gets the answer
 * a sequential repeat would get. Module memory: one home is one process.
 */
const queues = new Map<string, Promise<void>>()

export const lockKeys = {
  email: (email: string) => `email:${email.trim().toLowerCase()}`,
  invite: (code: string) => `invite:${code}`,
  /** The link and the code of one reset email must not both change the password. */
  passwordReset: (userId: number) => `password-reset:${userId}`,
  emailToken: (token: string) => `email-token:${token}`,
  signIn: (email: string) => `sign-in:${email.trim().toLowerCase()}`,
} as const

/**
 * Runs `work` once every earlier holder of any of `keys` has finished. All keys are queued at
 * once, in call order, so two requests that share keys can never wait for each other in a cycle.
 */
export function withAccountLock<T>(keys: readonly string[], work: () => Promise<T>): Promise<T> {
  const unique = [...new Set(keys)]
  const previous = Promise.all(unique.map((key) => queues.get(key)))
  const run = previous.then(work)
  const settled = run.then(
    () => undefined,
    () => undefined,
  )
  for (const key of unique) queues.set(key, settled)
  void settled.then(() => {
    for (const key of unique) if (queues.get(key) === settled) queues.delete(key)
  })
  return run
}
