import { HttpResponse, http } from 'msw'
import type { Invoice, ItemResponse, MembershipResponse, PageResponse, Refund } from '@/api/payments/paymentTypes'
import { asMember } from '@mocks/billing/billingRequest'
import { BILLING_MESSAGES, invoicesOf, liveSubscriptionOf, subscriptionsOf } from '@mocks/billing/billingStore'
import { toInvoice, toRefund, toSubscription } from '@mocks/billing/billingPresenters'
import { requestRefund } from '@mocks/billing/refunds'
import { handle } from '@mocks/http/handle'
import { HttpError } from '@mocks/http/httpErrors'
import { readJsonObject } from '@mocks/http/requestBody'
import { pageOf, parsePositiveInt } from '@mocks/http/recordQuery'

/** MoveTime's own billing calls (docs/product.md §7 "Other product calls"): membership, invoice history, refund requests. Role user. */

const DEFAULT_INVOICE_LIMIT = 10
const MAX_INVOICE_LIMIT = 50

export const billingHandlers = [
  // What the app gates paid pages on.
  http.get(
    '*/v3/api/custom/movetime/subscriptions',
    handle(({ request }) =>
      asMember(request, async (user) => {
        const live = liveSubscriptionOf(user.id)
        return HttpResponse.json<MembershipResponse>({
          error: false,
          // A past-due plan is still live while the provider retries the card, as Stripe's grace period.
          active: live !== undefined,
          subscription: live ? toSubscription(live) : null,
          history: subscriptionsOf(user.id).map(toSubscription),
        })
      }),
    ),
  ),

  http.get(
    '*/v3/api/movetime/invoices',
    handle(({ request }) =>
      asMember(request, async (user) => {
        const query = new URL(request.url).searchParams
        const page = parsePositiveInt(query.get('page'), 'page', 1)
        const limit = parsePositiveInt(query.get('limit'), 'limit', DEFAULT_INVOICE_LIMIT)
        if (limit > MAX_INVOICE_LIMIT) {
          const message = `limit must be at most ${MAX_INVOICE_LIMIT}.`
          throw new HttpError(400, message, { limit: message })
        }
        const mine = invoicesOf(user.id)
        const rawId = query.get('id')
        if (rawId !== null && rawId.trim() !== '') {
          const id = parsePositiveInt(rawId, 'id', 0)
          const invoice = mine.find((row) => row.id === id)
          if (!invoice) throw new HttpError(404, BILLING_MESSAGES.invoiceNotFound)
          return HttpResponse.json<PageResponse<Invoice>>(pageOf([toInvoice(invoice)], 1, limit))
        }
        return HttpResponse.json<PageResponse<Invoice>>(pageOf(mine.map(toInvoice), page, limit))
      }),
    ),
  ),

  http.post(
    '*/v3/api/movetime/refund-req',
    handle(({ request }) =>
      asMember(request, async (user, now) => {
        const refund = await requestRefund(user.id, await readJsonObject(request), now)
        return HttpResponse.json<ItemResponse<Refund>>({ error: false, model: toRefund(refund) })
      }),
    ),
  ),
]
