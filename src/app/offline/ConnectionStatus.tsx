import { useAtomValue } from 'jotai'
import { useSyncExternalStore } from 'react'
import { Link, useLocation } from 'react-router'
import { appStore } from '@/lib/auth/authState'
import { syncStatusAtom } from '@/offline/session/offlineSession'
import { paths } from '@/shared/paths/routePaths'
import './connectionStatus.css'

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange)
  window.addEventListener('offline', onChange)
  return () => {
    window.removeEventListener('online', onChange)
    window.removeEventListener('offline', onChange)
  }
}
const browserOnline = () => navigator.onLine

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' })

/**
 * The member's view of the network and the outbox: "Offline", changes waiting to be sent, when
 * the device last synced, and a way to sign in again when the server stopped accepting the session.
 */
export function ConnectionStatus() {
  const online = useSyncExternalStore(subscribe, browserOnline, () => true)
  const status = useAtomValue(syncStatusAtom, { store: appStore })
  const location = useLocation()
  const offline = !online || status.state === 'offline'
  const waiting = status.pending > 0 ? `${status.pending} ${status.pending === 1 ? 'change' : 'changes'} waiting` : null
  const synced = status.lastSyncedAt !== null ? `Synced ${timeFormat.format(status.lastSyncedAt)}` : null

  return (
    <div className="connection-status" role="status">
      {offline && <span className="connection-status__badge">Offline</span>}
      {status.state === 'auth-required' && (
        <Link to={paths.login('user', location.pathname + location.search)}>Sign in again to sync</Link>
      )}
      <span className="connection-status__detail">{[waiting, synced].filter(Boolean).join(' · ')}</span>
    </div>
  )
}
