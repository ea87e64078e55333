import { call, endpoint } from '../http'
import type { AdminInvoiceQuery, AdminStats, ItemResponse, PageResponse, RefundDeclineInput, RefundRequest, RefundRequestQuery } from './paymentTypes'

/*
 * MoveTime's own billing calls an admin makes (docs/product.md §7 /v3/api/movetime, admin-only by docs/product.md §6):
 * members' refund requests, the invoice export (CSV). Declining a request and the dashboard's
 * numbers are our extensions (README "Architecture"): docs/product.md §7 shows no call for either.
 */

const refundRequestsCall = endpoint('GET', '/v3/api/movetime/refund-req')
const declineRefundRequestCall = endpoint('POST', '/v3/api/movetime/refund-req/{id}/decline')
const exportInvoicesCall = endpoint('GET', '/v3/api/movetime/export-invoices')
const adminStatsCall = endpoint('GET', '/v3/api/movetime/admin-stats')

/** Members' refund requests (and admins' refunds), newest first, 20 a page. */
export const listRefundRequests = (query: RefundRequestQuery = {}, signal?: AbortSignal) =>
  call<PageResponse<RefundRequest>>(refundRequestsCall, { query: { ...query }, signal })

/** Declines a pending request; the reason is shown to the member on the invoice. Approve with refundInvoice. */
export const declineRefundRequest = (id: number, body: RefundDeclineInput) =>
  call<ItemResponse<RefundRequest>>(declineRefundRequestCall, { params: { id }, body })

/** Every invoice under the admin list's filter (status, email, from, to) as CSV text with a header row. */
export const exportInvoices = (query: Omit<AdminInvoiceQuery, 'page' | 'limit' | 'id'> = {}) =>
  call<string>(exportInvoicesCall, { query: { ...query }, responseType: 'text' })

/** The dashboard's numbers: members, revenue, sign-ups, cancellations, refunds waiting, watching, 12 weeks, activity. */
export const getAdminStats = (signal?: AbortSignal) => call<AdminStats>(adminStatsCall, { signal })
