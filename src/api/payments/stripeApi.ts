import { call, endpoint } from '../http'
import type {
  AdminInvoiceQuery,
  CardResponse,
  CardsResponse,
  ChangeSubscriptionRequest,
  ChangeSubscriptionResponse,
  Charge,
  CheckoutRequest,
  CheckoutResponse,
  CurrentSubscriptionResponse,
  CustomerResponse,
  Invoice,
  InvoiceQuery,
  ItemResponse,
  ListResponse,
  Order,
  PageResponse,
  Price,
  PriceInput,
  Product,
  ProductInput,
  Refund,
  RefundInput,
  Subscription,
  SubscriptionResponse,
  UsageChargeRequest,
  UsageChargeResponse,
} from './paymentTypes'
import type { OkResponse } from '../auth/authTypes'

/*
 * docs/product.md §7 "Payments": our API's lambda in front of the payment provider. Product, price,
 * subscription, usage-charge, refund and the all-customers lists are admin-only (docs/product.md §6);
 * prices, checkout and the customer/… calls act for the signed-in member.
 */

const stripe = (path: string) => `/v2/api/lambda/stripe/${path}`

const createProductCall = endpoint('POST', stripe('product'))
const listProductsCall = endpoint('GET', stripe('product'))
const getProductCall = endpoint('GET', stripe('product/{id}'))
const updateProductCall = endpoint('PUT', stripe('product/{id}'))
const deleteProductCall = endpoint('DELETE', stripe('product/{id}'))
const createPriceCall = endpoint('POST', stripe('price'))
const listPriceCall = endpoint('GET', stripe('price'))
const getPriceCall = endpoint('GET', stripe('price/{id}'))
const updatePriceCall = endpoint('PUT', stripe('price/{id}'))
const deletePriceCall = endpoint('DELETE', stripe('price/{id}'))
const activePricesCall = endpoint('GET', stripe('prices'))
const subscriptionsCall = endpoint('GET', stripe('subscriptions'))
const cancelSubscriptionCall = endpoint('DELETE', stripe('subscription/{id}'))
const usageChargeCall = endpoint('POST', stripe('subscription/usage-charge'))
const invoicesCall = endpoint('GET', stripe('invoices'))
const invoicesPageCall = endpoint('GET', stripe('invoices-v2'))
const ordersCall = endpoint('GET', stripe('orders'))
const checkoutCall = endpoint('POST', stripe('checkout'))
const refundCall = endpoint('POST', stripe('refund'))
const createCustomerCall = endpoint('POST', stripe('customer'))
const getCustomerCall = endpoint('GET', stripe('customer'))
const registerSubscribeCall = endpoint('POST', stripe('customer/register-subscribe'))
const addCardCall = endpoint('POST', stripe('customer/card'))
const deleteCardCall = endpoint('DELETE', stripe('customer/card/{id}'))
const setDefaultCardCall = endpoint('PUT', stripe('customer/card/{id}/set-default'))
const createCustomerSubscriptionCall = endpoint('POST', stripe('customer/subscription'))
const getCustomerSubscriptionCall = endpoint('GET', stripe('customer/subscription'))
const changeCustomerSubscriptionCall = endpoint('PUT', stripe('customer/subscription'))
const cancelCustomerSubscriptionCall = endpoint('DELETE', stripe('customer/subscription/{id}'))
const customerSubscriptionsCall = endpoint('GET', stripe('customer/subscriptions'))
const customerCardsCall = endpoint('GET', stripe('customer/cards'))
const customerInvoicesCall = endpoint('GET', stripe('customer/invoices'))
const customerChargesCall = endpoint('GET', stripe('customer/charges'))
const customerOrdersCall = endpoint('GET', stripe('customer/orders'))

// ---- products and prices (admin writes; members read active prices) ------------------------

export const createProduct = (body: ProductInput) => call<ItemResponse<Product>>(createProductCall, { body })
export const listProducts = () => call<ListResponse<Product>>(listProductsCall)
export const getProduct = (id: number) => call<ItemResponse<Product>>(getProductCall, { params: { id } })
export const updateProduct = (id: number, body: Partial<ProductInput>) =>
  call<ItemResponse<Product>>(updateProductCall, { params: { id }, body })
/** Archives the product (and its prices): subscriptions on them keep running. */
export const deleteProduct = (id: number) => call<OkResponse>(deleteProductCall, { params: { id } })

export const createPrice = (body: PriceInput) => call<ItemResponse<Price>>(createPriceCall, { body })
export const listPrice = () => call<ListResponse<Price>>(listPriceCall)
export const getPrice = (id: number) => call<ItemResponse<Price>>(getPriceCall, { params: { id } })
/** Only nickname and active change: a price's amount is fixed once created, as at the provider. */
export const updatePrice = (id: number, body: Pick<Partial<PriceInput>, 'nickname' | 'active'>) =>
  call<ItemResponse<Price>>(updatePriceCall, { params: { id }, body })
export const deletePrice = (id: number) => call<OkResponse>(deletePriceCall, { params: { id } })

/** The active prices with their products: what a member can subscribe to. */
export const getActivePrices = (signal?: AbortSignal) => call<ListResponse<Price>>(activePricesCall, { signal })

// ---- admin views of commerce -----------------------------------------------------------------

export const listAllSubscriptions = () => call<ListResponse<Subscription>>(subscriptionsCall)
/** Ends a subscription at once (admin); members cancel at period end instead. */
export const cancelSubscriptionNow = (id: number) => call<SubscriptionResponse>(cancelSubscriptionCall, { params: { id } })
/** Adds metered usage to the subscription's upcoming invoice. */
export const addUsageCharge = (body: UsageChargeRequest) => call<UsageChargeResponse>(usageChargeCall, { body })
export const listAllInvoices = () => call<ListResponse<Invoice>>(invoicesCall)
/** A page of every member's invoices, newest first, under the admin list's filter (status, email, from, to, id). */
export const pageAllInvoices = (query: AdminInvoiceQuery = {}) => call<PageResponse<Invoice>>(invoicesPageCall, { query: { ...query } })
export const listAllOrders = () => call<ListResponse<Order>>(ordersCall)
export const refundInvoice = (body: RefundInput) => call<ItemResponse<Refund>>(refundCall, { body })

// ---- the signed-in member as a customer ------------------------------------------------------

/** Pays the first invoice and starts the subscription; safe to send twice with the same key. */
export const checkout = (body: CheckoutRequest) => call<CheckoutResponse>(checkoutCall, { body })
export const createCustomer = () => call<CustomerResponse>(createCustomerCall)
export const getCustomer = (signal?: AbortSignal) => call<CustomerResponse>(getCustomerCall, { signal })
/** Creates the customer with this card as default and subscribes, in one step. */
export const registerAndSubscribe = (body: CheckoutRequest) => call<CheckoutResponse>(registerSubscribeCall, { body })
export const addCard = (cardToken: string) => call<CardResponse>(addCardCall, { body: { card_token: cardToken } })
export const deleteCard = (id: number) => call<CardsResponse>(deleteCardCall, { params: { id } })
export const setDefaultCard = (id: number) => call<CardsResponse>(setDefaultCardCall, { params: { id } })
export const subscribe = (body: CheckoutRequest) => call<CheckoutResponse>(createCustomerSubscriptionCall, { body })
export const getCurrentSubscription = (signal?: AbortSignal) =>
  call<CurrentSubscriptionResponse>(getCustomerSubscriptionCall, { signal })
export const changeSubscription = (body: ChangeSubscriptionRequest) =>
  call<ChangeSubscriptionResponse>(changeCustomerSubscriptionCall, { body })
/** Cancels at the end of the paid period; resume with changeSubscription({ cancel_at_period_end: false }). */
export const cancelSubscription = (id: number) =>
  call<SubscriptionResponse>(cancelCustomerSubscriptionCall, { params: { id } })
export const getMySubscriptions = () => call<ListResponse<Subscription>>(customerSubscriptionsCall)
export const getMyCards = (signal?: AbortSignal) => call<CardsResponse>(customerCardsCall, { signal })
export const getMyInvoices = (query: InvoiceQuery = {}) => call<ListResponse<Invoice>>(customerInvoicesCall, { query: { ...query } })
export const getMyCharges = () => call<ListResponse<Charge>>(customerChargesCall)
export const getMyOrders = () => call<ListResponse<Order>>(customerOrdersCall)
