import { declineRefundRequest, listRefundRequests } from '@/api/payments/adminBillingApi'
import type { RefundStatus } from '@/api/payments/paymentTypes'
import { refundInvoice } from '@/api/payments/stripeApi'
import { asRow, filterText, textOf, type FamilyCalls } from '../resourceCalls'

/*
 * Members' refund requests (/v3/api/movetime `refund-req`, paged and filtered on the server).
 * Approving refunds the invoice through stripe `refund`, tied to the request so it is decided once
 * even if two admins act together; declining sends the reason the member reads on the invoice.
 */

const REASON_MAX = 500
const STATUSES: readonly RefundStatus[] = ['pending', 'succeeded', 'rejected']
const isStatus = (text: string | undefined): text is RefundStatus => STATUSES.some((status) => status === text)

export const refundCalls: FamilyCalls = {
  getList: async (params) => {
    const { page = 1, perPage = 20 } = params.pagination ?? {}
    const status = filterText(params.filter, 'status')
    const answer = await listRefundRequests({ page, limit: Math.min(perPage, 100), status: isStatus(status) ? status : undefined, email: filterText(params.filter, 'customer_email') })
    return { data: answer.list.map(asRow), total: answer.total }
  },
  actions: {
    approveRefund: ({ record }) =>
      refundInvoice({
        invoice_id: Number(record.invoice_id),
        amount: Number(record.amount),
        refund_request_id: record.id,
        reason: `Approved the member’s request: ${textOf(record, 'reason')}`.slice(0, REASON_MAX),
      }),
    declineRefund: ({ record, values }) => declineRefundRequest(record.id, { reason: String(values.reason ?? '').trim() }),
  },
}
