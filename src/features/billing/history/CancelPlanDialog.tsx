import { useRef, useState } from 'react'
import { errorMessage } from '@/api/apiError'
import { cancelSubscription } from '@/api/payments/stripeApi'
import type { Subscription } from '@/api/payments/paymentTypes'
import { useOnline } from '@/lib/network/useOnline'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormAlert } from '@/ui/field/FormAlert'
import { formatDate } from '../shared/billingDates'

export interface CancelPlanDialogProps {
  /** The plan to cancel, or null when the dialog is closed. */
  subscription: Subscription | null
  onClose: () => void
  onCancelled: (subscription: Subscription) => void
}

/**
 * Asks before cancelling. Focus starts on "Keep my plan", so a stray Enter cancels nothing; a
 * failure stays in the dialog with the reason.
 */
export function CancelPlanDialog({ subscription, onClose, onCancelled }: CancelPlanDialogProps) {
  const keepRef = useRef<HTMLButtonElement>(null)
  const online = useOnline()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState('')
  const [shownFor, setShownFor] = useState(subscription?.id)

  if (subscription?.id !== shownFor) {
    setShownFor(subscription?.id)
    setError('')
  }

  const confirm = async () => {
    if (!subscription) return
    setBusy(true)
    setError('')
    try {
      const response = await cancelSubscription(subscription.id)
      onCancelled(response.subscription)
    } catch (failure) {
      setError(errorMessage(failure))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog
      open={subscription !== null}
      title={subscription ? `Cancel ${subscription.product_name}?` : ''}
      description={
        subscription
          ? `Your plan stays active until ${formatDate(subscription.current_period_end)}. You won't be charged again.`
          : undefined
      }
      onClose={onClose}
      dismissible={!busy}
      initialFocusRef={keepRef}
      actions={
        <>
          <Button ref={keepRef} variant="secondary" onClick={onClose} disabled={busy}>
            Keep my plan
          </Button>
          <Button variant="danger" busy={busy} disabled={!online} onClick={() => void confirm()}>
            {busy ? 'Cancelling…' : 'Cancel plan'}
          </Button>
        </>
      }
    >
      <p className="billing-card__text">You can resume any time before then and nothing changes.</p>
      {!online && <FormAlert tone="info">You are offline. Payments need a connection: reconnect to cancel.</FormAlert>}
      <FormAlert>{error}</FormAlert>
    </Dialog>
  )
}
