import type { Subscription } from '@/api/payments/paymentTypes'
import { formatDate } from '../dates/formatDate'

export type PlanTone = 'success' | 'warning' | 'danger' | 'neutral'

export interface PlanStatus {
  /** The state in a few words: Active, Cancels on <date>, Ended or Payment overdue. */
  label: string
  tone: PlanTone
  /** The date that matters next, or what to do: "Renews on <date>", "Ended on <date>"… ('' when unknown). */
  next: string
}

/** A plan's state in the member's words, the same on every page that shows a plan. */
export function planStatus(subscription: Pick<Subscription, 'status' | 'cancel_at_period_end' | 'current_period_end' | 'canceled_at'>): PlanStatus {
  const periodEnd = formatDate(subscription.current_period_end)
  if (subscription.status === 'canceled') {
    const ended = formatDate(subscription.canceled_at ?? subscription.current_period_end)
    return { label: 'Ended', tone: 'neutral', next: ended ? `Ended on ${ended}` : '' }
  }
  if (subscription.cancel_at_period_end) {
    return { label: `Cancels on ${periodEnd}`, tone: 'warning', next: periodEnd ? `You keep every feature until ${periodEnd}.` : '' }
  }
  if (subscription.status === 'past_due') return { label: 'Payment overdue', tone: 'danger', next: 'Update your card to keep your plan.' }
  return { label: 'Active', tone: 'success', next: periodEnd ? `Renews on ${periodEnd}` : '' }
}
