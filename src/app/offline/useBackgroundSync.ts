import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { authAtom } from '@/lib/auth/authState'
import { afterFirstDraw } from '../startup/firstDraw'

/**
 * While a member is signed in, their outbox is replayed on start, on reconnect and on return to the
 * tab. It starts once the first page has drawn and the browser is idle (the engine's code, with the
 * API transport and axios, loads only then); a write the member makes before that still goes into
 * the outbox at once (that needs only the device database) and asks for its own send.
 */
export function useBackgroundSync(): void {
  const { isAuthenticated, role, user } = useAtomValue(authAtom)
  const member = isAuthenticated && role === 'user' ? user : null
  useEffect(() => {
    if (member === null) return
    let stop: (() => void) | null = null
    let active = true
    const cancel = afterFirstDraw(() => {
      import('@/offline/session/offlineSession')
        .then(({ startBackgroundSync }) => {
          if (active) stop = startBackgroundSync()
        })
        .catch((error: unknown) => console.warn('[offline] background sync could not start', error))
    })
    return () => {
      active = false
      cancel()
      stop?.()
    }
  }, [member])
}
