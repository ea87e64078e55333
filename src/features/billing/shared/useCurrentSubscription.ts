import { getCurrentSubscription } from '@/api/payments/stripeApi'
import type { CurrentSubscriptionResponse } from '@/api/payments/paymentTypes'
import { useRemoteData } from '@/shared/remote/useRemoteData'

export type CurrentPlan = Pick<CurrentSubscriptionResponse, 'subscription' | 'upcoming'>

const loadCurrentPlan = (signal: AbortSignal): Promise<CurrentPlan> =>
  getCurrentSubscription(signal).then(({ subscription, upcoming }) => ({ subscription, upcoming }))

/** The member's live subscription (or null) and the invoice it will send next. */
export function useCurrentSubscription() {
  return useRemoteData({ key: 'billing/current-plan', load: loadCurrentPlan })
}
