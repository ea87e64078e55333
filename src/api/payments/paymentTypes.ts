import type { CardBrand } from '@/lib/cards/cardBrand'

/**
 * Shapes of the payments call family (docs/product.md §7 "Payments", /v2/api/lambda/stripe/…) and of
 * MoveTime's own billing calls, shared by the client and the mock.
 *
 * Money is always an integer number of the currency's minor unit (cents), as the payment
 * provider counts it; dates are ISO 8601 strings.
 */

export type Currency = 'usd'
export type BillingInterval = 'month' | 'year'
export type { CardBrand }

export interface Product {
  id: number
  /** The provider's id (prod_…). */
  stripe_id: string
  name: string
  description: string
  active: boolean
  created_at: string
}

export interface Price {
  id: number
  stripe_id: string
  product_id: number
  /** Copied from the product, so a plan picker needs one call. */
  product_name: string
  product_description: string
  nickname: string
  amount: number
  currency: Currency
  interval: BillingInterval
  active: boolean
  created_at: string
}

export interface Card {
  id: number
  stripe_id: string
  brand: CardBrand
  last4: string
  exp_month: number
  exp_year: number
  is_default: boolean
  created_at: string
}

export interface Customer {
  id: number
  stripe_id: string
  user_id: number
  email: string
  name: string
  default_card_id: number | null
  created_at: string
}

export type SubscriptionStatus = 'active' | 'canceled' | 'past_due'

export interface Subscription {
  id: number
  stripe_id: string
  user_id: number
  price_id: number
  product_name: string
  amount: number
  currency: Currency
  interval: BillingInterval
  status: SubscriptionStatus
  /** Cancelled by the member: stays active until current_period_end, then ends. */
  cancel_at_period_end: boolean
  current_period_start: string
  current_period_end: string
  canceled_at: string | null
  created_at: string
}

export interface InvoiceLine {
  description: string
  quantity: number
  /** Per unit. */
  unit_amount: number
  amount: number
}

export type InvoiceStatus = 'paid' | 'open' | 'void' | 'refunded' | 'partially_refunded'

export interface Invoice {
  id: number
  /** Human-facing number, e.g. MT-2026-0004. */
  number: string
  user_id: number
  customer_name: string
  customer_email: string
  subscription_id: number | null
  status: InvoiceStatus
  currency: Currency
  lines: InvoiceLine[]
  subtotal: number
  amount_due: number
  amount_paid: number
  amount_refunded: number
  /** The member asked for a refund (refund-req) and an admin has not decided yet. */
  refund_pending: boolean
  /** Why an admin declined the member's latest refund request for this invoice, when they did. */
  refund_declined_reason?: string | null
  card_brand: CardBrand | null
  card_last4: string | null
  period_start: string
  period_end: string
  created_at: string
  paid_at: string | null
}

export interface UpcomingInvoice {
  /** When it will be charged: the end of the current period. */
  date: string
  currency: Currency
  lines: InvoiceLine[]
  amount_due: number
}

export type ChargeStatus = 'succeeded' | 'failed' | 'refunded' | 'partially_refunded'

export interface Charge {
  id: number
  stripe_id: string
  user_id: number
  invoice_id: number | null
  amount: number
  amount_refunded: number
  currency: Currency
  status: ChargeStatus
  card_brand: CardBrand
  card_last4: string
  failure_message: string | null
  created_at: string
}

export interface Order {
  id: number
  user_id: number
  price_id: number
  product_name: string
  invoice_id: number
  amount: number
  currency: Currency
  status: 'paid' | 'refunded'
  created_at: string
}

export type RefundStatus = 'pending' | 'succeeded' | 'rejected'

export interface Refund {
  id: number
  user_id: number
  invoice_id: number
  charge_id: number | null
  amount: number
  currency: Currency
  reason: string
  status: RefundStatus
  created_at: string
  /** When an admin approved or declined it; null while pending. */
  decided_at?: string | null
  /** An admin's reason for declining, shown to the member on the invoice. */
  decline_reason?: string | null
}

/** A member's refund request as the admin's list shows it: with the invoice and who paid it. */
export interface RefundRequest extends Refund {
  invoice_number: string
  customer_name: string
  customer_email: string
}

export interface RefundRequestQuery {
  page?: number
  limit?: number
  /** pending, succeeded or rejected; every request when absent. */
  status?: RefundStatus
  /** Contains, in the member's email. */
  email?: string
}

export interface RefundDeclineInput {
  /** Shown to the member on their invoice. */
  reason: string
}

/** The admin invoice list's filter, shared by invoices-v2 and export-invoices. */
export interface AdminInvoiceQuery {
  page?: number
  limit?: number
  status?: InvoiceStatus
  /** Contains, in the customer's email. */
  email?: string
  /** Issued on or after this day (YYYY-MM-DD, UTC). */
  from?: string
  /** Issued on or before this day (YYYY-MM-DD, UTC). */
  to?: string
  /** One invoice by id. */
  id?: number
}

/** The admin dashboard's numbers, computed by the server from the data. */
export interface AdminStats {
  error: false
  /** Members with a live subscription. */
  active_members: number
  /** Monthly recurring revenue in minor units: monthly prices plus a twelfth of yearly ones. */
  mrr: number
  currency: Currency
  new_signups_this_month: number
  cancellations_this_month: number
  refunds_waiting: number
  moves_watched_this_week: number
  /** Oldest first: the twelve weeks up to and including this one (weeks start on Monday, UTC). */
  weeks: Array<{ week_start: string; signups: number; revenue: number }>
  /** Newest first. */
  activity: Array<{ at: string; kind: 'signup' | 'payment' | 'refund_request' | 'refund' | 'cancellation'; text: string }>
}

/** What the gateway hands our API instead of card details (docs/product.md §7: card numbers never reach it). */
export interface CardToken {
  /** tok_… */
  id: string
  card: Pick<Card, 'brand' | 'last4' | 'exp_month' | 'exp_year'>
}

export interface ListResponse<T> {
  error: false
  list: T[]
}

// Billing's paged lists answer in the records family's page shape.
export type { PageResponse } from '@/api/records/recordTypes'

export interface ItemResponse<T> {
  error: false
  model: T
}

export interface ProductInput {
  name: string
  description?: string
  active?: boolean
}

export interface PriceInput {
  product_id: number
  nickname: string
  amount: number
  currency: Currency
  interval: BillingInterval
  active?: boolean
}

/** Either a new card (token from the gateway) or one already saved. */
export type PaymentSource = { card_token: string; card_id?: never } | { card_id: number; card_token?: never }

export type CheckoutRequest = PaymentSource & {
  price_id: number
  /** Sent again on a retry or a double click: the server charges once per key. */
  idempotency_key: string
}

export interface CheckoutResponse {
  error: false
  subscription: Subscription
  invoice: Invoice
}

export interface CurrentSubscriptionResponse {
  error: false
  /** The member's live subscription (active, possibly set to cancel), or null. */
  subscription: Subscription | null
  upcoming: UpcomingInvoice | null
}

/** customer/subscription PUT: change plan, resume a cancelled one, or only preview a change. */
export type ChangeSubscriptionRequest =
  | { price_id: number; preview: true }
  | { price_id: number; preview?: false; idempotency_key: string }
  | { cancel_at_period_end: false }

/** What changing plan costs now: the unused part of the current plan is credited. */
export interface PlanChangePreview {
  from_price_id: number
  to_price_id: number
  currency: Currency
  credit: number
  charge: number
  /** charge − credit, never below zero; a larger credit carries to the next invoice. */
  amount_due_now: number
  carried_credit: number
  new_period_end: string
}

export interface ChangeSubscriptionResponse {
  error: false
  subscription: Subscription
  preview?: PlanChangePreview
  /** The invoice paid for the change, when one was charged now. */
  invoice?: Invoice
}

export interface SubscriptionResponse {
  error: false
  subscription: Subscription
}

export interface UsageChargeRequest {
  subId: number
  quantity: number
}

export interface UsageChargeResponse {
  error: false
  upcoming: UpcomingInvoice
}

export interface RefundInput {
  invoice_id: number
  /** Minor units; the whole remaining amount when absent. */
  amount?: number
  reason: string
  /**
   * The member's pending request this refund answers: refused (409) when an admin already decided
   * it, so an approve racing a decline or another approve refunds once.
   */
  refund_request_id?: number
}

export interface CustomerResponse {
  error: false
  customer: Customer | null
  cards: Card[]
}

export interface CardResponse {
  error: false
  card: Card
  cards: Card[]
}

export interface CardsResponse {
  error: false
  cards: Card[]
}

/** /v3/api/custom/movetime/subscriptions: the member's plan status, what the app gates on. */
export interface MembershipResponse {
  error: false
  active: boolean
  subscription: Subscription | null
  history: Subscription[]
}

export interface RefundRequestInput {
  invoice_id: number
  reason: string
}

export interface InvoiceQuery {
  page?: number
  limit?: number
  /** One invoice by id (the invoice page). */
  id?: number
}
