import type { Currency } from '@/api/payments/paymentTypes'

const formatters = new Map<string, Intl.NumberFormat>()

function formatterFor(currency: Currency, locale: string | undefined): Intl.NumberFormat {
  const key = `${locale ?? ''}:${currency}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() })
    formatters.set(key, formatter)
  }
  return formatter
}

/**
 * An amount in the currency's minor unit (cents, as the payment provider counts) as the member
 * reads it, e.g. 999 → "$9.99". The number of minor digits comes from Intl, not from "÷ 100",
 * so a zero-decimal currency would still come out right.
 */
export function formatMoney(minorUnits: number, currency: Currency, locale?: string): string {
  const formatter = formatterFor(currency, locale)
  const digits = formatter.resolvedOptions().maximumFractionDigits ?? 2
  return formatter.format(minorUnits / 10 ** digits)
}

/** A credit or refund shown as taken off, e.g. "−$4.50" (a real minus sign, read as "minus"). */
export function formatCredit(minorUnits: number, currency: Currency, locale?: string): string {
  return minorUnits === 0 ? formatMoney(0, currency, locale) : `−${formatMoney(Math.abs(minorUnits), currency, locale)}`
}
