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

/** An ISO date as a calendar date in the member's locale, e.g. "Mar 5, 2026". */
export function formatDate(iso: string, locale?: string): string {
  return formatterFor('medium', locale).format(new Date(iso))
}

/** The spelled-out form for documents (the invoice), e.g. "March 5, 2026". */
export function formatLongDate(iso: string, locale?: string): string {
  return formatterFor('long', locale).format(new Date(iso))
}

/** A billing period as one range, e.g. "Mar 5 – Apr 5, 2026"; Intl drops the repeated parts. */
export function formatPeriod(startIso: string, endIso: string, locale?: string): string {
  return formatterFor('medium', locale).formatRange(new Date(startIso), new Date(endIso))
}
