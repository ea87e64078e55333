import { useAtomValue } from 'jotai'
import { useEffect } from 'react'
import { authAtom } from '@/lib/auth/authState'
import { startBackgroundSync } from '@/offline/session/offlineSession'

/** While a member is signed in, their outbox is replayed on start, on reconnect and on return to the tab. */
export function useBackgroundSync(): void {
  const { isAuthenticated, role, user } = useAtomValue(authAtom)
  const member = isAuthenticated && role === 'user' ? user : null
  useEffect(() => (member === null ? undefined : startBackgroundSync()), [member])
}
