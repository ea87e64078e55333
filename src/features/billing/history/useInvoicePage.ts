import { useCallback } from 'react'
import { getInvoices } from '@/api/payments/billingApi'
import type { Invoice, PageResponse } from '@/api/payments/paymentTypes'
import { useRemote } from '../shared/useRemote'

export const INVOICES_PER_PAGE = 10

export type InvoicePage = Pick<PageResponse<Invoice>, 'list' | 'page' | 'num_pages' | 'total'>

/** One page of the member's invoices, newest first. */
export function useInvoicePage(page: number) {
  const load = useCallback(
    (signal: AbortSignal): Promise<InvoicePage> =>
      getInvoices({ page, limit: INVOICES_PER_PAGE }, signal).then(({ list, page: shown, num_pages, total }) => ({
        list,
        page: shown,
        num_pages,
        total,
      })),
    [page],
  )
  return useRemote(load)
}
