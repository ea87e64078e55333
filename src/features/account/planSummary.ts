import type { Subscription } from '@/api/payments/paymentTypes'
import { formatLongDate } from './formatDate'

/** The plan's state in a few words, and the date that matters next (renewal, end). */
export function planSummary(subscription: Pick<Subscription, 'status' | 'cancel_at_period_end' | 'current_period_end' | 'canceled_at'>): {
  status: string
  when: string
} {
  const periodEnd = formatLongDate(subscription.current_period_end)
  if (subscription.status === 'canceled') {
    const ended = formatLongDate(subscription.canceled_at ?? subscription.current_period_end)
    return { status: 'Ended', when: ended ? `Ended on ${ended}` : '' }
  }
  if (subscription.cancel_at_period_end) return { status: 'Cancelled', when: periodEnd ? `Active until ${periodEnd}` : '' }
  if (subscription.status === 'past_due') return { status: 'Payment overdue', when: 'Update your card to keep your plan.' }
  return { status: 'Active', when: periodEnd ? `Renews on ${periodEnd}` : '' }
}
