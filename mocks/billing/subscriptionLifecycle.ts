import { db, nextId } from '@mocks/db/db'
import type { CardRow, InvoiceRow, SubscriptionRow } from '@mocks/db/paymentSchemas'
import { customerOf, defaultCardOf, findSubscription, isLive, newestFirst, priceAndProduct } from './billingStore'
import { iso, periodEndAfter } from './billingTime'
import { attachUsage, nextInvoiceOf, recordInvoice, recordOrder } from './invoices'
import { stripeId } from './stripeIds'
import { declineOf } from './testCards'

/**
 * What the provider does on its own schedule, done lazily when a subscription is next looked at:
 * a period that has ended renews (charging the default card), or ends the subscription when the
 * member cancelled. Every read of a member's subscription settles it first.
 */

/** Longer than any real gap between reads; stops a runaway loop on a corrupt row. */
const MAX_PERIODS_PER_SETTLE = 1200

async function updateSubscription(id: number, change: (draft: SubscriptionRow) => void): Promise<SubscriptionRow> {
  const updated = await db.subscription.update((q) => q.where({ id }), { data: change })
  if (!updated) throw new Error(`Subscription ${id} vanished while it was being settled.`)
  return updated
}

function openInvoiceOf(subscription: SubscriptionRow): InvoiceRow | undefined {
  return db.invoice.findMany((q) => q.where({ subscription_id: subscription.id, status: 'open' })).sort(newestFirst)[0]
}

/** Charges an open invoice now; true when the card took it. */
async function payOpenInvoice(invoice: InvoiceRow, card: CardRow | undefined, at: Date, priceId: number): Promise<boolean> {
  if (!card || declineOf(card, at) !== null) return false
  const chargeId = nextId('charge')
  await db.charge.create({
    id: chargeId,
    stripe_id: stripeId('ch'),
    user_id: invoice.user_id,
    invoice_id: invoice.id,
    card_id: card.id,
    amount: invoice.amount_due,
    amount_refunded: 0,
    currency: 'usd',
    status: 'succeeded',
    card_brand: card.brand,
    card_last4: card.last4,
    failure_message: null,
    created_at: iso(at),
  })
  const paid = await db.invoice.update((q) => q.where({ id: invoice.id }), {
    data(draft) {
      draft.status = 'paid'
      draft.amount_paid = draft.amount_due
      draft.charge_id = chargeId
      draft.card_brand = card.brand
      draft.card_last4 = card.last4
      draft.paid_at = iso(at)
    },
  })
  if (paid) await recordOrder(paid, priceId)
  return true
}

async function endSubscription(subscription: SubscriptionRow, at: string): Promise<void> {
  await updateSubscription(subscription.id, (draft) => {
    draft.status = 'canceled'
    draft.ended_at = at
    draft.cancel_at_period_end = false
    draft.canceled_at ??= at
  })
}

/**
 * The period ended: bill the next one (plan, usage, less credit) at the moment it began. A
 * declined card leaves the invoice open and the subscription past due.
 */
async function renew(subscription: SubscriptionRow): Promise<void> {
  const customer = customerOf(subscription.user_id)
  if (!customer) throw new Error(`Subscription ${subscription.id} has no customer.`)
  const { price } = priceAndProduct(subscription.price_id)
  const boundary = new Date(subscription.current_period_end)
  const periodEnd = periodEndAfter(new Date(subscription.billing_anchor), price.interval, boundary)
  const next = nextInvoiceOf(subscription)
  const card = defaultCardOf(customer) ?? null
  const paid = next.amountDue === 0 || (card !== null && declineOf(card, boundary) === null)
  const invoice = await recordInvoice({
    customer,
    subscription,
    lines: next.lines,
    periodStart: iso(boundary),
    periodEnd: iso(periodEnd),
    at: boundary,
    card,
    paid,
    orderPriceId: price.id,
  })
  await attachUsage(subscription.id, invoice.id)
  await updateSubscription(subscription.id, (draft) => {
    draft.current_period_start = iso(boundary)
    draft.current_period_end = iso(periodEnd)
    draft.credit_balance -= next.creditApplied
    draft.status = paid ? 'active' : 'past_due'
  })
}

/** Usage recorded before a cancelled subscription ends is still billed, on a final invoice. */
async function billFinalUsage(subscription: SubscriptionRow): Promise<void> {
  const next = nextInvoiceOf(subscription)
  if (next.lines.length === 0) return
  const customer = customerOf(subscription.user_id)
  if (!customer) return
  const end = new Date(subscription.current_period_end)
  const card = defaultCardOf(customer) ?? null
  const paid = next.amountDue === 0 || (card !== null && declineOf(card, end) === null)
  const invoice = await recordInvoice({
    customer,
    subscription,
    lines: next.lines,
    periodStart: subscription.current_period_start,
    periodEnd: subscription.current_period_end,
    at: end,
    card,
    paid,
    orderPriceId: null,
  })
  await attachUsage(subscription.id, invoice.id)
}

/** Brings one subscription up to `now`. */
export async function settleSubscription(id: number, now: Date): Promise<void> {
  for (let step = 0; step < MAX_PERIODS_PER_SETTLE; step += 1) {
    const subscription = findSubscription(id)
    if (!subscription || !isLive(subscription)) return
    const ended = new Date(subscription.current_period_end).getTime() <= now.getTime()

    if (subscription.status === 'past_due') {
      const open = openInvoiceOf(subscription)
      if (ended) {
        // Unpaid for a whole period: the provider gives up, voids the invoice and ends the plan.
        if (open) await db.invoice.update((q) => q.where({ id: open.id }), { data: (draft) => void (draft.status = 'void') })
        await endSubscription(subscription, subscription.current_period_end)
        return
      }
      const card = defaultCardOf(customerOf(subscription.user_id))
      if (!open || (await payOpenInvoice(open, card, now, subscription.price_id))) {
        await updateSubscription(subscription.id, (draft) => void (draft.status = 'active'))
      }
      return
    }

    if (!ended) return
    if (subscription.cancel_at_period_end) {
      await billFinalUsage(subscription)
      await endSubscription(subscription, subscription.current_period_end)
      return
    }
    await renew(subscription)
  }
}

/** Settles every live subscription of the member. */
export async function settleMember(userId: number, now: Date): Promise<void> {
  const live = db.subscription.findMany((q) => q.where({ user_id: userId })).filter(isLive)
  for (const subscription of live) await settleSubscription(subscription.id, now)
}

/** Whose subscriptions an admin list must settle first. */
export function membersWithLiveSubscriptions(): number[] {
  return [...new Set(db.subscription.all().filter(isLive).map((subscription) => subscription.user_id))]
}
