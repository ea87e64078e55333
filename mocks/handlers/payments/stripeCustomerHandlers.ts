import { HttpResponse, http } from 'msw'
import type { Card, CardResponse, CardsResponse, Charge, CustomerResponse, Invoice, ListResponse, Order, Subscription } from '@/api/payments/paymentTypes'
import { db } from '@mocks/db/db'
import { asMember, pathId } from '@mocks/billing/billingRequest'
import { BILLING_MESSAGES, cardsOf, customerOf, ensureCustomer, findOwnCard, invoicesOf, newestFirst, setDefaultCard, subscriptionsOf } from '@mocks/billing/billingStore'
import { toCard, toCharge, toCustomer, toInvoice, toOrder, toSubscription } from '@mocks/billing/billingPresenters'
import { requireUnusedToken } from '@mocks/billing/cardTokens'
import { removeCard, saveTokenCard } from '@mocks/billing/savedCards'
import { attachDeclineOf } from '@mocks/billing/testCards'
import { handle } from '@mocks/http/handle'
import { HttpError } from '@mocks/http/httpErrors'
import { readJsonObject } from '@mocks/http/requestBody'
import { parsePositiveInt } from '@mocks/http/recordQuery'

/** docs/product.md §7 payments, the signed-in member as a customer: the customer, saved cards and own history. Role user. */

const stripe = (path: string) => `*/v2/api/lambda/stripe/${path}`

const CARD_TOKEN_REQUIRED = 'Enter your card.'

function myCards(userId: number): Card[] {
  const customer = customerOf(userId)
  return cardsOf(userId).map((card) => toCard(card, customer))
}

function myCustomer(userId: number): CustomerResponse {
  const customer = customerOf(userId)
  return { error: false, customer: customer ? toCustomer(customer) : null, cards: myCards(userId) }
}

function requireOwnCard(userId: number, rawId: string | readonly string[] | undefined) {
  const card = findOwnCard(userId, pathId(rawId))
  if (!card) throw new HttpError(404, BILLING_MESSAGES.cardNotFound)
  return card
}

type IdParams = { id: string }

export const stripeCustomerHandlers = [
  // Creates the member's customer, or answers the one they have.
  http.post(
    stripe('customer'),
    handle(({ request }) =>
      asMember(request, async (user, now) => {
        await ensureCustomer(user, now.toISOString())
        return HttpResponse.json<CustomerResponse>(myCustomer(user.id))
      }),
    ),
  ),

  http.get(
    stripe('customer'),
    handle(({ request }) => asMember(request, async (user) => HttpResponse.json<CustomerResponse>(myCustomer(user.id)))),
  ),

  // Saving a card checks it at the bank first, as Stripe does when attaching one.
  http.post(
    stripe('customer/card'),
    handle(({ request }) =>
      asMember(request, async (user, now) => {
        const body = await readJsonObject(request)
        const raw = typeof body.card_token === 'string' ? body.card_token.trim() : ''
        if (raw === '') throw new HttpError(400, CARD_TOKEN_REQUIRED, { card_token: CARD_TOKEN_REQUIRED })
        const token = requireUnusedToken(raw)
        const decline = attachDeclineOf(token)
        if (decline) throw new HttpError(402, decline)
        const customer = await ensureCustomer(user, now.toISOString())
        const saved = await saveTokenCard(customer, token, now.toISOString())
        return HttpResponse.json<CardResponse>({ error: false, card: toCard(saved), cards: myCards(user.id) })
      }),
    ),
  ),

  http.delete<IdParams>(
    stripe('customer/card/:id'),
    handle<IdParams>(({ request, params }) =>
      asMember(request, async (user) => {
        await removeCard(user.id, requireOwnCard(user.id, params.id))
        return HttpResponse.json<CardsResponse>({ error: false, cards: myCards(user.id) })
      }),
    ),
  ),

  http.put<IdParams>(
    stripe('customer/card/:id/set-default'),
    handle<IdParams>(({ request, params }) =>
      asMember(request, async (user) => {
        const card = requireOwnCard(user.id, params.id)
        await setDefaultCard(card.customer_id, card.id)
        return HttpResponse.json<CardsResponse>({ error: false, cards: myCards(user.id) })
      }),
    ),
  ),

  http.get(
    stripe('customer/cards'),
    handle(({ request }) => asMember(request, async (user) => HttpResponse.json<CardsResponse>({ error: false, cards: myCards(user.id) }))),
  ),

  http.get(
    stripe('customer/subscriptions'),
    handle(({ request }) =>
      asMember(request, async (user) =>
        HttpResponse.json<ListResponse<Subscription>>({ error: false, list: subscriptionsOf(user.id).map(toSubscription) }),
      ),
    ),
  ),

  // ?id= narrows the list to that invoice (the invoice page); someone else's is not found.
  http.get(
    stripe('customer/invoices'),
    handle(({ request }) =>
      asMember(request, async (user) => {
        const rawId = new URL(request.url).searchParams.get('id')
        const mine = invoicesOf(user.id)
        if (rawId === null || rawId.trim() === '') return HttpResponse.json<ListResponse<Invoice>>({ error: false, list: mine.map(toInvoice) })
        const id = parsePositiveInt(rawId, 'id', 0)
        const invoice = mine.find((row) => row.id === id)
        if (!invoice) throw new HttpError(404, BILLING_MESSAGES.invoiceNotFound)
        return HttpResponse.json<ListResponse<Invoice>>({ error: false, list: [toInvoice(invoice)] })
      }),
    ),
  ),

  http.get(
    stripe('customer/charges'),
    handle(({ request }) =>
      asMember(request, async (user) => {
        const list = db.charge.findMany((q) => q.where({ user_id: user.id })).sort(newestFirst)
        return HttpResponse.json<ListResponse<Charge>>({ error: false, list: list.map(toCharge) })
      }),
    ),
  ),

  http.get(
    stripe('customer/orders'),
    handle(({ request }) =>
      asMember(request, async (user) => {
        const list = db.order.findMany((q) => q.where({ user_id: user.id })).sort(newestFirst)
        return HttpResponse.json<ListResponse<Order>>({ error: false, list: list.map(toOrder) })
      }),
    ),
  ),
]
