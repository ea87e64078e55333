import { call, endpoint } from '../http'
import type { Invoice, InvoiceQuery, ItemResponse, MembershipResponse, PageResponse, Refund, RefundRequestInput } from './paymentTypes'

/* MoveTime's own billing calls (docs/product.md §7 "Other product calls"), beside the provider's lambda. */

const membershipCall = endpoint('GET', '/v3/api/custom/movetime/subscriptions')
const invoicesCall = endpoint('GET', '/v3/api/movetime/invoices')
const refundRequestCall = endpoint('POST', '/v3/api/movetime/refund-req')

/** Whether the member has a live plan, and which; the app gates paid pages on it. */
export const getMembership = (signal?: AbortSignal) => call<MembershipResponse>(membershipCall, { signal })

/** The member's invoices, newest first, a page at a time (default 10); `id` picks one. */
export const getInvoices = (query: InvoiceQuery = {}, signal?: AbortSignal) =>
  call<PageResponse<Invoice>>(invoicesCall, { query: { ...query }, signal })

/** Asks MoveTime for a refund of one of the member's paid invoices; an admin decides. */
export const requestRefund = (body: RefundRequestInput) => call<ItemResponse<Refund>>(refundRequestCall, { body })
