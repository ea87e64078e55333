import { useCallback, useRef, useState } from 'react'
import { newIdempotencyKey } from './idempotencyKey'
import { isUnsettled } from './paymentFailure'

export interface IdempotentSubmit<Body, Result> {
  /**
   * Sends the attempt. `build` makes the body for a new attempt with its fresh key (tokenizing a
   * card, say); after an unsettled failure the previous body, key included, is sent again as it
   * was and `build` is not called. Resolves with the result, or null when a send is already running.
   */
  submit: (build: (idempotencyKey: string) => Body | Promise<Body>) => Promise<Result | null>
  busy: boolean
  /** The last attempt got no definitive answer: the next submit repeats it exactly. */
  unsettled: boolean
}

/**
 * The payment retry rule in one place: one idempotency key per attempt; a retry after a network
 * failure or a 5xx resends the same key and body (the server then charges at most once); after a
 * definitive answer (success, a decline, any 4xx) the next attempt starts over with a new key.
 */
export function useIdempotentSubmit<Body, Result>(send: (body: Body) => Promise<Result>): IdempotentSubmit<Body, Result> {
  const pending = useRef<Body | null>(null)
  // A ref, not only state: a double click lands twice before React re-renders the disabled button.
  const running = useRef(false)
  const [busy, setBusy] = useState(false)
  const [unsettled, setUnsettled] = useState(false)

  const submit = useCallback(
    async (build: (idempotencyKey: string) => Body | Promise<Body>) => {
      if (running.current) return null
      running.current = true
      setBusy(true)
      try {
        const body = pending.current ?? (await build(newIdempotencyKey()))
        pending.current = body
        try {
          const result = await send(body)
          pending.current = null
          setUnsettled(false)
          return result
        } catch (error) {
          const again = isUnsettled(error)
          if (!again) pending.current = null
          setUnsettled(again)
          throw error
        }
      } finally {
        running.current = false
        setBusy(false)
      }
    },
    [send],
  )

  return { submit, busy, unsettled }
}
