import type { Subscription } from '@/api/payments/paymentTypes'
import { formatDate } from './billingDates'
import type { BadgeTone } from './StatusBadge'

/** The plan's state in the member's words: Active, Cancels on <date>, Ended or Payment overdue. */
export function planStatus(subscription: Pick<Subscription, 'status' | 'cancel_at_period_end' | 'current_period_end'>): {
  label: string
  tone: BadgeTone
} {
  if (subscription.status === 'canceled') return { label: 'Ended', tone: 'neutral' }
  if (subscription.cancel_at_period_end) return { label: `Cancels on ${formatDate(subscription.current_period_end)}`, tone: 'warning' }
  if (subscription.status === 'past_due') return { label: 'Payment overdue', tone: 'danger' }
  return { label: 'Active', tone: 'success' }
}
