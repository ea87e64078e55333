import { useRef, useState, type FormEvent } from 'react'
import { ApiError, errorMessage } from '@/api/apiError'
import { requestRefund } from '@/api/payments/billingApi'
import type { Invoice, Refund } from '@/api/payments/paymentTypes'
import { useOnline } from '@/lib/network/useOnline'
import { Button } from '@/ui/button/Button'
import { Dialog } from '@/ui/dialog/Dialog'
import { FormAlert } from '@/ui/field/FormAlert'
import { TextAreaField } from '@/ui/field/TextAreaField'
import { formatMoney } from '@/shared/plans/money'
import { REFUND_REASON_MAX, REFUND_REASON_MIN, refundReasonError } from './refundReason'

export interface RefundRequestDialogProps {
  invoice: Invoice
  open: boolean
  onClose: () => void
  onRequested: (refund: Refund) => void
}

/** Asks MoveTime to refund a paid invoice, with the member's reason; an admin decides. */
export function RefundRequestDialog({ invoice, open, onClose, onRequested }: RefundRequestDialogProps) {
  const online = useOnline()
  const fieldRef = useRef<HTMLDivElement>(null)
  const [reason, setReason] = useState('')
  const [fieldError, setFieldError] = useState<string>()
  const [formError, setFormError] = useState('')
  const [busy, setBusy] = useState(false)
  const formId = `refund-form-${invoice.id}`

  const focusReason = () => fieldRef.current?.querySelector('textarea')?.focus()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setFormError('')
    const problem = refundReasonError(reason)
    setFieldError(problem)
    if (problem) {
      focusReason()
      return
    }
    setBusy(true)
    try {
      const response = await requestRefund({ invoice_id: invoice.id, reason: reason.trim() })
      onRequested(response.model)
    } catch (error) {
      const atField = error instanceof ApiError ? error.fieldErrors.reason : undefined
      // What was typed stays: the member fixes it or tries again.
      if (atField) {
        setFieldError(atField)
        focusReason()
      } else setFormError(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  const length = reason.trim().length
  return (
    <Dialog
      open={open}
      title={`Request a refund for ${invoice.number}`}
      description={`You paid ${formatMoney(invoice.amount_paid, invoice.currency)}. Our team reviews every request and emails you the decision, usually within two working days.`}
      onClose={onClose}
      dismissible={!busy}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" form={formId} busy={busy} disabled={!online}>
            {busy ? 'Sending…' : 'Send request'}
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={(event) => void submit(event)}>
        <div ref={fieldRef}>
          <TextAreaField
            label="Why would you like a refund?"
            name="reason"
            value={reason}
            onChange={(event) => {
              setReason(event.target.value)
              if (fieldError) setFieldError(undefined)
            }}
            hint={`${REFUND_REASON_MIN} to ${REFUND_REASON_MAX} characters · ${length} so far`}
            error={fieldError}
            required
          />
        </div>
      </form>
      {!online && <FormAlert tone="info">You are offline. Payments need a connection: reconnect to send your request.</FormAlert>}
      <FormAlert>{formError}</FormAlert>
    </Dialog>
  )
}
