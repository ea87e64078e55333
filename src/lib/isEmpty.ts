/**
 * docs/product.md §5: an empty value, null, undefined or the text "undefined" counts as empty.
 * The literal "undefined" shows up when a caller string-interpolates a missing value.
 */
export function isEmpty(value: unknown): value is '' | null | undefined | 'undefined' {
  return value === undefined || value === null || value === '' || value === 'undefined'
}
