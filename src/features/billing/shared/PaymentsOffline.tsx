import { Link } from '@/ui/link/Link'
import { useOnline } from '@/lib/network/useOnline'
import { paths } from '@/shared/paths/routePaths'
import { OfflineState } from '@/shared/states/OfflineState'

export interface PaymentsOfflineProps {
  /** False: the browser says it is offline. True: it claims a network, but the server did not answer. Default: what the browser says now. */
  browserOnline?: boolean
  /** Offered when the page can ask again (it also asks by itself once the browser is back online). */
  onRetry?: () => void
}

/**
 * Why a billing page shows no form: plans, cards and invoices live with the payment provider and
 * are never kept on the device, so there is nothing to show or send until the connection returns.
 */
export function PaymentsOffline({ browserOnline, onRetry }: PaymentsOfflineProps) {
  const online = useOnline()
  return (
    <OfflineState
      title="Payments need a connection"
      onRetry={onRetry}
      action={<Link to={paths.library}>Your saved moves still work offline</Link>}
    >
      {(browserOnline ?? online) ? 'We could not reach MoveTime. Check your connection and try again.' : 'You are offline right now.'}{' '}
      Plans, cards and invoices come straight from our payment provider and are never stored on this device, so nothing
      here can load or be paid until you are back online. Nothing has been charged.
    </OfflineState>
  )
}

/** RemoteContent's `offline` for every billing read. */
export const paymentsOffline = (retry: () => void) => <PaymentsOffline onRetry={retry} />
