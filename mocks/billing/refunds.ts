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
  requestNotFound: 'Refund request not found.',
  decided: 'This refund request has already been decided.',
  requestInvoice: 'This refund request is for another invoice.',
  declineReason: 'Tell the member why the refund is declined.',
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
  const requestId = body.refund_request_id
  if (requestId !== undefined && !(typeof requestId === 'number' && Number.isInteger(requestId) && requestId > 0)) {
    validation.refund_request_id = REFUND_MESSAGES.requestNotFound
  }
  assertValid(validation)

  const invoice = findInvoice(invoiceId)
  if (!invoice) throw new HttpError(404, BILLING_MESSAGES.invoiceNotFound)
  // Approving a member's request: it must still be waiting, for this invoice (checked before any write).
  if (typeof requestId === 'number') requirePendingRequest(requestId, invoice.id)
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
        draft.decline_reason = null
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

function requirePendingRequest(requestId: number, invoiceId: number): RefundRow {
  const request = db.refund.findFirst((q) => q.where({ id: requestId }))
  if (!request) throw new HttpError(404, REFUND_MESSAGES.requestNotFound)
  if (request.invoice_id !== invoiceId) throw new HttpError(400, REFUND_MESSAGES.requestInvoice, { refund_request_id: REFUND_MESSAGES.requestInvoice })
  if (request.status !== 'pending') throw new HttpError(409, REFUND_MESSAGES.decided)
  return request
}

/** The member's pending request for this refund row's invoice, if the row is one. */
export function findRefundRequest(id: number): RefundRow | undefined {
  return db.refund.findFirst((q) => q.where({ id }))
}

/**
 * An admin declines a member's pending request, with a reason the member reads on the invoice.
 * The caller holds the member's billing lock, so an approve and a decline of one request cannot
 * both pass the "still pending" check.
 */
export async function declineRefundRequest(request: RefundRow, body: JsonObject, now: Date): Promise<RefundRow> {
  const reason = typeof body.reason === 'string' ? body.reason.trim() : ''
  const validation: Validation = {}
  if (reason === '') validation.reason = REFUND_MESSAGES.declineReason
  else if (reason.length > REFUND_LIMITS.reasonMax) validation.reason = REFUND_MESSAGES.reasonLong
  assertValid(validation)
  const current = findRefundRequest(request.id)
  if (!current) throw new HttpError(404, REFUND_MESSAGES.requestNotFound)
  if (current.status !== 'pending') throw new HttpError(409, REFUND_MESSAGES.decided)
  const declined = await db.refund.update((q) => q.where({ id: current.id }), {
    data(draft) {
      draft.status = 'rejected'
      draft.decline_reason = reason
      draft.decided_at = now.toISOString()
    },
  })
  if (!declined) throw new HttpError(404, REFUND_MESSAGES.requestNotFound)
  return declined
}

/** Why the member's latest request for the invoice was declined, unless a later one is waiting or paid. */
export function declinedReasonOf(invoiceId: number): string | null {
  const latest = db.refund
    .findMany((q) => q.where({ invoice_id: invoiceId }))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)[0]
  return latest?.status === 'rejected' ? latest.decline_reason : null
}
