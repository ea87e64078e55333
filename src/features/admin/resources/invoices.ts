import { z } from 'zod'
import type { Invoice, Order } from '@/api/payments/paymentTypes'
import type { DbRecord } from '@/api/records/recordTypes'
import { defineResource, formatCents, type FieldOption, type ResourceDefinition } from '../engine/resourceDefinition'
import { idFilter } from './listParts'
import { parseDollars } from './money'
import { adminPaths } from '@/shared/paths/adminPaths'

/**
 * Every member's invoices (the payments provider's `invoices`: paged on the server, filtered by
 * status, member email and issue dates), each with a view (/admin/invoice/{id}) of its lines and
 * its orders. "Export CSV" is the server's, for the same filter, so the file holds exactly the rows
 * the list pages through.
 */

type AdminInvoice = Invoice & DbRecord & { orders?: Order[] }

export const invoiceStatusOptions: FieldOption[] = [
  { value: 'paid', label: 'Paid' },
  { value: 'open', label: 'Open' },
  { value: 'void', label: 'Void' },
  { value: 'refunded', label: 'Refunded' },
  { value: 'partially_refunded', label: 'Partly refunded' },
]

const money = (invoice: Invoice, cents: number) => formatCents(cents, invoice.currency)

/** What is left to refund on a paid invoice. */
export const refundableOf = (invoice: Pick<Invoice, 'status' | 'amount_paid' | 'amount_refunded'>) => (invoice.status === 'paid' || invoice.status === 'partially_refunded' ? invoice.amount_paid - invoice.amount_refunded : 0)

export const adminRefundSchema = z.object({
  amount: z.string().refine((text) => text.trim() === '' || parseDollars(text) !== null, 'Enter the amount in dollars, like 4.99, or leave it empty to refund the rest.'),
  reason: z.string().trim().min(1, 'Give a reason for the refund.').max(500, 'Keep the reason to 500 characters or fewer.'),
})

export const invoices: ResourceDefinition = defineResource<AdminInvoice>({
  name: 'invoices',
  labels: { singular: 'invoice', plural: 'Invoices' },
  table: 'invoice',
  fields: [
    { name: 'number', label: 'Number', kind: 'text' },
    { name: 'status', label: 'Status', kind: 'select', options: invoiceStatusOptions },
    { name: 'customer_name', label: 'Member', kind: 'text' },
    { name: 'customer_email', label: 'Email', kind: 'email' },
    { name: 'created_at', label: 'Issued', kind: 'datetime' },
    { name: 'paid_at', label: 'Paid', kind: 'datetime' },
    { name: 'period_start', label: 'Period from', kind: 'datetime' },
    { name: 'period_end', label: 'Period to', kind: 'datetime' },
    { name: 'subtotal', label: 'Subtotal', kind: 'money' },
    { name: 'amount_paid', label: 'Paid amount', kind: 'money' },
    { name: 'amount_refunded', label: 'Refunded', kind: 'money' },
    { name: 'card_last4', label: 'Card ending', kind: 'text' },
    { name: 'refund_pending', label: 'Refund requested', kind: 'boolean' },
    { name: 'refund_declined_reason', label: 'Refund declined because', kind: 'text' },
  ],
  schema: z.object({}),
  columns: [
    { field: 'number', label: 'Number' },
    { field: 'created_at', label: 'Issued', value: (invoice) => invoice.created_at.slice(0, 10) },
    { field: 'customer_name', label: 'Member' },
    { field: 'customer_email', label: 'Email' },
    { field: 'status', label: 'Status' },
    { field: 'amount_paid', label: 'Paid', value: (invoice) => money(invoice, invoice.amount_paid) },
    { field: 'amount_refunded', label: 'Refunded', value: (invoice) => (invoice.amount_refunded ? money(invoice, invoice.amount_refunded) : '') },
  ],
  filters: [
    idFilter,
    { name: 'status', label: 'Status', kind: 'select', options: invoiceStatusOptions },
    { name: 'customer_email', label: 'Member email', kind: 'text' },
    { name: 'from', label: 'Issued from', kind: 'date' },
    { name: 'to', label: 'Issued to', kind: 'date' },
  ],
  // Newest first is the only order invoices-v2 gives; the columns are not sortable.
  defaultSort: { field: 'created_at', order: 'DESC' },
  recordLabel: (invoice) => invoice.number || `Invoice #${invoice.id}`,
  paths: adminPaths.invoices,
  canDelete: false,
  recordActions: [
    {
      name: 'refund',
      label: 'Refund',
      when: (invoice) => refundableOf(invoice) > 0,
      title: (invoice) => `Refund ${invoice.number}?`,
      description: (invoice) => `Up to ${money(invoice, refundableOf(invoice))} goes back to the card that paid it; the member’s invoice shows it.`,
      confirmLabel: 'Refund',
      busyLabel: 'Refunding…',
      tone: 'danger',
      fields: [
        { name: 'amount', label: 'Amount (USD)', kind: 'money', hint: 'Leave empty to refund everything that is left.' },
        { name: 'reason', label: 'Reason', kind: 'textarea', required: true },
      ],
      schema: adminRefundSchema,
      method: 'refundInvoice',
      done: (invoice) => `${invoice.number} refunded.`,
    },
  ],
  showTables: [
    {
      caption: 'Lines',
      empty: 'This invoice has no lines.',
      rows: (invoice) => invoice.lines.map((line, index) => ({ ...line, id: index + 1, currency: invoice.currency })),
      columns: [
        { field: 'description', label: 'Description' },
        { field: 'quantity', label: 'Quantity' },
        { field: 'unit_amount', label: 'Unit price', value: (line) => formatCents(Number(line.unit_amount)) },
        { field: 'amount', label: 'Amount', value: (line) => formatCents(Number(line.amount)) },
      ],
    },
    {
      caption: 'Orders',
      empty: 'No plan was bought with this invoice.',
      rows: (invoice) => (invoice.orders ?? []) as unknown as DbRecord[],
      columns: [
        { field: 'id', label: 'Order' },
        { field: 'product_name', label: 'Plan' },
        { field: 'amount', label: 'Amount', value: (order) => formatCents(Number(order.amount)) },
        { field: 'status', label: 'Status' },
      ],
    },
  ],
  serverExport: true,
})
