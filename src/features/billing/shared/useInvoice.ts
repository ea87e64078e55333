import { useCallback } from 'react'
import { ApiError } from '@/api/apiError'
import { getInvoices } from '@/api/payments/billingApi'
import type { Invoice } from '@/api/payments/paymentTypes'
import { useRemote } from './useRemote'

/** One of the member's invoices by id; null when there is no such invoice of theirs. */
export function useInvoice(id: number | null) {
  const load = useCallback(
    async (signal: AbortSignal): Promise<Invoice | null> => {
      if (id === null) return null
      try {
        const { list } = await getInvoices({ id }, signal)
        return list.find((invoice) => invoice.id === id) ?? null
      } catch (error) {
        // Someone else's invoice and a missing one look the same to the member: not found.
        if (error instanceof ApiError && (error.status === 404 || error.status === 403)) return null
        throw error
      }
    },
    [id],
  )
  return useRemote(load)
}
