/**
 * A value made on first use and kept. For Intl formatters at module level: building the first one
 * loads the locale's data, tens of milliseconds on a phone, which a page that never formats a date
 * should not pay while it loads.
 */
export function lazyValue<T>(make: () => T): () => T {
  let made: { value: T } | undefined
  return () => (made ??= { value: make() }).value
}
