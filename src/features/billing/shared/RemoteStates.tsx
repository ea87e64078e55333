import { useOnline } from '@/lib/network/useOnline'
import { LoadFailedAlert } from '@/ui/field/LoadFailedAlert'
import { LabelledSpinner } from '@/ui/spinner/LabelledSpinner'
import { PaymentsOffline } from './PaymentsOffline'
import './billing.css'

export function BillingLoading({ label }: { label: string }) {
  return (
    <div className="billing-state">
      <LabelledSpinner label={label} />
    </div>
  )
}

export interface BillingLoadFailedProps {
  /** What did not load, e.g. "Your invoices". */
  what: string
  message: string
  /** No answer at all: shown as "Payments need a connection" rather than as an error. */
  network: boolean
  onRetry: () => void
}

/** A read that failed: the connection notice when the network is the reason, else the server's message. */
export function BillingLoadFailed({ what, message, network, onRetry }: BillingLoadFailedProps) {
  const online = useOnline()
  if (network || !online) return <PaymentsOffline browserOnline={online} onRetry={onRetry} />
  return (
    <div className="billing-state billing-state--failed">
      <LoadFailedAlert message={`${what} could not load. ${message}`} onRetry={onRetry} />
    </div>
  )
}
