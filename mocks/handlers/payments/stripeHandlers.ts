import { HttpResponse, http } from 'msw'
import type { Invoice, ItemResponse, ListResponse, Order, PageResponse, Refund, Subscription, SubscriptionResponse, UsageChargeResponse } from '@/api/payments/paymentTypes'
import { db, nextId } from '@mocks/db/db'
import { withBillingLock } from '@mocks/billing/billingLock'
import { asAdmin, pathId } from '@mocks/billing/billingRequest'
import { BILLING_MESSAGES, findInvoice, findSubscription, isLive, newestFirst } from '@mocks/billing/billingStore'
import { toInvoice, toOrder, toRefund, toSubscription } from '@mocks/billing/billingPresenters'
import { USAGE_UNIT_AMOUNT, upcomingOf, usageDescription } from '@mocks/billing/invoices'
import { cancelNow } from '@mocks/billing/planChange'
import { filteredInvoices, readInvoiceFilter } from '@mocks/billing/invoiceQuery'
import { refundInvoice } from '@mocks/billing/refunds'
import { handle } from '@mocks/http/handle'
import { HttpError, assertValid, type Validation } from '@mocks/http/httpErrors'
import { readJsonObject } from '@mocks/http/requestBody'
import { pageOf, parsePositiveInt } from '@mocks/http/recordQuery'

/**
 * docs/product.md §7 payments, commerce as an admin sees it (admin-only, docs/product.md §6): every subscription,
 * invoice and order, ending a subscription at once, metered usage and refunds.
 */

const stripe = (path: string) => `*/v2/api/lambda/stripe/${path}`

const DEFAULT_PAGE_LIMIT = 10
const MAX_PAGE_LIMIT = 100
const MAX_USAGE_QUANTITY = 1000

const USAGE_MESSAGES = {
  subId: 'Choose a subscription.',
  quantity: `quantity must be a whole number from 1 to ${MAX_USAGE_QUANTITY}.`,
  ended: 'This subscription has ended.',
} as const

const allInvoices = () => db.invoice.all().sort(newestFirst)

type IdParams = { id: string }

export const stripeHandlers = [
  http.get(
    stripe('subscriptions'),
    handle(({ request }) =>
      asAdmin(request, async () =>
        HttpResponse.json<ListResponse<Subscription>>({ error: false, list: db.subscription.all().sort(newestFirst).map(toSubscription) }),
      ),
    ),
  ),

  // Ends it now (members cancel at period end instead).
  http.delete<IdParams>(
    stripe('subscription/:id'),
    handle<IdParams>(({ request, params }) =>
      asAdmin(request, async (now) => {
        const subscription = findSubscription(pathId(params.id))
        if (!subscription) throw new HttpError(404, BILLING_MESSAGES.subscriptionNotFound)
        const ended = await withBillingLock(subscription.user_id, () => cancelNow(subscription.id, now))
        return HttpResponse.json<SubscriptionResponse>({ error: false, subscription: toSubscription(ended) })
      }),
    ),
  ),

  // Coaching sessions on top of the plan: billed on the subscription's next invoice.
  http.post(
    stripe('subscription/usage-charge'),
    handle(({ request }) =>
      asAdmin(request, async (now) => {
        const body = await readJsonObject(request)
        const validation: Validation = {}
        const { subId, quantity } = body
        if (typeof subId !== 'number' || !Number.isInteger(subId) || subId < 1) validation.subId = USAGE_MESSAGES.subId
        if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1 || quantity > MAX_USAGE_QUANTITY) validation.quantity = USAGE_MESSAGES.quantity
        assertValid(validation)
        const subscription = findSubscription(subId as number)
        if (!subscription) throw new HttpError(404, BILLING_MESSAGES.subscriptionNotFound)
        return withBillingLock(subscription.user_id, async () => {
          const current = findSubscription(subscription.id)
          if (!current || !isLive(current)) throw new HttpError(409, USAGE_MESSAGES.ended)
          await db.usage_item.create({
            id: nextId('usage_item'),
            user_id: current.user_id,
            subscription_id: current.id,
            description: usageDescription(quantity as number),
            quantity: quantity as number,
            unit_amount: USAGE_UNIT_AMOUNT,
            amount: (quantity as number) * USAGE_UNIT_AMOUNT,
            invoice_id: null,
            created_at: now.toISOString(),
          })
          const upcoming = upcomingOf(current)
          if (!upcoming) throw new Error('A subscription with usage has an upcoming invoice.')
          return HttpResponse.json<UsageChargeResponse>({ error: false, upcoming })
        })
      }),
    ),
  ),

  http.get(
    stripe('invoices'),
    handle(({ request }) => asAdmin(request, async () => HttpResponse.json<ListResponse<Invoice>>({ error: false, list: allInvoices().map(toInvoice) }))),
  ),

  // Paged, filtered by status, email (contains, docs/product.md §5), issue dates or id; the same filter as export-invoices.
  http.get(
    stripe('invoices-v2'),
    handle(({ request }) =>
      asAdmin(request, async () => {
        const query = new URL(request.url).searchParams
        const page = parsePositiveInt(query.get('page'), 'page', 1)
        const limit = parsePositiveInt(query.get('limit'), 'limit', DEFAULT_PAGE_LIMIT)
        if (limit > MAX_PAGE_LIMIT) {
          const message = `limit must be at most ${MAX_PAGE_LIMIT}.`
          throw new HttpError(400, message, { limit: message })
        }
        const filter = readInvoiceFilter(query)
        const rawId = query.get('id')?.trim() ?? ''
        const id = rawId === '' ? null : parsePositiveInt(rawId, 'id', 0)
        const rows = filteredInvoices(filter).filter((invoice) => id === null || invoice.id === id)
        return HttpResponse.json<PageResponse<Invoice>>(pageOf(rows.map(toInvoice), page, limit))
      }),
    ),
  ),

  http.get(
    stripe('orders'),
    handle(({ request }) =>
      asAdmin(request, async () => HttpResponse.json<ListResponse<Order>>({ error: false, list: db.order.all().sort(newestFirst).map(toOrder) })),
    ),
  ),

  http.post(
    stripe('refund'),
    handle(({ request }) =>
      asAdmin(request, async (now) => {
        const body = await readJsonObject(request)
        const invoice = typeof body.invoice_id === 'number' ? findInvoice(body.invoice_id) : undefined
        const refund = invoice ? await withBillingLock(invoice.user_id, () => refundInvoice(body, now)) : await refundInvoice(body, now)
        return HttpResponse.json<ItemResponse<Refund>>({ error: false, model: toRefund(refund) })
      }),
    ),
  ),
]
