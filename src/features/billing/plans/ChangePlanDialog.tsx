import { useState } from 'react'
import { errorMessage } from '@/api/apiError'
import { changeSubscription } from '@/api/payments/stripeApi'
import type { ChangeSubscriptionRequest, ChangeSubscriptionResponse, Price, Subscription } from '@/api/payments/paymentTypes'
import { useOnline } from '@/lib/network/useOnline'
import { useForm } from '@/shared/form/useForm'
import type { SubmitAttempt } from '@/shared/form/useIdempotencyKey'
import { RemoteContent } from '@/shared/states/RemoteContent'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormAlert } from '@/ui/field/FormAlert'
import { formatMoney } from '@/shared/plans/money'
import { isDecline } from '../shared/paymentFailure'
import { paymentsOffline } from '../shared/PaymentsOffline'
import { UnsettledPaymentNote } from '../shared/UnsettledPaymentNote'
import { useLockWhileBusy } from '../shared/useLockWhileBusy'
import { PlanChangeSummary } from './PlanChangeSummary'
import { usePlanChangePreview } from './usePlanChangePreview'
import './plans.css'

export interface ChangePlanDialogProps {
  /** The price to move to, or null when the dialog is closed. */
  target: Price | null
  current: Subscription
  onClose: () => void
  onChanged: (response: ChangeSubscriptionResponse) => void
}

/** Shows what a plan change costs now, then makes it, charging the default card. */
export function ChangePlanDialog({ target, current, onClose, onChanged }: ChangePlanDialogProps) {
  // The body's form is busy: the dialog cannot be dismissed meanwhile.
  const [dismissible, setDismissible] = useState(true)
  return (
    <Dialog
      open={target !== null}
      title={target ? `Change to ${target.product_name}?` : ''}
      onClose={onClose}
      dismissible={dismissible}
    >
      {/* Keyed by price, so a new choice never shows the previous one's numbers or errors. */}
      {target && (
        <ChangePlanBody key={target.id} target={target} current={current} onClose={onClose} onChanged={onChanged} onDismissibleChange={setDismissible} />
      )}
    </Dialog>
  )
}

interface ChangePlanBodyProps extends Omit<ChangePlanDialogProps, 'target'> {
  target: Price
  onDismissibleChange: (dismissible: boolean) => void
}

const describeFailure = (failure: unknown) => (isDecline(failure) ? `${errorMessage(failure)} Your plan has not changed.` : errorMessage(failure))

function ChangePlanBody({ target, current, onClose, onChanged, onDismissibleChange }: ChangePlanBodyProps) {
  const preview = usePlanChangePreview(target.id)
  const online = useOnline()
  // One idempotency key per attempt: a retry after a lost answer resends it, so the change is made once.
  const form = useForm({ initial: { price_id: target.id }, describeFailure })
  const { busy, unsettled } = form

  useLockWhileBusy(busy, onDismissibleChange)

  const confirm = async (values: { price_id: number }, attempt: SubmitAttempt) => {
    const body = await attempt.body((idempotency_key): ChangeSubscriptionRequest => ({ ...values, idempotency_key }))
    onChanged(await changeSubscription(body))
  }

  return (
    <>
      <RemoteContent remote={preview} loading="Working out the price difference…" what="The price of this change" offline={paymentsOffline}>
        {(shown) => {
          const due = shown.amount_due_now
          return (
            <>
              <PlanChangeSummary from={current} to={target} preview={shown} />
              <p className="plan-change__card-note">{due > 0 ? 'Your default card is charged now.' : 'Nothing is charged today.'}</p>
              {unsettled && <UnsettledPaymentNote action="plan change" />}
              <FormAlert>{form.formError}</FormAlert>
              {!online && <FormAlert tone="info">You are offline. Payments need a connection: reconnect to change your plan.</FormAlert>}
              <div className="mt-dialog__actions">
                <Button variant="secondary" onClick={onClose} disabled={busy}>
                  Keep my plan
                </Button>
                <Button busy={busy} disabled={!online} onClick={() => void form.submit(confirm)}>
                  {busy ? 'Changing plan…' : due > 0 ? `Confirm and pay ${formatMoney(due, shown.currency)}` : 'Confirm change'}
                </Button>
              </div>
            </>
          )
        }}
      </RemoteContent>
      {preview.state.status === 'error' && (
        <div className="mt-dialog__actions">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      )}
    </>
  )
}
