/**
 * A post's date as "14 March 2026", read in UTC with one fixed locale: the build prerenders the
 * page in Node and the browser takes it over, so both must write the same words whatever the
 * visitor's machine says (the seeded posts go out at 09:00 UTC, the same day everywhere it is read).
 */
const formatter = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })

export function formatPostDate(iso: string | null): string {
  if (!iso) return ''
  const date = new Date(iso)
  return Number.isNaN(date.getTime()) ? '' : formatter.format(date)
}

export const readingTime = (minutes: number) => `${minutes} min read`
