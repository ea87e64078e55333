import { ApiError } from '@/api/apiError'
import { requestRefund } from '@/api/payments/billingApi'
import type { Invoice, Refund } from '@/api/payments/paymentTypes'
import { useOnline } from '@/lib/network/useOnline'
import { useForm } from '@/shared/form/useForm'
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

const validate = ({ reason }: RefundValues) => ({ reason: refundReasonError(reason) })

interface RefundValues {
  reason: string
}

/** Asks MoveTime to refund a paid invoice, with the member's reason; an admin decides. */
export function RefundRequestDialog({ invoice, open, onClose, onRequested }: RefundRequestDialogProps) {
  const online = useOnline()
  const form = useForm<RefundValues>({ initial: { reason: '' }, validate })
  const { busy } = form
  const formId = `refund-form-${invoice.id}`

  const send = async ({ reason }: RefundValues) => {
    try {
      const response = await requestRefund({ invoice_id: invoice.id, reason: reason.trim() })
      onRequested(response.model)
    } catch (error) {
      // The server's word on the reason belongs at the field, said once; what was typed stays.
      const atField = error instanceof ApiError ? error.fieldErrors.reason : undefined
      if (atField) return { reason: atField }
      throw error
    }
  }

  const length = form.values.reason.trim().length

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
      <form id={formId} noValidate onSubmit={(event) => void form.handleSubmit(send)(event)}>
        <TextAreaField
          label="Why would you like a refund?"
          {...form.field('reason')}
          hint={`${REFUND_REASON_MIN} to ${REFUND_REASON_MAX} characters · ${length} so far`}
          required
        />
      </form>
      {!online && <FormAlert tone="info">You are offline. Payments need a connection: reconnect to send your request.</FormAlert>}
      <FormAlert>{form.formError}</FormAlert>
    </Dialog>
  )
}
