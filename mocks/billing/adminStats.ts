import type { AdminStats } from '@/api/payments/paymentTypes'
import { db } from '@mocks/db/db'
import { fullName, isLive, priceAndProduct } from './billingStore'

/**
 * The admin dashboard's numbers, computed from the data in one pass per table (the large admin
 * data has thousands of rows; nothing here is quadratic). Months and weeks are UTC; weeks start
 * on Monday.
 */

const WEEKS = 12
const ACTIVITY = 10
const DAY_MS = 86_400_000

export function startOfWeek(at: Date): Date {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()))
  const sinceMonday = (day.getUTCDay() + 6) % 7
  return new Date(day.getTime() - sinceMonday * DAY_MS)
}

function startOfMonth(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1))
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`

export function adminStats(now: Date): AdminStats {
  const month = startOfMonth(now).toISOString()
  const week = startOfWeek(now)
  const firstWeek = new Date(week.getTime() - (WEEKS - 1) * 7 * DAY_MS)
  const weeks = Array.from({ length: WEEKS }, (_, index) => ({
    week_start: new Date(firstWeek.getTime() + index * 7 * DAY_MS).toISOString().slice(0, 10),
    signups: 0,
    revenue: 0,
  }))
  const weekOf = (iso: string) => {
    const index = Math.floor((new Date(iso).getTime() - firstWeek.getTime()) / (7 * DAY_MS))
    return index >= 0 && index < WEEKS ? weeks[index] : undefined
  }
  const activity: AdminStats['activity'] = []

  const members = db.user.all().filter((user) => user.role === 'user')
  let newSignups = 0
  for (const user of members) {
    if (user.created_at >= month) newSignups += 1
    const bucket = weekOf(user.created_at)
    if (bucket) bucket.signups += 1
    activity.push({ at: user.created_at, kind: 'signup', text: `${fullName(user)} joined.` })
  }

  const live = db.subscription.all().filter(isLive)
  let mrr = 0
  for (const subscription of live) {
    const { price } = priceAndProduct(subscription.price_id)
    mrr += price.interval === 'year' ? Math.round(price.amount / 12) : price.amount
  }
  let cancellations = 0
  for (const subscription of db.subscription.all()) {
    if (subscription.canceled_at === null) continue
    if (subscription.canceled_at >= month) cancellations += 1
    activity.push({ at: subscription.canceled_at, kind: 'cancellation', text: `Subscription #${subscription.id} was cancelled.` })
  }

  for (const invoice of db.invoice.all()) {
    if (invoice.paid_at === null || invoice.amount_paid === 0) continue
    const bucket = weekOf(invoice.paid_at)
    if (bucket) bucket.revenue += invoice.amount_paid - invoice.amount_refunded
    activity.push({ at: invoice.paid_at, kind: 'payment', text: `${invoice.customer_name} paid ${dollars(invoice.amount_paid)} (${invoice.number}).` })
  }

  let waiting = 0
  for (const refund of db.refund.all()) {
    if (refund.status === 'pending') {
      waiting += 1
      activity.push({ at: refund.created_at, kind: 'refund_request', text: `A refund of ${dollars(refund.amount)} was requested.` })
    } else if (refund.status === 'succeeded' && refund.decided_at) {
      activity.push({ at: refund.decided_at, kind: 'refund', text: `${dollars(refund.amount)} was refunded.` })
    }
  }

  const weekStart = week.toISOString()
  const nowIso = now.toISOString()
  const watched = db.user_history.all().filter((row) => row.watched_at >= weekStart && row.watched_at <= nowIso).length

  return {
    error: false,
    active_members: new Set(live.map((subscription) => subscription.user_id)).size,
    mrr,
    currency: 'usd',
    new_signups_this_month: newSignups,
    cancellations_this_month: cancellations,
    refunds_waiting: waiting,
    moves_watched_this_week: watched,
    weeks,
    activity: activity
      .filter((event) => event.at <= nowIso)
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, ACTIVITY),
  }
}
