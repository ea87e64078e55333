import { useCallback, useRef, useState } from 'react'
import { newIdempotencyKey } from './idempotencyKey'
import { isUnsettled } from './unsettledOutcome'

/** One submit attempt, as the form's action sees it. */
export interface SubmitAttempt {
  /** The attempt's idempotency key: the same on a retry after an unknown outcome, new otherwise. */
  readonly key: string
  /**
   * The request of this attempt, built once: a retry of the same attempt gets the very body it sent
   * (a card token cannot be made twice), and `build` is not called again.
   */
  body<B>(build: (key: string) => B | Promise<B>): Promise<B>
  /** This submit repeats an attempt whose outcome was unknown. */
  readonly retry: boolean
}

interface HeldAttempt {
  key: string
  built?: { body: unknown }
}

/**
 * The retry rule payments need, for any form: one key per attempt; after a network failure or a 5xx
 * the next submit resends the same key and body (the server then acts at most once); a definitive
 * answer (success, any 4xx) or an edit of the values starts a new attempt with a new key.
 */
export function useIdempotencyKey() {
  const held = useRef<HeldAttempt | null>(null)
  const [unsettled, setUnsettled] = useState(false)

  const attempt = useCallback((): SubmitAttempt => {
    const retry = held.current !== null
    const current = (held.current ??= { key: newIdempotencyKey() })
    return {
      key: current.key,
      retry,
      async body<B>(build: (key: string) => B | Promise<B>) {
        // Only this attempt's own build ever fills `built`, so it holds a B.
        if (current.built) return current.built.body as B
        const body = await build(current.key)
        current.built = { body }
        return body
      },
    }
  }, [])

  /** After the action: keeps the attempt only when its outcome is unknown. */
  const settle = useCallback((failure?: unknown) => {
    const again = failure !== undefined && isUnsettled(failure)
    if (!again) held.current = null
    setUnsettled(again)
  }, [])

  /** The values changed: whatever comes next is a new attempt. */
  const renew = useCallback(() => {
    held.current = null
    setUnsettled(false)
  }, [])

  return { attempt, settle, renew, unsettled }
}
