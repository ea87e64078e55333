import { getInvoices } from '@/api/payments/billingApi'
import type { Invoice, PageResponse } from '@/api/payments/paymentTypes'
import { useRemoteData } from '@/shared/remote/useRemoteData'

export const INVOICES_PER_PAGE = 10

export type InvoicePage = Pick<PageResponse<Invoice>, 'list' | 'page' | 'num_pages' | 'total'>

const loadInvoicePage = (page: number, signal: AbortSignal): Promise<InvoicePage> =>
  getInvoices({ page, limit: INVOICES_PER_PAGE }, signal).then(({ list, page: shown, num_pages, total }) => ({ list, page: shown, num_pages, total }))

/** One page of the member's invoices, newest first. */
export function useInvoicePage(page: number) {
  return useRemoteData({ key: `billing/invoices?page=${page}`, load: (signal) => loadInvoicePage(page, signal) })
}
