let regionNames: Intl.DisplayNames | null | undefined

/** "GB" → "United Kingdom", in the browser's language; the code itself where names are unavailable. */
export function countryName(code: string): string {
  if (!code) return ''
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(undefined, { type: 'region' })
    } catch {
      regionNames = null
    }
  }
  try {
    return regionNames?.of(code) ?? code
  } catch {
    return code
  }
}
