import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { appStore } from '@/lib/auth/authState'
import type { Atom } from 'jotai'
import type { SyncStatus } from '@/offline/sync/syncTypes'

type StatusAtom = Atom<SyncStatus>

const NOTHING_YET: SyncStatus = { state: 'idle', pending: 0, lastSyncedAt: null }
const noSubscription = () => () => {}

/**
 * The offline session's sync status, read once its code has loaded after the first draw: the
 * header draws without the offline database and the sync engine's status behind it.
 */
export function useSyncStatus(): SyncStatus {
  const [statusAtom, setStatusAtom] = useState<StatusAtom | null>(null)
  useEffect(() => {
    let active = true
    import('@/offline/session/offlineSession').then(
      (session) => {
        if (active) setStatusAtom(session.syncStatusAtom)
      },
      // Its code could not be fetched (offline before the app was saved): nothing to report.
      () => undefined,
    )
    return () => {
      active = false
    }
  }, [])
  const subscribe = useCallback((onChange: () => void) => (statusAtom ? appStore.sub(statusAtom, onChange) : noSubscription()), [statusAtom])
  const read = () => (statusAtom ? appStore.get(statusAtom) : NOTHING_YET)
  return useSyncExternalStore(subscribe, read, () => NOTHING_YET)
}
