import type { BillingInterval } from '@/api/payments/paymentTypes'

/** "Monthly" / "Yearly": the name of a billing choice. */
export function intervalLabel(interval: BillingInterval): string {
  return interval === 'month' ? 'Monthly' : 'Yearly'
}

/** Short suffix after a price, e.g. "$9.99/month". */
export function perInterval(interval: BillingInterval): string {
  return `/${interval}`
}

/** What happens after the first payment, in the words of the order summary. */
export function renewalText(interval: BillingInterval): string {
  return `Then renews every ${interval}, cancel any time.`
}
