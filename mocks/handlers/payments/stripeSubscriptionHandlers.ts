import { HttpResponse, http } from 'msw'
import type { ChangeSubscriptionResponse, CurrentSubscriptionResponse, SubscriptionResponse } from '@/api/payments/paymentTypes'
import { asMember, pathId } from '@mocks/billing/billingRequest'
import { liveSubscriptionOf } from '@mocks/billing/billingStore'
import { toSubscription } from '@mocks/billing/billingPresenters'
import { readCheckout, runCheckout } from '@mocks/billing/checkout'
import { upcomingOf } from '@mocks/billing/invoices'
import { cancelAtPeriodEnd, performChange, previewChange, readChange, resume } from '@mocks/billing/planChange'
import { handle } from '@mocks/http/handle'
import { readJsonObject } from '@mocks/http/requestBody'

/**
 * docs/product.md §7 payments, the member's subscription: joining (checkout and its two aliases), seeing
 * the plan and its next invoice, changing plan, cancelling and resuming. Role user.
 */

const stripe = (path: string) => `*/v2/api/lambda/stripe/${path}`

/** The three ways in to the same checkout; register-subscribe also makes the paying card the default. */
function checkoutResolver(makeDefault: boolean) {
  return handle(({ request }) =>
    asMember(request, async (user, now) => runCheckout(user, readCheckout(await readJsonObject(request)), { makeDefault }, now)),
  )
}

type IdParams = { id: string }

export const stripeSubscriptionHandlers = [
  http.post(stripe('checkout'), checkoutResolver(false)),
  http.post(stripe('customer/register-subscribe'), checkoutResolver(true)),
  http.post(stripe('customer/subscription'), checkoutResolver(false)),

  http.get(
    stripe('customer/subscription'),
    handle(({ request }) =>
      asMember(request, async (user) => {
        const live = liveSubscriptionOf(user.id)
        return HttpResponse.json<CurrentSubscriptionResponse>({
          error: false,
          subscription: live ? toSubscription(live) : null,
          upcoming: live ? upcomingOf(live) : null,
        })
      }),
    ),
  ),

  http.put(
    stripe('customer/subscription'),
    handle(({ request }) =>
      asMember(request, async (user, now) => {
        const change = readChange(await readJsonObject(request))
        if (change.kind === 'preview') return HttpResponse.json<ChangeSubscriptionResponse>(previewChange(user.id, change.priceId, now))
        if (change.kind === 'change') return performChange(user, change.priceId, change.key, now)
        const resumed = await resume(user.id)
        return HttpResponse.json<ChangeSubscriptionResponse>({ error: false, subscription: toSubscription(resumed) })
      }),
    ),
  ),

  http.delete<IdParams>(
    stripe('customer/subscription/:id'),
    handle<IdParams>(({ request, params }) =>
      asMember(request, async (user, now) => {
        const cancelled = await cancelAtPeriodEnd(user.id, pathId(params.id), now)
        return HttpResponse.json<SubscriptionResponse>({ error: false, subscription: toSubscription(cancelled) })
      }),
    ),
  ),
]
