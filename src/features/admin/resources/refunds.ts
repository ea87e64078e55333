import { z } from 'zod'
import type { RefundRequest } from '@/api/payments/paymentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource, formatCents, type FieldOption, type ResourceDefinition } from '../engine/resourceDefinition'
import { adminPaths } from '@/shared/paths/adminPaths'

/**
 * Members' refund requests (the payments provider's `refunds`). Approving refunds the invoice,
 * decided once even if two admins act together; declining needs a reason, which the member reads
 * on the invoice. Both change the member's invoice and billing history at once.
 */

type AdminRefund = RefundRequest & DbRecord

export const DECLINE_REASON_MAX = 500

export const declineSchema = z.object({
  reason: z.string().trim().min(1, 'Tell the member why the refund is declined.').max(DECLINE_REASON_MAX, `Keep the reason to ${DECLINE_REASON_MAX} characters or fewer.`),
})

export const refundStatusOptions: FieldOption[] = [
  { value: 'pending', label: 'Waiting' },
  { value: 'succeeded', label: 'Refunded' },
  { value: 'rejected', label: 'Declined' },
]

const isPending = (refund: RefundRequest) => refund.status === 'pending'

export const refunds: ResourceDefinition = defineResource<AdminRefund>({
  name: 'refunds',
  labels: { singular: 'refund request', plural: 'Refunds' },
  table: 'refund',
  fields: [],
  schema: z.object({}),
  columns: [
    { field: 'id', label: 'Id' },
    { field: 'created_at', label: 'Asked', value: (refund) => refund.created_at.slice(0, 10) },
    { field: 'invoice_number', label: 'Invoice' },
    { field: 'customer_email', label: 'Member', value: (refund) => `${refund.customer_name} (${refund.customer_email})` },
    { field: 'amount', label: 'Amount', value: (refund) => formatCents(refund.amount, refund.currency) },
    { field: 'reason', label: 'Member’s reason' },
    { field: 'status', label: 'Status', value: (refund) => refundStatusOptions.find((option) => option.value === refund.status)?.label ?? refund.status },
    { field: 'decline_reason', label: 'Decline reason', value: (refund) => refund.decline_reason ?? '' },
  ],
  filters: [
    { name: 'status', label: 'Status', kind: 'select', options: refundStatusOptions },
    { name: 'customer_email', label: 'Member email', kind: 'text' },
  ],
  recordLabel: (refund) => `refund request #${refund.id} (${refund.invoice_number})`,
  paths: adminPaths.refunds,
  canDelete: false,
  recordActions: [
    {
      name: 'approve',
      label: 'Approve',
      when: isPending,
      title: (refund) => `Refund ${formatCents(refund.amount, refund.currency)} to ${refund.customer_name}?`,
      description: (refund) => `The money goes back to the card that paid ${refund.invoice_number}, and the member’s invoice shows it refunded.`,
      confirmLabel: 'Approve refund',
      busyLabel: 'Refunding…',
      method: 'approveRefund',
      done: (refund) => `${formatCents(refund.amount, refund.currency)} refunded to ${refund.customer_name}.`,
    },
    {
      name: 'decline',
      label: 'Decline',
      when: isPending,
      title: (refund) => `Decline the refund for ${refund.invoice_number}?`,
      description: (refund) => `${refund.customer_name} reads your reason on the invoice.`,
      confirmLabel: 'Decline refund',
      busyLabel: 'Declining…',
      tone: 'danger',
      fields: [{ name: 'reason', label: 'Reason for the member', kind: 'textarea', required: true, hint: `Up to ${DECLINE_REASON_MAX} characters.` }],
      schema: declineSchema,
      method: 'declineRefund',
      done: (refund) => `Refund request for ${refund.invoice_number} declined.`,
    },
  ],
})
