import { db, nextId } from '@mocks/db/db'
import type { InvoiceRow, RefundRow } from '@mocks/db/paymentSchemas'
import { HttpError, assertValid, type Validation } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'
import { BILLING_MESSAGES, findInvoice } from './billingStore'

/** Refunds: a member asks (pending, an admin decides); an admin refunds all or part of a paid invoice. */

export const REFUND_LIMITS = { reasonMin: 10, reasonMax: 500 } as const

export const REFUND_MESSAGES = {
  invoiceId: 'Choose an invoice.',
  reasonShort: `Tell us why in at least ${REFUND_LIMITS.reasonMin} characters.`,
  reasonLong: `Keep the reason to ${REFUND_LIMITS.reasonMax} characters or fewer.`,
  adminReason: 'Give a reason for the refund.',
  amount: 'The amount must be a whole number of cents, 1 or more.',
  notPaid: 'Only a paid invoice can be refunded.',
  nothingLeft: 'Nothing is left to refund on this invoice.',
  pending: 'A refund for this invoice is already being reviewed.',
} as const

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

export function remainingOf(invoice: InvoiceRow): number {
  return invoice.amount_paid - invoice.amount_refunded
}

function requireRefundable(invoice: InvoiceRow): number {
  if (invoice.status !== 'paid' && invoice.status !== 'partially_refunded') throw new HttpError(409, REFUND_MESSAGES.notPaid)
  const remaining = remainingOf(invoice)
  if (remaining <= 0) throw new HttpError(409, REFUND_MESSAGES.nothingLeft)
  return remaining
}

function readInvoiceId(body: JsonObject, validation: Validation): number {
  const value = body.invoice_id
  if (typeof value === 'number' && Number.isInteger(value) && value > 0) return value
  validation.invoice_id = REFUND_MESSAGES.invoiceId
  return 0
}

function pendingRefundOf(invoiceId: number): RefundRow | undefined {
  return db.refund.findFirst((q) => q.where({ invoice_id: invoiceId, status: 'pending' }))
}

/** /v3/api/movetime/refund-req: the member's own paid invoice, one request at a time. */
export async function requestRefund(userId: number, body: JsonObject, now: Date): Promise<RefundRow> {
  const validation: Validation = {}
  const invoiceId = readInvoiceId(body, validation)
  const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
  if (reason.length < REFUND_LIMITS.reasonMin) validation.reason = REFUND_MESSAGES.reasonShort
  else if (reason.length > REFUND_LIMITS.reasonMax) validation.reason = REFUND_MESSAGES.reasonLong
  assertValid(validation)

  const invoice = findInvoice(invoiceId)
  if (!invoice || invoice.user_id !== userId) throw new HttpError(404, BILLING_MESSAGES.invoiceNotFound)
  const remaining = requireRefundable(invoice)
  if (pendingRefundOf(invoice.id)) throw new HttpError(409, REFUND_MESSAGES.pending)
  return db.refund.create({
    id: nextId('refund'),
    user_id: userId,
    invoice_id: invoice.id,
    charge_id: invoice.charge_id,
    amount: remaining,
    currency: 'usd',
    reason,
    status: 'pending',
    created_at: now.toISOString(),
    decided_at: null,
  })
}

/** stripe/refund (admin): money goes back now; a member's pending request for the invoice is fulfilled by it. */
export async function refundInvoice(body: JsonObject, now: Date): Promise<RefundRow> {
  const validation: Validation = {}
  const invoiceId = readInvoiceId(body, validation)
  const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
  if (reason === '') validation.reason = REFUND_MESSAGES.adminReason
  else if (reason.length > REFUND_LIMITS.reasonMax) validation.reason = REFUND_MESSAGES.reasonLong
  const rawAmount = body.amount
  const hasAmount = rawAmount !== undefined && rawAmount !== null
  if (hasAmount && !(typeof rawAmount === 'number' && Number.isInteger(rawAmount) && rawAmount > 0)) validation.amount = REFUND_MESSAGES.amount
  assertValid(validation)

  const invoice = findInvoice(invoiceId)
  if (!invoice) throw new HttpError(404, BILLING_MESSAGES.invoiceNotFound)
  const remaining = requireRefundable(invoice)
  const amount = hasAmount ? (rawAmount as number) : remaining
  if (amount > remaining) {
    const message = `The most that can be refunded is ${dollars(remaining)}.`
    throw new HttpError(400, message, { amount: message })
  }

  const at = now.toISOString()
  const refunded = invoice.amount_refunded + amount
  const whole = refunded === invoice.amount_paid
  await db.invoice.update((q) => q.where({ id: invoice.id }), {
    data(draft) {
      draft.amount_refunded = refunded
      draft.status = whole ? 'refunded' : 'partially_refunded'
    },
  })
  if (invoice.charge_id !== null) {
    await db.charge.update((q) => q.where({ id: invoice.charge_id as number }), {
      data(draft) {
        draft.amount_refunded += amount
        draft.status = draft.amount_refunded >= draft.amount ? 'refunded' : 'partially_refunded'
      },
    })
  }
  if (whole) {
    await db.order.updateMany((q) => q.where({ invoice_id: invoice.id }), {
      data(draft) {
        draft.status = 'refunded'
      },
    })
  }

  const pending = pendingRefundOf(invoice.id)
  if (pending) {
    const fulfilled = await db.refund.update((q) => q.where({ id: pending.id }), {
      data(draft) {
        draft.status = 'succeeded'
        draft.amount = amount
        draft.charge_id = invoice.charge_id
        draft.decided_at = at
      },
    })
    if (fulfilled) return fulfilled
  }
  return db.refund.create({
    id: nextId('refund'),
    user_id: invoice.user_id,
    invoice_id: invoice.id,
    charge_id: invoice.charge_id,
    amount,
    currency: 'usd',
    reason,
    status: 'succeeded',
    created_at: at,
    decided_at: at,
  })
}
