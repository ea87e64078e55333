/** Money as an admin types it ("9.99", "$1,250", "10") to minor units, the provider's integer cents. */

const DOLLARS = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/

/** Cents, or null when the text is not an amount of dollars with at most two decimals. */
export function parseDollars(text: string): number | null {
  const trimmed = text.trim()
  if (!DOLLARS.test(trimmed)) return null
  const [whole = '0', fraction = ''] = trimmed.replace(/[$,\s]/g, '').split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}
