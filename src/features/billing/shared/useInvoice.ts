import { ApiError } from '@/api/apiError'
import { getInvoices } from '@/api/payments/billingApi'
import type { Invoice } from '@/api/payments/paymentTypes'
import { isNotFoundFailure } from '@/shared/remote/failureKind'
import { useRemoteData } from '@/shared/remote/useRemoteData'

class NoSuchInvoice extends Error {}

async function loadInvoice(id: number, signal: AbortSignal): Promise<Invoice> {
  const { list } = await getInvoices({ id }, signal)
  const invoice = list.find((candidate) => candidate.id === id)
  if (!invoice) throw new NoSuchInvoice(`No invoice ${id}`)
  return invoice
}

// Someone else's invoice and a missing one look the same to the member: not found.
const isMissing = (error: unknown) => error instanceof NoSuchInvoice || isNotFoundFailure(error) || (error instanceof ApiError && error.status === 403)

/** One of the member's invoices by id; not found when there is no such invoice of theirs (or no id). */
export function useInvoice(id: number | null) {
  return useRemoteData({
    key: `billing/invoice/${id}`,
    load: (signal) => loadInvoice(id ?? 0, signal),
    enabled: id !== null,
    isNotFound: isMissing,
  })
}
