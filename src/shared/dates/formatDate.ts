const formatters = new Map<string, Intl.DateTimeFormat>()

function formatterFor(style: 'medium' | 'long', locale: string | undefined): Intl.DateTimeFormat {
  const key = `${locale ?? ''}:${style}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: style })
    formatters.set(key, formatter)
  }
  return formatter
}

function readDate(iso: string | null | undefined): Date | null {
  if (!iso) return null
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? null : date
}

/** An ISO date as a calendar date in the member's locale, e.g. "Mar 5, 2026"; '' when missing or unreadable. */
export function formatDate(iso: string | null | undefined, locale?: string): string {
  const date = readDate(iso)
  return date ? formatterFor('medium', locale).format(date) : ''
}

/** The spelled-out form, e.g. "March 5, 2026"; '' when missing or unreadable. */
export function formatLongDate(iso: string | null | undefined, locale?: string): string {
  const date = readDate(iso)
  return date ? formatterFor('long', locale).format(date) : ''
}

/** A period as one range, e.g. "Mar 5 – Apr 5, 2026"; Intl drops the repeated parts. */
export function formatPeriod(startIso: string, endIso: string, locale?: string): string {
  return formatterFor('medium', locale).formatRange(new Date(startIso), new Date(endIso))
}
