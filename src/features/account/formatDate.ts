const longDate = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' })

/** "12 March 2025" in the browser's language; '' for a missing or unreadable date. */
export function formatLongDate(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date)
}
