import { z } from 'zod'
import { isoDate, rowId as id } from './schemas'

/**
 * The payment provider's objects as the mock stores them (flat rows, foreign keys as `<table>_id`,
 * like mocks/db/schemas.ts). Money is integer cents; dates are ISO strings. What leaves the mock
 * is shaped by mocks/billing/billingPresenters.ts into the types of src/api/payments/paymentTypes.ts.
 */

const cents = z.number().int()
const currency = z.literal('usd')
const interval = z.enum(['month', 'year'])
const brand = z.enum(['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'unknown'])

/**
 * What happens when a card is charged, from Stripe's published test numbers. Stored instead of
 * the number, which the mock never keeps.
 */
export const CARD_BEHAVIOURS = ['succeed', 'decline', 'insufficient_funds', 'expired_card', 'incorrect_cvc', 'processing_error'] as const
export type CardBehaviour = (typeof CARD_BEHAVIOURS)[number]
const behaviour = z.enum(CARD_BEHAVIOURS)

/** Our id and the provider's, which every object the provider issues carries. */
const providerIds = { id, stripe_id: z.string() }

/** What is kept of a card (never its number): what shows of it, and how a charge on it goes. */
const cardDetails = {
  brand,
  last4: z.string().regex(/^\d{4}$/),
  exp_month: z.number().int().min(1).max(12),
  exp_year: z.number().int(),
  behaviour,
}

export const productSchema = z.object({
  ...providerIds,
  name: z.string().trim().min(1).max(80),
  description: z.string().max(500).default(''),
  active: z.boolean(),
  created_at: isoDate,
})
export type ProductRow = z.output<typeof productSchema>

export const priceSchema = z.object({
  ...providerIds,
  product_id: id,
  nickname: z.string().trim().min(1).max(80),
  amount: cents.min(50).max(1_000_000),
  currency,
  interval,
  active: z.boolean(),
  created_at: isoDate,
})
export type PriceRow = z.output<typeof priceSchema>

export const customerSchema = z.object({
  ...providerIds,
  user_id: id,
  email: z.string(),
  name: z.string(),
  default_card_id: id.nullable(),
  created_at: isoDate,
})
export type CustomerRow = z.output<typeof customerSchema>

export const cardSchema = z.object({
  ...providerIds,
  customer_id: id,
  user_id: id,
  ...cardDetails,
  created_at: isoDate,
})
export type CardRow = z.output<typeof cardSchema>

/** Issued by the mock card provider to anyone; spent by the first call that saves or charges it. */
export const cardTokenSchema = z.object({
  id,
  token: z.string(),
  ...cardDetails,
  name: z.string().default(''),
  used: z.boolean(),
  created_at: isoDate,
})
export type CardTokenRow = z.output<typeof cardTokenSchema>

export const subscriptionSchema = z.object({
  ...providerIds,
  user_id: id,
  customer_id: id,
  price_id: id,
  status: z.enum(['active', 'canceled', 'past_due']),
  cancel_at_period_end: z.boolean(),
  /** Periods are whole months or years counted from here, so a 31st stays the 31st where it exists. */
  billing_anchor: isoDate,
  current_period_start: isoDate,
  current_period_end: isoDate,
  canceled_at: isoDate.nullable(),
  ended_at: isoDate.nullable(),
  /** Cents owed to the member (a plan change's unused time), taken off the next invoices. */
  credit_balance: cents.nonnegative(),
  created_at: isoDate,
})
export type SubscriptionRow = z.output<typeof subscriptionSchema>

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number().int(),
  unit_amount: cents,
  amount: cents,
})
export type InvoiceLineRow = z.output<typeof invoiceLineSchema>

export const invoiceSchema = z.object({
  id,
  number: z.string(),
  user_id: id,
  customer_id: id,
  /** The customer's name and email when it was issued: an invoice never changes afterwards. */
  customer_name: z.string(),
  customer_email: z.string(),
  subscription_id: id.nullable(),
  charge_id: id.nullable(),
  status: z.enum(['paid', 'open', 'void', 'refunded', 'partially_refunded']),
  currency,
  lines: z.array(invoiceLineSchema),
  subtotal: cents,
  amount_due: cents.nonnegative(),
  amount_paid: cents.nonnegative(),
  amount_refunded: cents.nonnegative(),
  card_brand: brand.nullable(),
  card_last4: z.string().nullable(),
  period_start: isoDate,
  period_end: isoDate,
  created_at: isoDate,
  paid_at: isoDate.nullable(),
})
export type InvoiceRow = z.output<typeof invoiceSchema>

export const chargeSchema = z.object({
  ...providerIds,
  user_id: id,
  invoice_id: id.nullable(),
  card_id: id.nullable(),
  amount: cents.positive(),
  amount_refunded: cents.nonnegative(),
  currency,
  status: z.enum(['succeeded', 'failed', 'refunded', 'partially_refunded']),
  card_brand: brand,
  card_last4: z.string(),
  failure_message: z.string().nullable(),
  created_at: isoDate,
})
export type ChargeRow = z.output<typeof chargeSchema>

export const orderSchema = z.object({
  id,
  user_id: id,
  price_id: id,
  product_name: z.string(),
  invoice_id: id,
  amount: cents.nonnegative(),
  currency,
  status: z.enum(['paid', 'refunded']),
  created_at: isoDate,
})
export type OrderRow = z.output<typeof orderSchema>

export const refundSchema = z.object({
  id,
  user_id: id,
  invoice_id: id,
  charge_id: id.nullable(),
  amount: cents.nonnegative(),
  currency,
  reason: z.string(),
  status: z.enum(['pending', 'succeeded', 'rejected']),
  created_at: isoDate,
  decided_at: isoDate.nullable().default(null),
  /** An admin's reason for declining a member's request; the member reads it on the invoice. */
  decline_reason: z.string().nullable().default(null),
})
export type RefundRow = z.output<typeof refundSchema>

/** Metered usage waiting for the subscription's next invoice (invoice_id null), or billed on one. */
export const usageItemSchema = z.object({
  id,
  user_id: id,
  subscription_id: id,
  description: z.string(),
  quantity: z.number().int().positive(),
  unit_amount: cents,
  amount: cents,
  invoice_id: id.nullable(),
  created_at: isoDate,
})
export type UsageItemRow = z.output<typeof usageItemSchema>

/** The first answer to a payment request, replayed when the same key comes again. */
export const idempotencySchema = z.object({
  id,
  user_id: id,
  key: z.string(),
  /** What was asked (operation and its details), so a reused key with other details is refused. */
  fingerprint: z.string(),
  status: z.number().int(),
  body: z.record(z.string(), z.unknown()),
  created_at: isoDate,
})
export type IdempotencyRow = z.output<typeof idempotencySchema>
