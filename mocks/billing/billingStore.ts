import { db, nextId } from '@mocks/db/db'
import type {
  CardRow,
  CustomerRow,
  InvoiceRow,
  PriceRow,
  ProductRow,
  SubscriptionRow,
  UsageItemRow,
} from '@mocks/db/paymentSchemas'
import type { UserRow } from '@mocks/db/schemas'
import { HttpError } from '@mocks/http/httpErrors'
import { stripeId } from './stripeIds'

/** Lookups over the payment tables, and the few writes every payment flow shares. */

export const BILLING_MESSAGES = {
  planGone: 'That plan is no longer available.',
  noPlan: 'You have no active plan.',
  subscriptionNotFound: 'Subscription not found.',
  cardNotFound: 'Card not found.',
  invoiceNotFound: 'Invoice not found.',
} as const

/** Newest first; ties (rows written in the same millisecond) by id. */
export const newestFirst = <T extends { id: number; created_at: string }>(a: T, b: T) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id

export function findProduct(id: number): ProductRow | undefined {
  return db.product.findFirst((q) => q.where({ id }))
}

export function findPrice(id: number): PriceRow | undefined {
  return db.price.findFirst((q) => q.where({ id }))
}

/** A price a member may subscribe to now: it and its product are both active. */
export function requireSubscribablePrice(id: number): { price: PriceRow; product: ProductRow } {
  const price = findPrice(id)
  const product = price && findProduct(price.product_id)
  if (!price || !product || !price.active || !product.active) throw new HttpError(404, BILLING_MESSAGES.planGone)
  return { price, product }
}

/** The price with its product, for rows that point at a price that may since have been archived. */
export function priceAndProduct(priceId: number): { price: PriceRow; product: ProductRow } {
  const price = findPrice(priceId)
  const product = price && findProduct(price.product_id)
  if (!price || !product) throw new Error(`Price ${priceId} or its product is missing.`)
  return { price, product }
}

export function customerOf(userId: number): CustomerRow | undefined {
  return db.customer.findFirst((q) => q.where({ user_id: userId }))
}

export function cardsOf(userId: number): CardRow[] {
  return db.card.findMany((q) => q.where({ user_id: userId })).sort(newestFirst)
}

export function findOwnCard(userId: number, cardId: number): CardRow | undefined {
  return db.card.findFirst((q) => q.where({ id: cardId, user_id: userId }))
}

export function defaultCardOf(customer: CustomerRow | undefined): CardRow | undefined {
  if (!customer || customer.default_card_id === null) return undefined
  return db.card.findFirst((q) => q.where({ id: customer.default_card_id as number }))
}

export const isLive = (subscription: SubscriptionRow) => subscription.status !== 'canceled'

export function subscriptionsOf(userId: number): SubscriptionRow[] {
  return db.subscription.findMany((q) => q.where({ user_id: userId })).sort(newestFirst)
}

/** The member's one running subscription (active or past due, perhaps set to cancel), if any. */
export function liveSubscriptionOf(userId: number): SubscriptionRow | undefined {
  return subscriptionsOf(userId).find(isLive)
}

export function findSubscription(id: number): SubscriptionRow | undefined {
  return db.subscription.findFirst((q) => q.where({ id }))
}

export function findInvoice(id: number): InvoiceRow | undefined {
  return db.invoice.findFirst((q) => q.where({ id }))
}

export function hasPendingRefund(invoiceId: number): boolean {
  return db.refund.findFirst((q) => q.where({ invoice_id: invoiceId, status: 'pending' })) !== undefined
}

export function invoicesOf(userId: number): InvoiceRow[] {
  return db.invoice.findMany((q) => q.where({ user_id: userId })).sort(newestFirst)
}

/** Usage recorded since the last invoice: it goes on the next one. */
export function pendingUsageOf(subscriptionId: number): UsageItemRow[] {
  return db.usage_item
    .findMany((q) => q.where({ subscription_id: subscriptionId, invoice_id: (value) => value === null }))
    .sort((a, b) => a.created_at.localeCompare(b.created_at) || a.id - b.id)
}

export function fullName(user: UserRow): string {
  return `${user.first_name} ${user.last_name}`.trim() || user.email
}

/** The member's customer, created from their account when they have none. */
export async function ensureCustomer(user: UserRow, at: string): Promise<CustomerRow> {
  const existing = customerOf(user.id)
  if (existing) return existing
  return db.customer.create({
    id: nextId('customer'),
    stripe_id: stripeId('cus'),
    user_id: user.id,
    email: user.email,
    name: fullName(user),
    default_card_id: null,
    created_at: at,
  })
}

export async function setDefaultCard(customerId: number, cardId: number | null): Promise<void> {
  await db.customer.update((q) => q.where({ id: customerId }), {
    data(draft) {
      draft.default_card_id = cardId
    },
  })
}
