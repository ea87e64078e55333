import type { ChangeSubscriptionResponse, PlanChangePreview } from '@/api/payments/paymentTypes'
import { db } from '@mocks/db/db'
import type { PriceRow, SubscriptionRow } from '@mocks/db/paymentSchemas'
import type { UserRow } from '@mocks/db/schemas'
import { HttpError, assertValid, type Validation } from '@mocks/http/httpErrors'
import type { JsonObject } from '@mocks/http/requestBody'
import { BILLING_MESSAGES, customerOf, defaultCardOf, liveSubscriptionOf, priceAndProduct, requireSubscribablePrice, subscriptionsOf } from './billingStore'
import { toInvoice, toSubscription } from './billingPresenters'
import { addIntervals, iso, unusedFraction } from './billingTime'
import { readPriceId } from './checkout'
import { fingerprintOf, readIdempotencyKey, rememberAnswer, replayFor } from './idempotency'
import { formatDay, line, planLabel, recordInvoice } from './invoices'
import { declineOf } from './testCards'

/**
 * customer/subscription PUT: preview or make a plan change (the unused part of the current period
 * is credited against a full new period that starts now), or resume a cancelled subscription.
 */

export const CHANGE_MESSAGES = {
  samePlan: 'You are already on this plan.',
  resumeOnly: 'Only cancel_at_period_end: false (resume) can be sent here; cancel with the cancel call.',
  notCancelled: 'Your plan is not set to cancel.',
  ended: 'This plan has already ended. Choose a plan to join again.',
  noCard: 'Add a card before changing plan.',
} as const

export type ChangeRequest =
  | { kind: 'resume' }
  | { kind: 'preview'; priceId: number }
  | { kind: 'change'; priceId: number; key: string }

export function readChange(body: JsonObject): ChangeRequest {
  const validation: Validation = {}
  if (body.cancel_at_period_end !== undefined && body.price_id === undefined) {
    if (body.cancel_at_period_end !== false) throw new HttpError(400, CHANGE_MESSAGES.resumeOnly, { cancel_at_period_end: CHANGE_MESSAGES.resumeOnly })
    return { kind: 'resume' }
  }
  const priceId = readPriceId(body, validation)
  if (body.preview === true) {
    assertValid(validation)
    return { kind: 'preview', priceId }
  }
  const key = readIdempotencyKey(body, validation)
  assertValid(validation)
  return { kind: 'change', priceId, key }
}

export function requireLiveSubscription(userId: number): SubscriptionRow {
  const live = liveSubscriptionOf(userId)
  if (!live) throw new HttpError(404, BILLING_MESSAGES.noPlan)
  return live
}

export function previewOf(subscription: SubscriptionRow, next: PriceRow, now: Date): PlanChangePreview {
  const { price: current } = priceAndProduct(subscription.price_id)
  const fraction = unusedFraction(new Date(subscription.current_period_start), new Date(subscription.current_period_end), now)
  const credit = Math.round(current.amount * fraction)
  const charge = next.amount
  return {
    from_price_id: current.id,
    to_price_id: next.id,
    currency: 'usd',
    credit,
    charge,
    amount_due_now: Math.max(0, charge - credit),
    carried_credit: Math.max(0, credit - charge),
    new_period_end: iso(addIntervals(now, next.interval, 1)),
  }
}

function requireNewPrice(subscription: SubscriptionRow, priceId: number): PriceRow {
  const { price } = requireSubscribablePrice(priceId)
  if (price.id === subscription.price_id) throw new HttpError(400, CHANGE_MESSAGES.samePlan, { price_id: CHANGE_MESSAGES.samePlan })
  return price
}

export function previewChange(userId: number, priceId: number, now: Date): ChangeSubscriptionResponse {
  const subscription = requireLiveSubscription(userId)
  const preview = previewOf(subscription, requireNewPrice(subscription, priceId), now)
  return { error: false, subscription: toSubscription(subscription), preview }
}

/** Runs inside the member's billing lock. */
export async function performChange(user: UserRow, priceId: number, key: string, now: Date): Promise<Response> {
  const fingerprint = fingerprintOf('plan_change', { price_id: priceId })
  const replay = replayFor(user.id, key, fingerprint)
  if (replay) return replay

  const subscription = requireLiveSubscription(user.id)
  const next = requireNewPrice(subscription, priceId)
  const preview = previewOf(subscription, next, now)
  const customer = customerOf(user.id)
  const card = defaultCardOf(customer) ?? null
  if (!customer || (preview.amount_due_now > 0 && !card)) throw new HttpError(409, CHANGE_MESSAGES.noCard)
  const decline = card && preview.amount_due_now > 0 ? declineOf(card, now) : null
  if (decline) throw new HttpError(402, decline)

  const at = iso(now)
  const current = priceAndProduct(subscription.price_id)
  const target = priceAndProduct(next.id)
  const lines = [
    ...(preview.credit > 0 ? [line(`Unused time on ${planLabel(current.product, current.price)}`, 1, -preview.credit)] : []),
    line(`${planLabel(target.product, target.price)} from ${formatDay(now)}`, 1, preview.charge),
  ]
  const invoice = await recordInvoice({
    customer,
    subscription,
    lines,
    periodStart: at,
    periodEnd: preview.new_period_end,
    at: now,
    card,
    paid: true,
    orderPriceId: next.id,
  })
  // The new period is paid for: an invoice still open from a failed renewal is superseded.
  await db.invoice.updateMany((q) => q.where({ subscription_id: subscription.id, status: 'open' }), {
    data(draft) {
      draft.status = 'void'
    },
  })
  const updated = await db.subscription.update((q) => q.where({ id: subscription.id }), {
    data(draft) {
      draft.price_id = next.id
      draft.status = 'active'
      draft.billing_anchor = at
      draft.current_period_start = at
      draft.current_period_end = preview.new_period_end
      draft.credit_balance += preview.carried_credit
      // Paying for a new period is a decision to stay.
      draft.cancel_at_period_end = false
      draft.canceled_at = null
    },
  })
  const answer: ChangeSubscriptionResponse = { error: false, subscription: toSubscription(updated ?? subscription), invoice: toInvoice(invoice) }
  return rememberAnswer(user.id, key, fingerprint, answer)
}

export async function resume(userId: number): Promise<SubscriptionRow> {
  const live = liveSubscriptionOf(userId)
  if (!live) {
    if (subscriptionsOf(userId).length > 0) throw new HttpError(409, CHANGE_MESSAGES.ended)
    throw new HttpError(404, BILLING_MESSAGES.noPlan)
  }
  if (!live.cancel_at_period_end) throw new HttpError(409, CHANGE_MESSAGES.notCancelled)
  const updated = await db.subscription.update((q) => q.where({ id: live.id }), {
    data(draft) {
      draft.cancel_at_period_end = false
      draft.canceled_at = null
    },
  })
  return updated ?? live
}

/** The member's cancel: the plan runs to the end of the paid period, then ends. */
export async function cancelAtPeriodEnd(userId: number, subscriptionId: number, now: Date): Promise<SubscriptionRow> {
  const subscription = db.subscription.findFirst((q) => q.where({ id: subscriptionId, user_id: userId }))
  if (!subscription) throw new HttpError(404, BILLING_MESSAGES.subscriptionNotFound)
  if (subscription.status === 'canceled') throw new HttpError(409, CHANGE_MESSAGES.ended)
  if (subscription.cancel_at_period_end) return subscription
  const updated = await db.subscription.update((q) => q.where({ id: subscription.id }), {
    data(draft) {
      draft.cancel_at_period_end = true
      draft.canceled_at = iso(now)
    },
  })
  return updated ?? subscription
}

/** An admin's cancel: the subscription ends at once. */
export async function cancelNow(subscriptionId: number, now: Date): Promise<SubscriptionRow> {
  const subscription = db.subscription.findFirst((q) => q.where({ id: subscriptionId }))
  if (!subscription) throw new HttpError(404, BILLING_MESSAGES.subscriptionNotFound)
  if (subscription.status === 'canceled') throw new HttpError(409, 'This subscription has already ended.')
  const updated = await db.subscription.update((q) => q.where({ id: subscription.id }), {
    data(draft) {
      draft.status = 'canceled'
      draft.cancel_at_period_end = false
      draft.canceled_at = iso(now)
      draft.ended_at = iso(now)
    },
  })
  return updated ?? subscription
}
