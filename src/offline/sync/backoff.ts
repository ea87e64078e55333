/**
 * Exponential backoff with "equal jitter": at least half the step, so retries never hammer the
 * server, plus a random half, so many devices coming back online at once do not retry in step.
 */
export function backoffDelay(attempt: number, random: () => number, baseMs: number, maxMs: number): number {
  const step = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempt - 1))
  return step / 2 + random() * (step / 2)
}
