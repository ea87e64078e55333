const UNITS = ['KB', 'MB', 'GB', 'TB'] as const

/**
 * "12 MB", "1.2 GB": decimal units, as phones and browsers show storage, with one decimal only
 * below 10 so the number stays short.
 */
export function formatBytes(bytes: number): string {
  if (bytes < 1000) return `${Math.round(bytes)} ${bytes === 1 ? 'byte' : 'bytes'}`
  let value = bytes
  let unit: (typeof UNITS)[number] = 'KB'
  for (const next of UNITS) {
    value /= 1000
    unit = next
    if (value < 1000) break
  }
  const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value)
  return `${shown} ${unit}`
}
