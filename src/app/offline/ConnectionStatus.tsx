import { useAtomValue } from 'jotai'
import { useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { Link } from '@/ui/link/Link'
import { appStore } from '@/lib/auth/authState'
import { syncStatusAtom } from '@/offline/session/offlineSession'
import { paths } from '@/shared/paths/routePaths'
import { lazyValue } from '@/lib/lazyValue'
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

const timeFormat = lazyValue(() => new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }))

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
  const synced = status.lastSyncedAt !== null ? `Synced ${timeFormat().format(status.lastSyncedAt)}` : null

  return (
    <div className="connection-status" role="status">
      {offline && (
        <span className="connection-status__badge">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" aria-hidden="true" focusable="false">
            <path d="M3 3l18 18M8.5 16.5a5 5 0 0 1 7 0M5 12.9a10 10 0 0 1 5.2-2.7M19 12.9a10 10 0 0 0-2.4-1.7M2 8.8a15 15 0 0 1 4.3-2.7M22 8.8A15 15 0 0 0 11 5M12 20h.01" />
          </svg>
          Offline
        </span>
      )}
      {status.state === 'auth-required' && (
        <Link className="connection-status__signin" to={paths.login('user', location.pathname + location.search)}>
          Sign in again to sync
        </Link>
      )}
      <span className="connection-status__detail">{[waiting, synced].filter(Boolean).join(' · ')}</span>
    </div>
  )
}
