import { addIntervals, addMonths, iso } from '@mocks/billing/billingTime'
import type { Db } from './collections'
import type { CardRow, ChargeRow, InvoiceRow, OrderRow, PriceRow, ProductRow, SubscriptionRow } from './paymentSchemas'
import { seedDate } from './seedTime'

/**
 * The payment part of the demo data. Products and prices are fixed; the members' subscriptions
 * are placed around the day of the reset (not the fixed seed instant), so a fresh reset always
 * shows a live plan with its past invoices and a renewal still ahead. Within one day a reset
 * gives the same data.
 */

export const SEED_PRODUCT_IDS = { premium: 1, coach: 2 } as const
export const SEED_PRICE_IDS = { premiumMonthly: 1, premiumYearly: 2, coachMonthly: 3, coachYearly: 4, archivedPremiumMonthly: 5 } as const
export const SEED_CARD_IDS = { mayaVisa: 1, mayaMastercard: 2, jordanAmex: 3 } as const
export const SEED_SUBSCRIPTION_IDS = { maya: 1, jordan: 2 } as const
/** Jordan's yearly invoice, with the refund request waiting for an admin. */
export const SEED_REFUNDABLE_INVOICE_ID = 4

const DAY_MS = 86_400_000

const products: ProductRow[] = [
  {
    id: SEED_PRODUCT_IDS.premium,
    stripe_id: 'prod_MTpremium000000000001',
    name: 'MoveTime Premium',
    description: 'The whole move library, favourites, history and stats, and offline training in the gym.',
    active: true,
    created_at: seedDate(-60),
  },
  {
    id: SEED_PRODUCT_IDS.coach,
    stripe_id: 'prod_MTcoach00000000000002',
    name: 'MoveTime Coach',
    description: 'Everything in Premium, plus two live coaching sessions a month with a MoveTime coach and form checks on your videos.',
    active: true,
    created_at: seedDate(-60),
  },
]

const price = (id: number, productId: number, nickname: string, amount: number, interval: PriceRow['interval'], active = true, days = -60): PriceRow => ({
  id,
  stripe_id: `price_MTseed${String(id).padStart(11, '0')}`,
  product_id: productId,
  nickname,
  amount,
  currency: 'usd',
  interval,
  active,
  created_at: seedDate(days),
})

const prices: PriceRow[] = [
  price(SEED_PRICE_IDS.premiumMonthly, SEED_PRODUCT_IDS.premium, 'Premium monthly', 999, 'month'),
  price(SEED_PRICE_IDS.premiumYearly, SEED_PRODUCT_IDS.premium, 'Premium yearly', 9990, 'year'),
  price(SEED_PRICE_IDS.coachMonthly, SEED_PRODUCT_IDS.coach, 'Coach monthly', 1999, 'month'),
  price(SEED_PRICE_IDS.coachYearly, SEED_PRODUCT_IDS.coach, 'Coach yearly', 19990, 'year'),
  // The launch price, replaced (prices never change amount; a new one is made and the old archived).
  price(SEED_PRICE_IDS.archivedPremiumMonthly, SEED_PRODUCT_IDS.premium, 'Premium monthly (launch)', 799, 'month', false, -400),
]

interface Member {
  userId: number
  customerId: number
  name: string
  email: string
}

const maya: Member = { userId: 1, customerId: 1, name: 'Maya Thompson', email: 'member@movetime.app' }
const jordan: Member = { userId: 3, customerId: 2, name: 'Jordan Lee', email: 'second@movetime.app' }

/** 09:00 UTC on the day `now` falls on. */
function billingDay(now: number): Date {
  const day = new Date(now)
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 9))
}

export async function seedBilling(target: Db, now: number = Date.now()): Promise<void> {
  for (const row of products) await target.product.create(structuredClone(row))
  for (const row of prices) await target.price.create(structuredClone(row))

  const today = billingDay(now)
  const year = today.getUTCFullYear()
  // Maya joined two months and twenty days ago: three paid months, the third running now.
  const mayaStart = addMonths(new Date(today.getTime() - 20 * DAY_MS), -2)
  // Jordan paid for a year twelve days ago, and has asked for a refund since.
  const jordanStart = new Date(today.getTime() - 12 * DAY_MS)

  await target.customer.create({ id: maya.customerId, stripe_id: 'cus_MTmaya0000000000000001', user_id: maya.userId, email: maya.email, name: maya.name, default_card_id: SEED_CARD_IDS.mayaVisa, created_at: iso(mayaStart) })
  await target.customer.create({ id: jordan.customerId, stripe_id: 'cus_MTjordan00000000000002', user_id: jordan.userId, email: jordan.email, name: jordan.name, default_card_id: SEED_CARD_IDS.jordanAmex, created_at: iso(jordanStart) })

  const card = (id: number, member: Member, brand: CardRow['brand'], last4: string, expMonth: number, expYear: number, createdAt: Date): CardRow => ({
    id,
    stripe_id: `card_MTseed${String(id).padStart(12, '0')}`,
    customer_id: member.customerId,
    user_id: member.userId,
    brand,
    last4,
    exp_month: expMonth,
    exp_year: expYear,
    behaviour: 'succeed',
    created_at: iso(createdAt),
  })
  const cards = [
    card(SEED_CARD_IDS.mayaVisa, maya, 'visa', '4242', 12, year + 3, mayaStart),
    card(SEED_CARD_IDS.mayaMastercard, maya, 'mastercard', '4444', 8, year + 2, new Date(mayaStart.getTime() + 15 * DAY_MS)),
    card(SEED_CARD_IDS.jordanAmex, jordan, 'amex', '0005', 3, year + 4, jordanStart),
  ]
  for (const row of cards) await target.card.create(row)

  const subscription = (id: number, member: Member, priceRow: PriceRow, start: Date, periodStart: Date): SubscriptionRow => ({
    id,
    stripe_id: `sub_MTseed${String(id).padStart(13, '0')}`,
    user_id: member.userId,
    customer_id: member.customerId,
    price_id: priceRow.id,
    status: 'active',
    cancel_at_period_end: false,
    billing_anchor: iso(start),
    current_period_start: iso(periodStart),
    current_period_end: iso(addIntervals(periodStart, priceRow.interval, 1)),
    canceled_at: null,
    ended_at: null,
    credit_balance: 0,
    created_at: iso(start),
  })
  const premiumMonthly = prices[0] as PriceRow
  const premiumYearly = prices[1] as PriceRow
  await target.subscription.create(subscription(SEED_SUBSCRIPTION_IDS.maya, maya, premiumMonthly, mayaStart, addMonths(mayaStart, 2)))
  await target.subscription.create(subscription(SEED_SUBSCRIPTION_IDS.jordan, jordan, premiumYearly, jordanStart, jordanStart))

  const paid: Array<{ member: Member; subscriptionId: number; priceRow: PriceRow; cardRow: CardRow; start: Date }> = [
    ...[0, 1, 2].map((month) => ({ member: maya, subscriptionId: SEED_SUBSCRIPTION_IDS.maya, priceRow: premiumMonthly, cardRow: cards[0] as CardRow, start: addMonths(mayaStart, month) })),
    { member: jordan, subscriptionId: SEED_SUBSCRIPTION_IDS.jordan, priceRow: premiumYearly, cardRow: cards[2] as CardRow, start: jordanStart },
  ]
  const perYear = new Map<number, number>()
  for (const [index, entry] of paid.entries()) {
    const id = index + 1
    const at = iso(entry.start)
    const invoiceYear = entry.start.getUTCFullYear()
    const sequence = (perYear.get(invoiceYear) ?? 0) + 1
    perYear.set(invoiceYear, sequence)
    const label = `MoveTime Premium · ${entry.priceRow.interval === 'year' ? 'Yearly' : 'Monthly'}`
    const amount = entry.priceRow.amount
    const invoice: InvoiceRow = {
      id,
      number: `MT-${invoiceYear}-${String(sequence).padStart(4, '0')}`,
      user_id: entry.member.userId,
      customer_id: entry.member.customerId,
      customer_name: entry.member.name,
      customer_email: entry.member.email,
      subscription_id: entry.subscriptionId,
      charge_id: id,
      status: 'paid',
      currency: 'usd',
      lines: [{ description: label, quantity: 1, unit_amount: amount, amount }],
      subtotal: amount,
      amount_due: amount,
      amount_paid: amount,
      amount_refunded: 0,
      card_brand: entry.cardRow.brand,
      card_last4: entry.cardRow.last4,
      period_start: at,
      period_end: iso(addIntervals(entry.start, entry.priceRow.interval, 1)),
      created_at: at,
      paid_at: at,
    }
    const charge: ChargeRow = {
      id,
      stripe_id: `ch_MTseed${String(id).padStart(14, '0')}`,
      user_id: entry.member.userId,
      invoice_id: id,
      card_id: entry.cardRow.id,
      amount,
      amount_refunded: 0,
      currency: 'usd',
      status: 'succeeded',
      card_brand: entry.cardRow.brand,
      card_last4: entry.cardRow.last4,
      failure_message: null,
      created_at: at,
    }
    const order: OrderRow = { id, user_id: entry.member.userId, price_id: entry.priceRow.id, product_name: 'MoveTime Premium', invoice_id: id, amount, currency: 'usd', status: 'paid', created_at: at }
    await target.invoice.create(invoice)
    await target.charge.create(charge)
    await target.order.create(order)
  }

  await target.refund.create({
    id: 1,
    user_id: jordan.userId,
    invoice_id: SEED_REFUNDABLE_INVOICE_ID,
    charge_id: SEED_REFUNDABLE_INVOICE_ID,
    amount: premiumYearly.amount,
    currency: 'usd',
    reason: 'I meant to choose the monthly plan, not a whole year.',
    status: 'pending',
    created_at: iso(new Date(jordanStart.getTime() + 2 * DAY_MS)),
    decided_at: null,
  })
}
