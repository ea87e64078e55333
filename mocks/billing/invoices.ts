import type { UpcomingInvoice } from '@/api/payments/paymentTypes'
import { db, nextId } from '@mocks/db/db'
import type { CardRow, CustomerRow, InvoiceLineRow, InvoiceRow, PriceRow, ProductRow, SubscriptionRow } from '@mocks/db/paymentSchemas'
import { pendingUsageOf, priceAndProduct } from './billingStore'
import { stripeId } from './stripeIds'

/** Invoices: their numbers, their lines, and writing one with its charge and order. */

/** A coaching session booked on top of a plan, billed on the next invoice. */
export const USAGE_UNIT_AMOUNT = 500

export function planLabel(product: ProductRow, price: PriceRow): string {
  return `${product.name} · ${price.interval === 'year' ? 'Yearly' : 'Monthly'}`
}

export function usageDescription(quantity: number): string {
  return `Coaching session × ${quantity}`
}

export function formatDay(at: Date): string {
  return at.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })
}

export function line(description: string, quantity: number, unitAmount: number): InvoiceLineRow {
  return { description, quantity, unit_amount: unitAmount, amount: quantity * unitAmount }
}

const sum = (lines: InvoiceLineRow[]) => lines.reduce((total, item) => total + item.amount, 0)

export interface NextInvoice {
  lines: InvoiceLineRow[]
  /** The part of the subscription's credit balance this invoice uses up. */
  creditApplied: number
  amountDue: number
}

/**
 * What the subscription's next invoice holds: the plan for another period (unless it is set to
 * cancel), the usage recorded since the last invoice, and any credit the member is owed.
 */
export function nextInvoiceOf(subscription: SubscriptionRow): NextInvoice {
  const lines: InvoiceLineRow[] = []
  if (!subscription.cancel_at_period_end) {
    const { price, product } = priceAndProduct(subscription.price_id)
    lines.push(line(planLabel(product, price), 1, price.amount))
  }
  for (const item of pendingUsageOf(subscription.id)) lines.push(line(item.description, item.quantity, item.unit_amount))
  const creditApplied = Math.min(subscription.credit_balance, Math.max(0, sum(lines)))
  if (creditApplied > 0) lines.push(line('Credit from your plan change', 1, -creditApplied))
  return { lines, creditApplied, amountDue: Math.max(0, sum(lines)) }
}

/** The invoice the member will be charged at the period's end; null when nothing is due then. */
export function upcomingOf(subscription: SubscriptionRow): UpcomingInvoice | null {
  const next = nextInvoiceOf(subscription)
  if (next.lines.length === 0) return null
  return { date: subscription.current_period_end, currency: 'usd', lines: next.lines, amount_due: next.amountDue }
}

/** MT-YYYY-NNNN: numbered in order within the year it is issued. */
export function nextInvoiceNumber(at: Date): string {
  const year = at.getUTCFullYear()
  const prefix = `MT-${year}-`
  const highest = db.invoice
    .findMany((q) => q.where({ number: (value) => value.startsWith(prefix) }))
    .reduce((max, row) => Math.max(max, Number(row.number.slice(prefix.length)) || 0), 0)
  return `${prefix}${String(highest + 1).padStart(4, '0')}`
}

export interface InvoiceDraft {
  customer: CustomerRow
  subscription: SubscriptionRow | null
  lines: InvoiceLineRow[]
  periodStart: string
  periodEnd: string
  at: Date
  /** The card charged, when the invoice is paid now and something is due. */
  card: CardRow | null
  /** Paid (charged now, or nothing due) or open (the charge failed; retried later). */
  paid: boolean
  /** The price bought, for the order that records a paid purchase. */
  orderPriceId: number | null
}

/** Writes the invoice, with a succeeded charge when money moved and an order for the plan bought. */
export async function recordInvoice(draft: InvoiceDraft): Promise<InvoiceRow> {
  const at = draft.at.toISOString()
  const subtotal = sum(draft.lines)
  const amountDue = Math.max(0, subtotal)
  const charged = draft.paid && amountDue > 0 && draft.card !== null ? draft.card : null
  const invoiceId = nextId('invoice')
  const chargeId = charged ? nextId('charge') : null

  const invoice = await db.invoice.create({
    id: invoiceId,
    number: nextInvoiceNumber(draft.at),
    user_id: draft.customer.user_id,
    customer_id: draft.customer.id,
    customer_name: draft.customer.name,
    customer_email: draft.customer.email,
    subscription_id: draft.subscription?.id ?? null,
    charge_id: chargeId,
    status: draft.paid ? 'paid' : 'open',
    currency: 'usd',
    lines: draft.lines,
    subtotal,
    amount_due: amountDue,
    amount_paid: draft.paid ? amountDue : 0,
    amount_refunded: 0,
    card_brand: charged?.brand ?? null,
    card_last4: charged?.last4 ?? null,
    period_start: draft.periodStart,
    period_end: draft.periodEnd,
    created_at: at,
    paid_at: draft.paid ? at : null,
  })
  if (charged && chargeId !== null) {
    await db.charge.create({
      id: chargeId,
      stripe_id: stripeId('ch'),
      user_id: draft.customer.user_id,
      invoice_id: invoiceId,
      card_id: charged.id,
      amount: amountDue,
      amount_refunded: 0,
      currency: 'usd',
      status: 'succeeded',
      card_brand: charged.brand,
      card_last4: charged.last4,
      failure_message: null,
      created_at: at,
    })
  }
  if (draft.paid && draft.orderPriceId !== null) await recordOrder(invoice, draft.orderPriceId)
  return invoice
}

export async function recordOrder(invoice: InvoiceRow, priceId: number): Promise<void> {
  const { product } = priceAndProduct(priceId)
  await db.order.create({
    id: nextId('order'),
    user_id: invoice.user_id,
    price_id: priceId,
    product_name: product.name,
    invoice_id: invoice.id,
    amount: invoice.amount_paid,
    currency: 'usd',
    status: 'paid',
    created_at: invoice.paid_at ?? invoice.created_at,
  })
}

/** Marks usage items as billed on the invoice, so they leave the upcoming one. */
export async function attachUsage(subscriptionId: number, invoiceId: number): Promise<void> {
  const ids = new Set(pendingUsageOf(subscriptionId).map((item) => item.id))
  if (ids.size === 0) return
  await db.usage_item.updateMany((q) => q.where({ id: (value) => ids.has(value) }), {
    data(draft) {
      draft.invoice_id = invoiceId
    },
  })
}
