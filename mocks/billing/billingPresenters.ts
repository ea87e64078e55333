import type { Card, Charge, Customer, Invoice, Order, Price, Product, Refund, Subscription } from '@/api/payments/paymentTypes'
import type {
  CardRow,
  ChargeRow,
  CustomerRow,
  InvoiceRow,
  OrderRow,
  PriceRow,
  ProductRow,
  RefundRow,
  SubscriptionRow,
} from '@mocks/db/paymentSchemas'
import { customerOf, findProduct, hasPendingRefund, priceAndProduct } from './billingStore'
import { declinedReasonOf } from './refunds'

/** Rows as they leave the mock: exactly the shapes of src/api/payments/paymentTypes.ts, detached copies. */

export function toProduct(row: ProductRow): Product {
  return { id: row.id, stripe_id: row.stripe_id, name: row.name, description: row.description, active: row.active, created_at: row.created_at }
}

export function toPrice(row: PriceRow): Price {
  const product = findProduct(row.product_id)
  return {
    id: row.id,
    stripe_id: row.stripe_id,
    product_id: row.product_id,
    product_name: product?.name ?? '',
    product_description: product?.description ?? '',
    nickname: row.nickname,
    amount: row.amount,
    currency: row.currency,
    interval: row.interval,
    active: row.active,
    created_at: row.created_at,
  }
}

export function toCustomer(row: CustomerRow): Customer {
  return {
    id: row.id,
    stripe_id: row.stripe_id,
    user_id: row.user_id,
    email: row.email,
    name: row.name,
    default_card_id: row.default_card_id,
    created_at: row.created_at,
  }
}

export function toCard(row: CardRow, customer: CustomerRow | undefined = customerOf(row.user_id)): Card {
  return {
    id: row.id,
    stripe_id: row.stripe_id,
    brand: row.brand,
    last4: row.last4,
    exp_month: row.exp_month,
    exp_year: row.exp_year,
    is_default: customer?.default_card_id === row.id,
    created_at: row.created_at,
  }
}

export function toSubscription(row: SubscriptionRow): Subscription {
  const { price, product } = priceAndProduct(row.price_id)
  return {
    id: row.id,
    stripe_id: row.stripe_id,
    user_id: row.user_id,
    price_id: row.price_id,
    product_name: product.name,
    amount: price.amount,
    currency: price.currency,
    interval: price.interval,
    status: row.status,
    cancel_at_period_end: row.cancel_at_period_end,
    current_period_start: row.current_period_start,
    current_period_end: row.current_period_end,
    canceled_at: row.canceled_at,
    created_at: row.created_at,
  }
}

export function toInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    user_id: row.user_id,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
    subscription_id: row.subscription_id,
    status: row.status,
    currency: row.currency,
    lines: row.lines.map((line) => ({ ...line })),
    subtotal: row.subtotal,
    amount_due: row.amount_due,
    amount_paid: row.amount_paid,
    amount_refunded: row.amount_refunded,
    refund_pending: hasPendingRefund(row.id),
    refund_declined_reason: declinedReasonOf(row.id),
    card_brand: row.card_brand,
    card_last4: row.card_last4,
    period_start: row.period_start,
    period_end: row.period_end,
    created_at: row.created_at,
    paid_at: row.paid_at,
  }
}

export function toCharge(row: ChargeRow): Charge {
  return {
    id: row.id,
    stripe_id: row.stripe_id,
    user_id: row.user_id,
    invoice_id: row.invoice_id,
    amount: row.amount,
    amount_refunded: row.amount_refunded,
    currency: row.currency,
    status: row.status,
    card_brand: row.card_brand,
    card_last4: row.card_last4,
    failure_message: row.failure_message,
    created_at: row.created_at,
  }
}

export function toOrder(row: OrderRow): Order {
  return {
    id: row.id,
    user_id: row.user_id,
    price_id: row.price_id,
    product_name: row.product_name,
    invoice_id: row.invoice_id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    created_at: row.created_at,
  }
}

export function toRefund(row: RefundRow): Refund {
  return {
    id: row.id,
    user_id: row.user_id,
    invoice_id: row.invoice_id,
    charge_id: row.charge_id,
    amount: row.amount,
    currency: row.currency,
    reason: row.reason,
    status: row.status,
    created_at: row.created_at,
    decided_at: row.decided_at,
    decline_reason: row.decline_reason,
  }
}
