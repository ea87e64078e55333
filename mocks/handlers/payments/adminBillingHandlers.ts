import { HttpResponse, http } from 'msw'
import type { AdminStats, ItemResponse, PageResponse, RefundRequest, RefundStatus } from '@/api/payments/paymentTypes'
import { db } from '@mocks/db/db'
import type { RefundRow } from '@mocks/db/paymentSchemas'
import { adminStats } from '@mocks/billing/adminStats'
import { withBillingLock } from '@mocks/billing/billingLock'
import { asAdmin, pathId } from '@mocks/billing/billingRequest'
import { findInvoice, newestFirst } from '@mocks/billing/billingStore'
import { toRefund } from '@mocks/billing/billingPresenters'
import { exportFileName, invoicesCsv } from '@mocks/billing/invoiceExport'
import { filteredInvoices, readInvoiceFilter } from '@mocks/billing/invoiceQuery'
import { REFUND_MESSAGES, declineRefundRequest, findRefundRequest } from '@mocks/billing/refunds'
import { handle } from '@mocks/http/handle'
import { HttpError } from '@mocks/http/httpErrors'
import { readJsonObject } from '@mocks/http/requestBody'
import { pageOf, parsePositiveInt } from '@mocks/http/recordQuery'

/**
 * MoveTime's own billing calls as an admin uses them (admin-only, docs/product.md §6): members' refund
 * requests and their decline, the invoice export (CSV), and the dashboard's numbers.
 */

const REFUND_STATUSES: readonly RefundStatus[] = ['pending', 'succeeded', 'rejected']
const DEFAULT_LIMIT = 20
const MAX_LIMIT = 100

function toRefundRequest(row: RefundRow): RefundRequest {
  const invoice = findInvoice(row.invoice_id)
  return {
    ...toRefund(row),
    invoice_number: invoice?.number ?? '',
    customer_name: invoice?.customer_name ?? '',
    customer_email: invoice?.customer_email ?? '',
  }
}

type IdParams = { id: string }

export const adminBillingHandlers = [
  // Members' refund requests (and refunds admins made), newest first; pending first is the filter's job.
  http.get(
    '*/v3/api/movetime/refund-req',
    handle(({ request }) =>
      asAdmin(request, async () => {
        const query = new URL(request.url).searchParams
        const page = parsePositiveInt(query.get('page'), 'page', 1)
        const limit = parsePositiveInt(query.get('limit'), 'limit', DEFAULT_LIMIT)
        if (limit > MAX_LIMIT) {
          const message = `limit must be at most ${MAX_LIMIT}.`
          throw new HttpError(400, message, { limit: message })
        }
        const status = query.get('status')?.trim() ?? ''
        if (status !== '' && !REFUND_STATUSES.includes(status as RefundStatus)) {
          const message = `status must be one of ${REFUND_STATUSES.join(', ')}.`
          throw new HttpError(400, message, { status: message })
        }
        const email = query.get('email')?.trim().toLowerCase() ?? ''
        const rows = db.refund
          .all()
          .filter((row) => status === '' || row.status === status)
          .map(toRefundRequest)
          .filter((row) => email === '' || row.customer_email.toLowerCase().includes(email))
          .sort(newestFirst)
        return HttpResponse.json<PageResponse<RefundRequest>>(pageOf(rows, page, limit))
      }),
    ),
  ),

  // Declined with a reason the member reads on the invoice; one decision per request (under the member's lock).
  http.post<IdParams>(
    '*/v3/api/movetime/refund-req/:id/decline',
    handle<IdParams>(({ request, params }) =>
      asAdmin(request, async (now) => {
        const refund = findRefundRequest(pathId(params.id))
        if (!refund) throw new HttpError(404, REFUND_MESSAGES.requestNotFound)
        const body = await readJsonObject(request)
        const declined = await withBillingLock(refund.user_id, () => declineRefundRequest(refund, body, now))
        return HttpResponse.json<ItemResponse<RefundRequest>>({ error: false, model: toRefundRequest(declined) })
      }),
    ),
  ),

  // The invoice list's filter as a file: the same rows, every page.
  http.get(
    '*/v3/api/movetime/export-invoices',
    handle(({ request }) =>
      asAdmin(request, async () => {
        const filter = readInvoiceFilter(new URL(request.url).searchParams)
        return new HttpResponse(invoicesCsv(filteredInvoices(filter)), {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${exportFileName(filter.from, filter.to)}"`,
          },
        })
      }),
    ),
  ),

  http.get(
    '*/v3/api/movetime/admin-stats',
    handle(({ request }) => asAdmin(request, async (now) => HttpResponse.json<AdminStats>(adminStats(now)))),
  ),
]
