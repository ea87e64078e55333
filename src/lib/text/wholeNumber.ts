/**
 * A whole number with English thousands separators ("5,000"), as `toLocaleString('en')` writes it.
 * The first `toLocaleString` or `Intl.NumberFormat` on a page loads the browser's number-formatting
 * data: 24–40 ms in Chromium on this project's machines, which the library's count and the
 * dashboard's tiles would spend on the first screen. Anything but a safe integer goes to the browser.
 */
export function formatWholeNumber(value: number): string {
  if (!Number.isSafeInteger(value)) return value.toLocaleString('en')
  const grouped = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',')
  return value < 0 ? `-${grouped}` : grouped
}
