import type { InvoiceStatus } from '@/api/payments/paymentTypes'
import type { BadgeTone } from './StatusBadge'

const STATUS: Record<InvoiceStatus, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'success' },
  open: { label: 'Due', tone: 'warning' },
  void: { label: 'Void', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'info' },
  partially_refunded: { label: 'Partly refunded', tone: 'info' },
}

export function invoiceStatus(status: InvoiceStatus): { label: string; tone: BadgeTone } {
  return STATUS[status]
}
