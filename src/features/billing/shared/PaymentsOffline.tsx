import { Link } from 'react-router'
import { Button } from '@/ui/button/Button'
import './billing.css'

export const PAYMENTS_OFFLINE_TITLE = 'Payments need a connection'

export interface PaymentsOfflineProps {
  /** False: the browser says it is offline. True: it claims a network, but the server did not answer. */
  browserOnline: boolean
  /** Offered when the page can ask again (it also asks by itself once the browser is back online). */
  onRetry?: () => void
}

/**
 * Why a billing page shows no form: plans, cards and invoices live with the payment provider and
 * are never kept on the device, so there is nothing to show or send until the connection returns.
 */
export function PaymentsOffline({ browserOnline, onRetry }: PaymentsOfflineProps) {
  return (
    <div className="billing-offline" role="status">
      <h2 className="billing-offline__title">{PAYMENTS_OFFLINE_TITLE}</h2>
      <p>
        {browserOnline
          ? 'We could not reach MoveTime. Check your connection and try again.'
          : 'You are offline right now.'}{' '}
        Plans, cards and invoices come straight from our payment provider and are never stored on this device, so
        nothing here can load or be paid until you are back online. Nothing has been charged.
      </p>
      <p className="billing-offline__actions">
        {onRetry && (
          <Button variant="secondary" onClick={onRetry}>
            Try again
          </Button>
        )}
        <Link to="/user/library">Your saved moves still work offline</Link>
      </p>
    </div>
  )
}
