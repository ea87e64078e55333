import type { DbRecord } from '@/api/records/recordTypes'
import { cellText, type ColumnDefinition } from './resourceDefinition'

/** One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break; formula starts defused. */
export function csvCell(text: string): string {
  // A cell starting with = + - @ runs as a formula in spreadsheets (CSV injection).
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The rows as the list shows them: a header of column labels, then one line per record. */
export function toCsv(columns: readonly ColumnDefinition[], rows: readonly DbRecord[]): string {
  const lines = [columns.map((column) => csvCell(column.label)).join(',')]
  for (const row of rows) lines.push(columns.map((column) => csvCell(cellText(column, row))).join(','))
  return `${lines.join('\r\n')}\r\n`
}

export function downloadCsv(csv: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
