import { cancelSubscription } from '@/api/payments/stripeApi'
import type { Subscription } from '@/api/payments/paymentTypes'
import { useOnline } from '@/lib/network/useOnline'
import { formatDate } from '@/shared/dates/formatDate'
import { ConfirmDialog } from '@/ui/dialog/ConfirmDialog'
import { FormAlert } from '@/ui/field/FormAlert'

export interface CancelPlanDialogProps {
  /** The plan to cancel, or null when the dialog is closed. */
  subscription: Subscription | null
  onClose: () => void
  onCancelled: (subscription: Subscription) => void
}

/** Asks before cancelling; the plan runs on to the end of the period the member paid for. */
export function CancelPlanDialog({ subscription, onClose, onCancelled }: CancelPlanDialogProps) {
  const online = useOnline()
  return (
    <ConfirmDialog
      subject={subscription?.id ?? null}
      title={`Cancel ${subscription?.product_name ?? 'plan'}?`}
      description={
        subscription && `Your plan stays active until ${formatDate(subscription.current_period_end)}. You won't be charged again.`
      }
      keepLabel="Keep my plan"
      confirmLabel="Cancel plan"
      busyLabel="Cancelling…"
      confirmDisabled={!online}
      onClose={onClose}
      onConfirm={async () => {
        if (!subscription) return
        const response = await cancelSubscription(subscription.id)
        onCancelled(response.subscription)
      }}
    >
      <p className="billing-text">You can resume any time before then and nothing changes.</p>
      {!online && <FormAlert tone="info">You are offline. Payments need a connection: reconnect to cancel.</FormAlert>}
    </ConfirmDialog>
  )
}
